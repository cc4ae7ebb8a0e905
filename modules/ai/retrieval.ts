// Retrieval: the top passages of a source for a question. PostgreSQL ranks every passage that shares a stemmed
// word with the question (any word, not all: questions are phrased differently from their answers), the best
// CANDIDATES come back, and they are re-ranked by how much of the question each covers, so a passage naming
// three of the question's terms beats one repeating a single term.
import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from './db.ts';
import { stems } from './nlp.ts';
import type { Passage } from './provider.ts';

const CANDIDATES = 40;

export async function retrieve(em: EntityManager, sourceIds: string[], question: string, k = 6): Promise<Passage[]> {
  if (!sourceIds.length || !question.trim()) return [];
  const found = await rows(
    em,
    `with q as (select replace(plainto_tsquery('search_stemmed', ?)::text, '&', '|')::tsquery as query)
     select p.source_id, p.ordinal, p.page_number, p.text, ts_rank_cd(p.tsv, q.query, 1) as rank
     from ai_passages p, q
     where p.source_id in (select jsonb_array_elements_text(?::jsonb)::uuid) and p.tsv @@ q.query
     order by rank desc, p.ordinal
     limit ${CANDIDATES}`,
    [question, JSON.stringify(sourceIds)],
  );
  return rerank(question, found.map((r) => ({ sourceId: r.source_id, page: Number(r.page_number), text: r.text, rank: Number(r.rank), ordinal: Number(r.ordinal) })), k);
}

type Candidate = Passage & { rank: number; ordinal: number };

export function rerank(question: string, candidates: Candidate[], k: number): Passage[] {
  const asked = new Set(stems(question));
  const top = Math.max(...candidates.map((c) => c.rank), 1e-9);
  return candidates
    .map((c) => {
      const present = new Set(stems(c.text).filter((t) => asked.has(t)));
      const coverage = asked.size ? present.size / asked.size : 0;
      return { c, score: 0.6 * coverage + 0.4 * (c.rank / top) };
    })
    .sort((a, b) => b.score - a.score || a.c.ordinal - b.c.ordinal)
    .slice(0, k)
    .map(({ c }) => ({ sourceId: c.sourceId, page: c.page, text: c.text }));
}
