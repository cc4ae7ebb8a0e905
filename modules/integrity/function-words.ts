// English function words and their reference rates, the local detector's yardstick for a text's function-word
// profile. The reference is the marketplace corpus (counts kept in integrity_corpus_words as documents are
// indexed); until it holds enough words, these rates per 1,000 words of general English (rounded from the Brown
// corpus frequency lists) stand in.
import type { Word } from './winnow.ts';

// As word-number pairs in a string: one of the words is `then`, which an object literal must not have as a key.
const REFERENCE = `
the 69.9 of 36.4 and 28.8 to 26.1 a 23.3 in 21.3 that 10.5 is 10.1 was 9.8 he 9.5 for 9.4 it 8.7
with 7.2 as 7.2 his 6.9 on 6.7 be 6.3 at 5.3 by 5.3 i 5.1 this 5.1 had 5.1 not 4.6 are 4.4 but 4.3
from 4.3 or 4.2 have 3.9 an 3.7 they 3.6 which 3.5 one 3.3 you 3.2 were 3.2 her 3.0 all 3.0 she 2.8
there 2.7 would 2.7 their 2.6 we 2.6 him 2.6 been 2.5 has 2.4 when 2.3 who 2.2 will 2.2 more 2.2
if 2.2 no 2.2 out 2.1 so 2.0 said 1.9 what 1.9 up 1.9 its 1.9 about 1.8 into 1.8 than 1.8 them 1.8
can 1.8 only 1.7 other 1.7 new 1.6 some 1.6 could 1.5 these 1.5 may 1.4 then 1.4 do 1.3 first 1.3
any 1.3 my 1.3 now 1.3 such 1.3 like 1.2 our 1.2 over 1.2 also 1.1 however 0.4 moreover 0.05
furthermore 0.05 therefore 0.2 additionally 0.02 overall 0.1 crucial 0.02 ensure 0.05 various 0.2
significant 0.2
`;

export const REFERENCE_PER_THOUSAND: Readonly<Record<string, number>> = Object.fromEntries(
  [...REFERENCE.matchAll(/([a-z]+) ([\d.]+)/g)].map((m) => [m[1]!, Number(m[2])]),
);

export const FUNCTION_WORDS: readonly string[] = Object.keys(REFERENCE_PER_THOUSAND);
const IS_FUNCTION = new Set(FUNCTION_WORDS);

/** Below this many counted function words the corpus is too small to be the reference. */
export const MIN_CORPUS_FUNCTION_WORDS = 5_000;

/** How often each function word occurs in these words. */
export function functionWordCounts(words: readonly Pick<Word, 'text'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const w of words) if (IS_FUNCTION.has(w.text)) counts[w.text] = (counts[w.text] ?? 0) + 1;
  return counts;
}

/** Relative frequencies over the function-word list (they sum to 1; all zero for a text without any). */
export function profileOf(counts: Readonly<Record<string, number>>): number[] {
  const total = FUNCTION_WORDS.reduce((sum, w) => sum + (counts[w] ?? 0), 0);
  return FUNCTION_WORDS.map((w) => (total ? (counts[w] ?? 0) / total : 0));
}

/** Total variation distance between two profiles: 0 the same, 1 nothing in common. */
export function profileDistance(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / 2;
}

/** The share of words that are function words. */
export const functionShare = (words: readonly Pick<Word, 'text'>[]): number =>
  words.length ? words.filter((w) => IS_FUNCTION.has(w.text)).length / words.length : 0;
