// Plain SQL on the caller's EntityManager (inside its transaction when there is one).
import type { EntityManager } from '@mikro-orm/postgresql';

export type Row = Record<string, any>;

export const rows = (em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> =>
  em.getConnection().execute(sql, params, 'all', em.getTransactionContext());

export const one = async (em: EntityManager, sql: string, params: unknown[] = []): Promise<Row | undefined> => (await rows(em, sql, params))[0];

export const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());
