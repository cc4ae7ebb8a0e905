// Plain SQL on the caller's EntityManager (inside its transaction when there is one), and the transaction
// helpers the money paths share.
import type { EntityManager } from '@mikro-orm/postgresql';

export type Row = Record<string, any>;

export async function rows(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}

export async function one(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row | undefined> {
  return (await rows(em, sql, params))[0];
}

export const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString();

/** PostgreSQL answers bigint and numeric as strings. */
export const int = (value: unknown): number => (value == null ? 0 : Number(value));

/** The PostgreSQL error code of a failed statement, when it is one. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs `work` in the caller's transaction when there is one; otherwise in a new one, retried (up to three
 * times) when PostgreSQL ends it for a deadlock or a serialization failure.
 */
export async function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  if (em.isInTransaction()) return work(em);
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.fork().transactional((tx) => work(tx));
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has(pgCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}

export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

/**
 * One page of `select <columns> from <rest>` (rest: from, joins and where, no order) ordered by `orderBy`, as
 * `{ items, page, pageSize, total }`.
 */
export async function paginate<T>(
  em: EntityManager,
  query: { columns: string; rest: string; orderBy: string; params?: unknown[] },
  page: number,
  pageSize: number,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const params = query.params ?? [];
  const found = await rows(
    em,
    `select ${query.columns}, count(*) over () as total_count ${query.rest} order by ${query.orderBy} limit ? offset ?`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  let total = found.length ? int(found[0]!.total_count) : 0;
  if (!found.length && page > 1) total = int((await one(em, `select count(*) as n ${query.rest}`, params))?.n);
  return { items: found.map(map), page, pageSize, total };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of ids as one PostgreSQL array literal for `= any(?::uuid[])` (the driver would spread a JS array into
 * a list of parameters). Anything but UUIDs is dropped.
 */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.filter((id) => UUID.test(id)).join(',')}}`;
}
