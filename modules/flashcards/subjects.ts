// Catalogue subjects by id, read through the catalogue's public list (a few dozen rows) once per call site.
import type { EntityManager } from '@mikro-orm/postgresql';
import { listSubjects } from '../catalogue/index.ts';
import { badRequest } from '../platform/index.ts';
import { FLASHCARD_MESSAGES } from './contract.ts';

export type SubjectRef = { id: string; slug: string; name: string };

export async function subjectIndex(em: EntityManager): Promise<Map<string, SubjectRef>> {
  const { items } = await listSubjects(em, { page: 1, pageSize: 500 });
  return new Map(items.map((s) => [s.id, { id: s.id, slug: s.slug, name: s.name }]));
}

/** The subject a request names, or null when it names none; a 400 when it names one the catalogue lacks. */
export async function requestedSubject(em: EntityManager, id: string | null | undefined): Promise<SubjectRef | null> {
  if (!id) return null;
  const subject = (await subjectIndex(em)).get(id);
  if (!subject) throw badRequest(FLASHCARD_MESSAGES.unknownSubject, { subjectId: [FLASHCARD_MESSAGES.unknownSubject] });
  return subject;
}
