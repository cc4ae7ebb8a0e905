// How many typos a word may carry and how far apart two words are: Meilisearch's rules (one typo from 5 letters,
// two from 9; a swap of two neighbouring letters is one typo), used by the PostgreSQL engine to accept a
// correction and by the local Meilisearch server the tests run against.

export function typosAllowed(word: string): number {
  const n = [...word].length;
  return n >= 9 ? 2 : n >= 5 ? 1 : 0;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** How far a word being typed is from the start of `word` (the closest of its beginnings of about that length). */
export function prefixDistance(typed: string, word: string): number {
  const chars = [...word];
  const n = [...typed].length;
  let best = Number.POSITIVE_INFINITY;
  for (let len = Math.max(0, n - 2); len <= Math.min(chars.length, n + 2); len++) best = Math.min(best, editDistance(typed, chars.slice(0, len).join('')));
  return best;
}
