// How far into each source a reader may quote (DESIGN.md §11): a document up to the last page the documents
// module's rule gives this reader (its preview pages, or all of them for its seller, buyers and admins); any other
// source (a text source: the caller's own notes, deck or paper) in full. Every read of passages goes through here.
import type { EntityManager } from '@mikro-orm/postgresql';
import { EVERY_PAGE, type PageReader, readablePageLimits } from '../documents/index.ts';

export type Reader = PageReader;

/** The sources (each once) with the last page of each this reader may read, as parallel arrays for SQL. */
export async function readableUpTo(em: EntityManager, reader: Reader, sourceIds: string[]): Promise<{ ids: string[]; upto: number[] }> {
  const ids = [...new Set(sourceIds)];
  const limits = await readablePageLimits(em, reader, ids);
  return { ids, upto: ids.map((id) => limits.get(id) ?? EVERY_PAGE) };
}

/** The arrays as PostgreSQL literals (the ORM would spread a JS array into a list). */
export const sqlArrays = (r: { ids: string[]; upto: number[] }) => [`{${r.ids.join(',')}}`, `{${r.upto.join(',')}}`];
