// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
import type { EntityManager } from '@mikro-orm/postgresql';

export { type Row, one, rows } from '../platform/index.ts';

export function inTransaction<T>(em: EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.isInTransaction() ? work(em) : em.fork().transactional((tx) => work(tx));
}
