// Cards made in local mode, from the material itself and never invented: definitions the text states ("X is a ...",
// "X refers to ...", "X is defined as ...", "X means ...", "X: ..."), question-and-answer pairs it already holds
// ("Q: ... A: ..."), and key facts as cloze cards (a sentence with one of the material's key terms blanked). Every
// card keeps the page it came from. A definition's term must parse as a noun phrase (wink-nlp's parts of speech),
// so every front reads as a question. Deterministic: the same passages give the same cards.
import { isNounPhrase, keyTerms, sentences, tagged } from '../ai/index.ts';

export type SourcePassage = { sourceId: string; page: number; text: string };
export type DraftCard = { front: string; back: string; kind: 'definition' | 'cloze' | 'basic'; page: number; sourceId: string };

type Sentence = { text: string; page: number; sourceId: string; order: number };

export const BLANK = '_____';
const MAX_TERM_WORDS = 6;
const CLOZE_MIN_WORDS = 7;
const CLOZE_MAX_WORDS = 45;
/** A "term" that is really the start of a sentence about something else. */
const NOT_A_TERM = /^(it|this|that|these|those|there|here|he|she|they|we|you|i|which|what|who|one|each|all|some|such|its|their|our|his|her|page|chapter|lecture|question|problem|card|q|a|answer|solution|note|example|figure|table)\b/i;
const DEFINITION_PATTERNS: { re: RegExp; verb: (m: RegExpExecArray) => 'is' | 'are' }[] = [
  { re: /^(.{2,80}?) (?:is|are) defined as (.{8,})$/i, verb: () => 'is' },
  { re: /^(.{2,80}?) refers? to (.{8,})$/i, verb: () => 'is' },
  { re: /^(.{2,80}?) means (.{8,})$/i, verb: () => 'is' },
  { re: /^(.{2,80}?) (is|are) ((?:a|an|the|one of|any|when|how|what|where|that) .{8,})$/i, verb: (m) => (m[2]!.toLowerCase() === 'are' ? 'are' : 'is') },
  { re: /^([^:]{2,80}): (.{12,})$/, verb: () => 'is' },
  // Any "X is Y" with a short subject: "Heat is energy transferred because of a temperature difference."
  { re: /^(\S+(?: \S+){0,3}) (is|are) (\S+(?: \S+){3,})$/i, verb: (m) => (m[2]!.toLowerCase() === 'are' ? 'are' : 'is') },
];
const QUESTION = /(?:^|\s)Q: (.{6,400}\?)$/;
const ANSWER = /^A: (.{2,800})$/;
/** A numbered heading runs into the sentence after it in extracted text ("Chapter 1 Osmosis is ..."): cut it off. */
const HEADING = /^(?:chapter|lecture|topic|objective|question|card|problem|experiment|section|part|unit|week)\s+\d+[:.]?\s+/i;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** A sentence's first word loses the capital only the sentence gave it (not "DNA", not "pH"). */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);
/**
 * "What is the mean?", not "What is mean?": a one-word term that reads as a verb or an adjective on its own ("mean",
 * "median", "average", "total") names a thing only with the article; a noun ("osmosis", "force") reads without it.
 */
const asAsked = (term: string) => (/^[a-z]+$/.test(term) && ['VERB', 'ADJ'].includes(tagged(term)[0]?.pos ?? '') ? `the ${term}` : term);
const finished = (s: string) => (/[.!?)]$/.test(s) ? s : `${s}.`);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
/** "Depreciation, Accounting Equation and More": a title after a colon, not a definition. */
const titleLike = (s: string) => {
  const list = s.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return list.filter((w) => /^[A-Z]/.test(w)).length * 2 > list.length;
};
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The material's sentences in page order; bullet lists ("- a - b") count as one sentence a bullet. */
export function materialSentences(passages: SourcePassage[]): Sentence[] {
  const out: Sentence[] = [];
  for (const p of passages) {
    for (const s of sentences(p.text)) {
      for (const part of s.split(/(?:^|\s)[-•–]\s+(?=\S)/)) {
        const text = part.trim().replace(HEADING, '');
        if (text.length > 3) out.push({ text, page: p.page, sourceId: p.sourceId, order: out.length });
      }
    }
  }
  return out;
}

