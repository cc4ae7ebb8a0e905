// Plain SQL on the caller's EntityManager (inside its transaction when there is one), and the transaction
// helpers the money paths share.
import type { EntityManager } from '@mikro-orm/postgresql';

export { type Row, one, paginate, rows } from '../platform/index.ts';

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list of ids as one PostgreSQL array literal for `= any(?::uuid[])` (the driver would spread a JS array into
 * a list of parameters). Anything but UUIDs is dropped.
 */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.filter((id) => UUID.test(id)).join(',')}}`;
}
