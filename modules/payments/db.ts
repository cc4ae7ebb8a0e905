// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
import type { EntityManager } from '@mikro-orm/postgresql';

export { type Row, one, rows } from '../platform/index.ts';

export const iso = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : value == null ? null : new Date(String(value)).toISOString();

export const int = (value: unknown): number => (value == null ? 0 : Number(value));

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
export function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? work(em) : em.fork().transactional((tx) => work(tx));
}