/** A definition the sentence states, as a card, or null. */
export function definitionCard(s: Sentence, next?: Sentence): DraftCard | null {
  const question = QUESTION.exec(s.text);
  const answer = next && ANSWER.exec(next.text);
  if (question && answer) return { front: question[1]!, back: finished(capital(answer[1]!)), kind: 'basic', page: s.page, sourceId: s.sourceId };
  for (const { re, verb } of DEFINITION_PATTERNS) {
    const m = re.exec(s.text);
    if (!m) continue;
    const term = lowerFirst(m[1]!.trim());
    const definition = m[m.length - 1]!.trim();
    if (words(term) > MAX_TERM_WORDS || NOT_A_TERM.test(term) || /[,;()\d]/.test(term) || words(definition) < 3 || titleLike(definition)) continue;
    // "What is X?" reads as a question only when X names a thing: not an instruction ("Spend the first five minutes
    // planning: ...") or a clause, which the parser tells apart by its parts of speech.
    if (!isNounPhrase(m[1]!.trim())) continue;
    return { front: `What ${verb(m)} ${asAsked(term)}?`, back: finished(capital(definition)), kind: 'definition', page: s.page, sourceId: s.sourceId };
  }
  return null;
}

/** The sentence with the term blanked (every time it occurs), or null when it does not occur as a whole word. */
export function clozeOf(sentence: string, term: string): string | null {
  const re = new RegExp(`\\b${escapeRe(term)}\\b`, 'gi');
  if (!re.test(sentence)) return null;
  return sentence.replace(re, BLANK);
}

/** Up to `n` items spread evenly over the list (its first, its last and between), in list order. */
export function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  if (n <= 1) return list.slice(0, n);
  return Array.from({ length: n }, (_, i) => list[Math.round((i * (list.length - 1)) / (n - 1))]!);
}

type Placed = DraftCard & { order: number };

function clozeCards(all: Sentence[], used: Set<number>, terms: string[], want: number): Placed[] {
  const out: Placed[] = [];
  const candidates = all.filter((s) => !used.has(s.order) && !s.text.endsWith('?') && !/^[QA]: /.test(s.text) && !titleLike(s.text) && words(s.text) >= CLOZE_MIN_WORDS && words(s.text) <= CLOZE_MAX_WORDS);
  // Which key terms each sentence names, worked out once: a sentence's score is how many it names.
  const lowered = terms.map((t) => t.toLowerCase());
  const named = candidates.map((s) => {
    const text = s.text.toLowerCase();
    return new Set(lowered.filter((t) => text.includes(t)));
  });
  for (const [k, term] of terms.entries()) {
    if (out.length === want) break;
    const re = new RegExp(`\\b${escapeRe(term)}\\b`, 'i');
    // The sentence that says most about the material: the most other key terms, the earliest on a tie.
    let best = -1;
    for (const [i, s] of candidates.entries()) {
      if (!named[i]!.has(lowered[k]!) || used.has(s.order) || (best >= 0 && named[i]!.size <= named[best]!.size) || !re.test(s.text)) continue;
      best = i;
    }
    if (best < 0) continue;
    const s = candidates[best]!;
    const front = clozeOf(s.text, term);
    if (!front) continue;
    used.add(s.order);
    out.push({ front, back: capital(term), kind: 'cloze', page: s.page, sourceId: s.sourceId, order: s.order });
  }
  return out;
}

/**
 * Up to `count` cards from the passages: the definitions first (spread over the material when there are more than
 * it needs), then cloze cards of the key terms no definition covers, in the material's page order.
 */
export function localCards(passages: SourcePassage[], count: number): DraftCard[] {
  const all = materialSentences(passages);
  const seen = new Set<string>();
  const definitions: Placed[] = [];
  for (const [i, s] of all.entries()) {
    const card = definitionCard(s, all[i + 1]);
    const key = card?.front.toLowerCase();
    if (!card || !key || seen.has(key)) continue;
    seen.add(key);
    definitions.push({ ...card, order: s.order });
  }
  const chosen = spread(definitions, Math.ceil(count * 0.7));
  const used = new Set(chosen.map((c) => c.order));
  const defined = chosen.map((c) => c.front.toLowerCase());
  const terms = keyTerms(
    passages.map((p) => p.text),
    count * 3,
  ).filter((t) => !defined.some((d) => d.includes(t.toLowerCase())));
  const cloze = clozeCards(all, used, terms, count - chosen.length);
  // Too few key facts: more of the definitions left out.
  const more = definitions.filter((d) => !used.has(d.order)).slice(0, Math.max(0, count - chosen.length - cloze.length));
  return [...chosen, ...more, ...cloze]
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ front, back, kind, page, sourceId }) => ({ front, back, kind, page, sourceId }));
}
