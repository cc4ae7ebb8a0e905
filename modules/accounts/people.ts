// The reads other modules need about people: who an id is (a page of cards names its sellers, an admin list its
// users), and whose name or email matches a search.
// The users table is this module's, so those modules ask here instead of joining it in their SQL.
import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from './db.ts';

export type Person = { id: string; email: string; fullName: string; avatarUrl: string | null };

/** Each of these users that exists (deleted ones too: their anonymised row stays), by id, in one query. */
export async function peopleByIds(em: EntityManager, ids: Iterable<string | null | undefined>): Promise<Map<string, Person>> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Map();
  const found = await rows(em, 'select id, email, full_name, avatar_url from users where id = any(?::uuid[])', [`{${unique.join(',')}}`]);
  return new Map(found.map((r) => [r.id, { id: r.id, email: r.email, fullName: r.full_name, avatarUrl: r.avatar_url ?? null }]));
}

/**
 * The ids of the users whose email (and, with `names`, full name) matches the `ilike` pattern as given: the caller
 * decides on wildcards and escaping, as its search did when it joined the table itself.
 */
export async function userIdsMatching(em: EntityManager, pattern: string, options: { names?: boolean } = {}): Promise<string[]> {
  const found = await rows(em, `select id from users where email ilike ?${options.names ? ' or full_name ilike ?' : ''}`, options.names ? [pattern, pattern] : [pattern]);
  return found.map((r) => r.id);
}
