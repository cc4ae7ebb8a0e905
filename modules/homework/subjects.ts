// Catalogue subjects by id, read through the catalogue's public list and kept for a minute per process (there are
// a few dozen; a question names one by id).
import type { EntityManager } from '@mikro-orm/postgresql';
import { listSubjects } from '../catalogue/index.ts';

export type SubjectRef = { id: string; slug: string; name: string };

const TTL_MS = 60_000;
let cache: { at: number; byId: Map<string, SubjectRef> } | null = null;

export async function subjectsById(em: EntityManager, options: { fresh?: boolean } = {}): Promise<Map<string, SubjectRef>> {
  if (cache && !options.fresh && Date.now() - cache.at < TTL_MS) return cache.byId;
  const page = await listSubjects(em, { page: 1, pageSize: 500 });
  const byId = new Map(page.items.map((s) => [s.id, { id: s.id, slug: s.slug, name: s.name }]));
  cache = { at: Date.now(), byId };
  return byId;
}

/** The subject of an id, looking again once when the cached list does not know it (a subject added since). */
export async function subjectById(em: EntityManager, id: string | null): Promise<SubjectRef | null> {
  if (!id) return null;
  return (await subjectsById(em)).get(id) ?? (await subjectsById(em, { fresh: true })).get(id) ?? null;
}
