// Language helpers of the local provider and the re-ranker, on wink-nlp with its English lite model: sentences,
// content-word stems (stop words and punctuation dropped) and key terms. One model instance per process; it is
// read-only after loading, so every caller shares it.
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

const nlp = winkNLP(model);
const its = nlp.its;

/** The sentences of a text, trimmed, empty ones dropped. */
export function sentences(text: string): string[] {
  if (!text.trim()) return [];
  return (nlp.readDoc(text).sentences().out() as string[]).map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

type Token = { value: string; stem: string; pos: string };

function contentTokens(text: string): Token[] {
  const out: Token[] = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((t: any) => {
      if (t.out(its.type) !== 'word' || t.out(its.stopWordFlag)) return;
      const value = String(t.out(its.normal));
      if (value.length < 2) return;
      out.push({ value, stem: String(t.out(its.stem)), pos: String(t.out(its.pos)) });
    });
  return out;
}

/** The stems of a text's content words, in order (repeats kept). */
export function stems(text: string): string[] {
  return contentTokens(text).map((t) => t.stem);
}

const NOUNS = new Set(['NOUN', 'PROPN']);

/**
 * The terms a text is most about, best first: nouns weighted by how often they occur in it and how few of its
 * parts (pages) mention them, named by their most frequent spelling. Deterministic (ties by spelling).
 */
export function keyTerms(parts: string[], limit = 5): string[] {
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  for (const part of parts) {
    const seen = new Set<string>();
    for (const t of contentTokens(part)) {
      if (!NOUNS.has(t.pos) || t.value.length < 4 || /\d/.test(t.value)) continue;
      tf.set(t.stem, (tf.get(t.stem) ?? 0) + 1);
      const names = spellings.get(t.stem) ?? new Map<string, number>();
      names.set(t.value, (names.get(t.value) ?? 0) + 1);
      spellings.set(t.stem, names);
      if (!seen.has(t.stem)) {
        seen.add(t.stem);
        df.set(t.stem, (df.get(t.stem) ?? 0) + 1);
      }
    }
  }
  const n = Math.max(1, parts.length);
  const scored = [...tf].map(([stem, count]) => {
    // A term on every page is the document's furniture ("page", "chapter"); one mentioned once is noise.
    const spread = df.get(stem)! / n;
    const weight = count > 1 ? count * Math.log(1 + 1 / Math.max(spread, 1 / n)) : 0;
    const name = [...spellings.get(stem)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    return { name, weight };
  });
  return scored
    .filter((s) => s.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
