// The local provider: no network, no model weights, and never pretending to be a language model. It answers from
// the passages it is given: it splits them into sentences, scores each against the question (the question's
// content-word stems, weighted by how rare they are among the passages' sentences, BM25's idf), keeps those within
// 60% of the best, and quotes the best few in
// page order, each with its page. When no sentence shares a content word with the question it says so.
// Deterministic: the same passages and question give the same answer.
import { sentences, stems } from './nlp.ts';
import { type AiProvider, type Completion, type CompleteInput, checkCitations } from './provider.ts';

export const LOCAL_MODEL = 'studyhall-extractive-1';
export const NOT_IN_DOCUMENT = 'The document does not say. Try asking with words the document itself uses.';

const MAX_QUOTES = 3;
const CHARS_PER_TOKEN = 4;

type Scored = { page: number; order: number; text: string; score: number };

/** The sentences of the passages that best answer the question, best first. */
export function rankSentences(question: string, passages: CompleteInput['passages']): Scored[] {
  const asked = new Set(stems(question));
  if (!asked.size) return [];
  const all: { page: number; order: number; text: string; terms: string[] }[] = [];
  for (const p of passages) for (const text of sentences(p.text)) all.push({ page: p.page, order: all.length, text, terms: stems(text) });
  const df = new Map<string, number>();
  for (const s of all) for (const t of new Set(s.terms)) if (asked.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = all.length;
  const scored = all.map((s) => {
    const counts = new Map<string, number>();
    for (const t of s.terms) if (asked.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    let score = 0;
    for (const [t, c] of counts) score += Math.log(1 + (n - df.get(t)! + 0.5) / (df.get(t)! + 0.5)) * (1 + Math.log(c));
    // Covering more of the question beats repeating one word; very long sentences are worse quotes.
    score *= counts.size / asked.size + 0.5;
    score /= 1 + Math.max(0, s.terms.length - 40) / 40;
    return { page: s.page, order: s.order, text: s.text, score };
  });
  return scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);
}

export function localProvider(): AiProvider {
  return {
    name: 'local',
    model: LOCAL_MODEL,
    async complete(input: CompleteInput): Promise<Completion> {
      const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const best = rankSentences(question, input.passages);
      const top = best.length ? best.filter((s) => s.score >= best[0]!.score * 0.6).slice(0, MAX_QUOTES) : [];
      const quoted = top.sort((a, b) => a.page - b.page || a.order - b.order);
      const whole = quoted.length
        ? ['Here is what the document says:', ...quoted.map((s) => `“${s.text}” [p. ${s.page}]`)].join('\n\n')
        : NOT_IN_DOCUMENT;
      // No tokenizer here: a token bound is kept at the usual four characters a token.
      const raw = input.maxTokens ? whole.slice(0, input.maxTokens * CHARS_PER_TOKEN) : whole;
      for (const piece of raw.split(/(?<=\n\n)/)) await input.onToken?.(piece);
      const { text, citations } = checkCitations(raw, input.passages);
      return {
        text,
        object: undefined,
        // A citation points at the sentence quoted from its page (a reader's page view marks it).
        citations: citations.map((c) => ({ ...c, quote: quoted.find((s) => s.page === c.page)?.text ?? c.quote })),
        provider: 'local',
        model: LOCAL_MODEL,
        usage: { promptTokens: null, completionTokens: null, passagesUsed: new Set(quoted.map((s) => s.page)).size },
        meanLogprob: null,
      };
    },
  };
}
