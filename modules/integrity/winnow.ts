// Winnowing (Schleimer, Wilkerson and Aiken, "Winnowing: local algorithms for document fingerprinting", the MOSS
// algorithm) over words: the text is normalised to lower-case words without accents, every run of K words is
// hashed, and in every window of W consecutive hashes the smallest is kept (the rightmost on ties). Any shared run
// of at least K + W - 1 words is then guaranteed to share a fingerprint, and nothing shorter than K words can.

/** Words per k-gram (the noise threshold: shorter shared runs are common phrases, not copying). */
export const K = 5;
/** Hashes per window: a shared run of K + W - 1 = 12 words is always found. */
export const W = 8;

export type Word = { text: string; start: number; end: number };
export type Fingerprint = { hash: number; pos: number };

const WORD = /[\p{L}\p{N}]+/gu;

/** The text's words, normalised, with where each stands in the original (character offsets). */
export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const norm = m[0].normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    if (norm) out.push({ text: norm, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** 32-bit FNV-1a, as a signed integer (PostgreSQL's `integer`). */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** The hash of each K-word run, in order (position i starts at word i). */
export function kgramHashes(words: readonly string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + K <= words.length; i++) out.push(hashOf(words.slice(i, i + K).join(' ')));
  return out;
}

/** The winnowed fingerprints of a word list: each hash with the word position its K-gram starts at. */
export function winnow(words: readonly string[]): Fingerprint[] {
  const hashes = kgramHashes(words);
  if (!hashes.length) return [];
  // A text shorter than one window still has one fingerprint: its smallest hash.
  const window = Math.min(W, hashes.length);
  const out: Fingerprint[] = [];
  let last = -1;
  for (let start = 0; start + window <= hashes.length; start++) {
    let min = start;
    for (let i = start + 1; i < start + window; i++) if (hashes[i]! <= hashes[min]!) min = i;
    if (min !== last) {
      out.push({ hash: hashes[min]!, pos: min });
      last = min;
    }
  }
  return out;
}

/** Fingerprints of a text, straight from its characters. */
export const fingerprintsOf = (text: string): Fingerprint[] => winnow(wordsOf(text).map((w) => w.text));
