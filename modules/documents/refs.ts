// What a document points at (type, subject, university, course, textbook, seller), read through the owning
// modules' public functions, never their tables (DESIGN §2). The catalogue is small reference data that changes
// rarely, so each instance keeps it for a minute (and reloads early when asked for an id it does not know);
// sellers are read per request.
import type { EntityManager } from '@mikro-orm/postgresql';
import { peopleByIds } from '../accounts/index.ts';
import {
  type Course, type DocumentType, listCourses, onCatalogueEdited, listDocumentTypes, listSubjects, listTextbooks, listUniversities,
  type Subject, type Textbook, type University,
} from '../catalogue/index.ts';
import type { Page } from '../platform/index.ts';
import type { z } from 'zod';
import type { authorRef } from './contract.ts';

export type Author = z.infer<typeof authorRef>;

export type Catalogue = {
  subjects: Map<string, Subject>;
  universities: Map<string, University>;
  courses: Map<string, Course>;
  textbooks: Map<string, Textbook>;
  types: Map<string, DocumentType>;
  loadedAt: number;
  /** How many admin changes this process had seen when it was read. */
  edits: number;
};

const TTL_MS = 60_000;
/** A reload for an unknown id happens at most this often (a stream of made-up ids cannot force reloads). */
const MISS_RELOAD_MS = 5_000;

// One cache per database (the ORM's driver): a process that talks to several (tests) never mixes them.
const caches = new WeakMap<object, { cached: Catalogue | null; loading: Promise<Catalogue> | null }>();
// An admin's change in this process makes every cache here stale at once (a new subject is usable immediately).
let edits = 0;
onCatalogueEdited(() => {
  edits += 1;
});

function cacheOf(em: EntityManager) {
  const key = em.getDriver();
  let entry = caches.get(key);
  if (!entry) caches.set(key, (entry = { cached: null, loading: null }));
  return entry;
}

async function all<T extends { id: string }>(list: (page: number) => Promise<Page<T>>): Promise<Map<string, T>> {
  const out = new Map<string, T>();
  for (let page = 1; ; page++) {
    const result = await list(page);
    for (const item of result.items) out.set(item.id, item);
    if (result.items.length === 0 || page * result.pageSize >= result.total) return out;
  }
}

async function load(em: EntityManager): Promise<Catalogue> {
  const editsAtStart = edits;
  const size = 500;
  const [subjects, universities, courses, textbooks, types] = await Promise.all([
    all((page) => listSubjects(em, { page, pageSize: size })),
    all((page) => listUniversities(em, { page, pageSize: size })),
    all((page) => listCourses(em, { page, pageSize: size })),
    all((page) => listTextbooks(em, { page, pageSize: size })),
    listDocumentTypes(em).then((items) => new Map(items.map((t) => [t.id, t]))),
  ]);
  return { subjects, universities, courses, textbooks, types, loadedAt: Date.now(), edits: editsAtStart };
}

/** The catalogue, at most a minute old. */
export async function catalogue(em: EntityManager, options: { fresherThan?: number } = {}): Promise<Catalogue> {
  const maxAge = options.fresherThan ?? TTL_MS;
  const entry = cacheOf(em);
  if (entry.cached && entry.cached.edits === edits && Date.now() - entry.cached.loadedAt < maxAge) return entry.cached;
  // Inside a transaction it loads on that transaction: a fork would be a second connection (issue #25).
  entry.loading ??= load(em.isInTransaction() ? em : em.fork()).finally(() => {
    entry.loading = null;
  });
  entry.cached = await entry.loading;
  return entry.cached;
}

type Kind = 'subjects' | 'universities' | 'courses' | 'textbooks' | 'types';

/** The catalogue, reloaded first when it lacks one of the given ids (at most every few seconds). */
export async function catalogueWith(em: EntityManager, wanted: Partial<Record<Kind, (string | null | undefined)[]>>): Promise<Catalogue> {
  let c = await catalogue(em);
  const missing = (Object.entries(wanted) as [Kind, (string | null | undefined)[]][]).some(([kind, ids]) =>
    ids.some((id) => id && !c[kind].has(id)),
  );
  if (missing && Date.now() - c.loadedAt > MISS_RELOAD_MS) c = await catalogue(em, { fresherThan: 0 });
  return c;
}

/** An id or a slug of one kind, as an id (undefined when nothing matches). */
export async function resolveRef(em: EntityManager, kind: Exclude<Kind, 'courses'>, value: string | undefined): Promise<string | undefined> {
  if (!value) return undefined;
  const find = (c: Catalogue) => {
    const map = c[kind] as Map<string, { id: string; slug: string }>;
    if (map.has(value)) return value;
    for (const item of map.values()) if (item.slug === value) return item.id;
    return undefined;
  };
  const c = await catalogue(em);
  const found = find(c);
  if (found || Date.now() - c.loadedAt <= MISS_RELOAD_MS) return found;
  return find(await catalogue(em, { fresherThan: 0 }));
}

/** The public face of each seller: id, full name, avatar. */
export async function authors(em: EntityManager, ids: Iterable<string>): Promise<Map<string, Author>> {
  const unique = [...new Set(ids)];
  const profiles = await peopleByIds(em, unique);
  const out = new Map<string, Author>();
  for (const id of unique) {
    const p = profiles.get(id);
    out.set(id, { id, fullName: p?.fullName ?? 'Former member', avatarUrl: p?.avatarUrl ?? null });
  }
  return out;
}
