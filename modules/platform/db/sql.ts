// Plain SQL on the caller's EntityManager (inside its transaction when there is one): the one copy every module's
// queries use, and the one way to read a page of a list.
import type { EntityManager } from '@mikro-orm/postgresql';

import type { Page, PageRequest } from '../contract.ts';

export type Row = Record<string, any>;

export function rows(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row[]> {
  return em.getConnection().execute(sql, params, 'all', em.getTransactionContext());
}

export async function one(em: EntityManager, sql: string, params: unknown[] = []): Promise<Row | undefined> {
  return (await rows(em, sql, params))[0];
}

/** A list query cut into pages: `select <columns> <from> order by <orderBy>`, `from` with its joins and where. */
export type ListSql = { columns: string; from: string; orderBy: string; params?: unknown[] };

/**
 * One page of the list and the list's whole length. The page is read first, ordered and cut by PostgreSQL (so an
 * index on the order stops the scan at the page's end); the length is counted only when the page cannot tell it: a
 * page that is full, or one past the end. `items` turns the page's rows into what the caller answers, all at once
 * (so it may read what the rows refer to in one go).
 */
export async function paginate<T>(
  em: EntityManager,
  list: ListSql,
  request: PageRequest,
  items: (found: Row[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const params = list.params ?? [];
  const { page, pageSize } = request;
  const offset = (page - 1) * pageSize;
  const found = await rows(em, `select ${list.columns} ${list.from} order by ${list.orderBy} limit ? offset ?`, [...params, pageSize, offset]);
  const total =
    found.length > 0 && found.length < pageSize
      ? offset + found.length
      : Number((await one(em, `select count(*) as n ${list.from}`, params))?.n ?? 0);
  return { items: await items(found), page, pageSize, total };
}
