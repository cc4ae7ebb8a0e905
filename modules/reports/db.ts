// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
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
