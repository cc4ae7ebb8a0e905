// The marketplace corpus's function-word profile, the local detector's reference: counts added as approved
// documents are indexed (source-index.ts), with the built-in general-English rates standing in while it is small.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CorpusProfile } from './detection.ts';
import { rows } from './db.ts';
import { FUNCTION_WORDS, MIN_CORPUS_FUNCTION_WORDS, profileOf, REFERENCE_PER_THOUSAND } from './function-words.ts';

/** The key under which the corpus keeps its total word count beside the function words. */
export const ALL_WORDS = '*';

export async function corpusProfile(em: EntityManager): Promise<CorpusProfile & { from: 'corpus' | 'reference' }> {
  const counts: Record<string, number> = {};
  for (const r of await rows(em, 'select word, count from integrity_corpus_words')) counts[r.word] = Number(r.count);
  const functionWords = FUNCTION_WORDS.reduce((n, w) => n + (counts[w] ?? 0), 0);
  if (functionWords >= MIN_CORPUS_FUNCTION_WORDS && counts[ALL_WORDS]) {
    return { profile: profileOf(counts), share: functionWords / counts[ALL_WORDS], from: 'corpus' };
  }
  const perThousand = FUNCTION_WORDS.reduce((n, w) => n + REFERENCE_PER_THOUSAND[w]!, 0);
  return { profile: profileOf(REFERENCE_PER_THOUSAND), share: perThousand / 1000, from: 'reference' };
}
