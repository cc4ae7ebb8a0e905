// Help centre search: an answer matches when every word of the query appears in its question or answer
// (accents and case ignored), so "refund card" finds the refund answer although no sentence holds both words.
import type { FaqEntry } from '../api/content.ts';
import { fold } from './format.ts';

export function filterFaq(items: FaqEntry[], query: string, category: string | null): FaqEntry[] {
  const words = fold(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return items.filter((entry) => {
    if (category && entry.category !== category) return false;
    const haystack = fold(`${entry.question} ${entry.text}`);
    return words.every((word) => haystack.includes(word));
  });
}
