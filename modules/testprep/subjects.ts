// Subjects named by id (plans and tests keep a catalogue subject id), read through the catalogue's public list. The
// list is a few dozen rows that change rarely, so it is kept a minute per process and read again once on a miss.
import type { EntityManager } from '@mikro-orm/postgresql';
import { listSubjects } from '../catalogue/index.ts';

export type SubjectRef = { id: string; slug: string; name: string };

let known: { until: number; subjects: SubjectRef[] } = { until: 0, subjects: [] };

async function allSubjects(em: EntityManager, fresh: boolean): Promise<SubjectRef[]> {
  if (fresh || Date.now() > known.until) {
    const { items } = await listSubjects(em, { page: 1, pageSize: 500 });
    known = { until: Date.now() + 60_000, subjects: items.map(({ id, slug, name }) => ({ id, slug, name })) };
  }
  return known.subjects;
}

export async function subjectById(em: EntityManager, id: string | null | undefined): Promise<SubjectRef | null> {
  if (!id) return null;
  const find = async (fresh: boolean) => (await allSubjects(em, fresh)).find((s) => s.id === id);
  return (await find(false)) ?? (await find(true)) ?? null;
}
