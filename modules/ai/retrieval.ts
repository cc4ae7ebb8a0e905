// Retrieval: the top passages of a source for a question. PostgreSQL ranks every passage that shares a stemmed
// word with the question (any word, not all: questions are phrased differently from their answers), the best
// CANDIDATES come back with how many of the question's distinct words each contains, and they are re-ranked by
// that coverage and the rank, so a passage naming three of the question's terms beats one repeating a single term.
// Both steps run on the stored tsvector, so nothing is re-tokenised per question. Only the pages the reader may
// read take part (readable.ts): a locked page of a document the reader never bought is never a candidate.
import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from './db.ts';
import type { Passage } from './provider.ts';
import { type Reader, readableUpTo, sqlArrays } from './readable.ts';

const CANDIDATES = 40;

export async function retrieve(em: EntityManager, reader: Reader, sourceIds: string[], question: string, k = 6): Promise<Passage[]> {
  if (!sourceIds.length || !question.trim()) return [];
  const readable = await readableUpTo(em, reader, sourceIds);
  const found = await rows(
    em,
    `with q as (
       select replace(plainto_tsquery('search_stemmed', ?)::text, '&', '|')::tsquery as query,
              tsvector_to_array(to_tsvector('search_stemmed', ?)) as terms
     )
     select p.source_id, p.ordinal, p.page_number, p.text, ts_rank_cd(p.tsv, q.query, 1) as rank,
            (select count(*) from unnest(tsvector_to_array(p.tsv)) t where t = any(q.terms))::float
              / greatest(1, cardinality(q.terms)) as coverage
     from unnest(?::uuid[], ?::int[]) as s(id, upto)
       join ai_passages p on p.source_id = s.id and p.page_number <= s.upto, q
     where p.tsv @@ q.query
     order by rank desc, p.ordinal
     limit ${CANDIDATES}`,
    [question, question, ...sqlArrays(readable)],
  );
  return rerank(
    found.map((r) => ({ sourceId: r.source_id, page: Number(r.page_number), text: r.text, rank: Number(r.rank), ordinal: Number(r.ordinal), coverage: Number(r.coverage) })),
    k,
  );
}

type Candidate = Passage & { rank: number; ordinal: number; coverage: number };

export function rerank(candidates: Candidate[], k: number): Passage[] {
  const top = Math.max(...candidates.map((c) => c.rank), 1e-9);
  return candidates
    .map((c) => ({ c, score: 0.6 * c.coverage + 0.4 * (c.rank / top) }))
    .sort((a, b) => b.score - a.score || a.c.ordinal - b.c.ordinal)
    .slice(0, k)
    .map(({ c }) => ({ sourceId: c.sourceId, page: c.page, text: c.text }));
}
