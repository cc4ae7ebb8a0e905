// The catalogue's text filter (`/api/documents?q=`) behind a port: the search module plugs its engine in from the
// composition root (modules/registry.ts), so documents never imports search. Until it does, the filter is the
// plain title-or-description ILIKE.
import type { EntityManager } from '@mikro-orm/postgresql';
import { STATUS_ID } from './contract.ts';
import { containing, rows } from './db.ts';

/** The ids of approved documents matching the text, best first (an engine may cap how many it answers). */
export type TextSearch = (em: EntityManager, q: string) => Promise<string[]>;

const ilikeSearch: TextSearch = async (em, q) =>
  (
    await rows(em, `select id from documents where status_id = ${STATUS_ID.approved} and (title ilike ? or description ilike ?)`, [
      containing(q),
      containing(q),
    ])
  ).map((r) => r.id as string);

let current: TextSearch = ilikeSearch;

export function setTextSearch(search: TextSearch) {
  current = search;
}

export function resetTextSearch() {
  current = ilikeSearch;
}

export const textSearch: TextSearch = (em, q) => current(em, q);
