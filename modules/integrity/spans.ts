// Sentences of a text with their character spans: the AI platform's sentence splitter normalises white space, so
// each sentence is found again in the original by counting its words along the text's own words.
import { sentences } from '../ai/index.ts';
import { type Word, wordsOf } from './winnow.ts';

export type SentenceSpan = { start: number; end: number; words: Word[] };

export function sentenceSpans(text: string): SentenceSpan[] {
  const all = wordsOf(text);
  const out: SentenceSpan[] = [];
  let at = 0;
  for (const sentence of sentences(text)) {
    const n = wordsOf(sentence).length;
    if (!n || at >= all.length) continue;
    const words = all.slice(at, at + n);
    out.push({ start: words[0]!.start, end: words.at(-1)!.end, words });
    at += n;
  }
  // Whatever the splitter left out (a trailing fragment) is one more sentence.
  if (at < all.length) {
    const words = all.slice(at);
    out.push({ start: words[0]!.start, end: words.at(-1)!.end, words });
  }
  return out;
}
