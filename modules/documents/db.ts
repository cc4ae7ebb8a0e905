// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
import type { EntityManager } from '@mikro-orm/postgresql';

export { type Row, one, rows } from '../platform/index.ts';

export async function run(em: EntityManager, sql: string, params: unknown[] = []): Promise<number> {
  const result = await em.getConnection().execute(sql, params, 'run', em.getTransactionContext());
  return (result as { affectedRows?: number }).affectedRows ?? 0;
}

export const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString();

/** `%term%` for ILIKE, with the user's own wildcards taken literally. */
export function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The PostgreSQL error code of a failed statement, when it is one. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
