// Per-day totals of one table over a period, for the admin overview. Each module calls this on its own tables
// (the owner reads them; the overview only asks), so the day boundaries (UTC) are the same for every figure.
import type { EntityManager } from '@mikro-orm/postgresql';

/** One day's total, `day` as YYYY-MM-DD (UTC); `key` is the group when the read splits by one (an AI tool). */
export type DailyTotal = { day: string; value: number; key?: string };

export type DailyTotalsQuery = {
  /** Table (our SQL, never user input). */
  table: string;
  /** The timestamp column that dates a row. */
  at: string;
  /** Aggregate per day; `count(*)` unless told. */
  value?: string;
  /** Extra condition on the rows, our SQL. */
  where?: string;
  /** A column to split the totals by. */
  by?: string;
};

export async function dailyTotals(em: EntityManager, q: DailyTotalsQuery, since: Date): Promise<DailyTotal[]> {
  const key = q.by ? `, ${q.by}::text as key` : '';
  const rows = await em.getConnection().execute(
    `select to_char(${q.at} at time zone 'UTC', 'YYYY-MM-DD') as day${key}, coalesce(${q.value ?? 'count(*)'}, 0)::bigint as value
     from ${q.table} where ${q.at} >= ? and (${q.where ?? 'true'}) group by 1${q.by ? ', 2' : ''}`,
    [since],
    'all',
    em.getTransactionContext(),
  );
  return rows.map((r: Record<string, unknown>) => ({ day: String(r.day), value: Number(r.value), ...(q.by ? { key: String(r.key) } : {}) }));
}

/** Rows matching a condition now (a queue's length), with an optional summed column. */
export async function currentTotal(em: EntityManager, table: string, where: string, sum?: string): Promise<{ count: number; sum: number }> {
  const [row] = await em.getConnection().execute(
    `select count(*)::int as count, coalesce(sum(${sum ?? '0'}), 0)::bigint as sum from ${table} where ${where}`,
    [],
    'all',
    em.getTransactionContext(),
  );
  return { count: Number(row.count), sum: Number(row.sum) };
}
