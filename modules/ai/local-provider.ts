// The local provider: no network, no model weights, and never pretending to be a language model. It answers from
// the passages it is given: it splits them into sentences, scores each against the question (the question's
// content-word stems, weighted by how rare they are among the passages' sentences, BM25's idf, and favouring the
// sentence that holds the kind of answer asked for: question.ts), keeps those within 60% of the best, and quotes the
// best few in page order, each with its page. When no sentence shares a content word with the question it says so.
// Deterministic: the same passages and question give the same answer.
import { isHeading, sameWord, sentences, stems, tagged } from './nlp.ts';
import { type AiProvider, type Completion, type CompleteInput, checkCitations } from './provider.ts';
import { carriesAnswer, questionShape } from './question.ts';
import { canonical, canonicalWord, meaningStems, withoutPhrases } from './synonyms.ts';

export const LOCAL_MODEL = 'studyhall-extractive-1';
export const NOT_IN_DOCUMENT = 'The document does not say. Try asking with words the document itself uses.';

const MAX_QUOTES = 3;
const CHARS_PER_TOKEN = 4;

type Scored = { page: number; order: number; text: string; score: number; passage: number; carries: boolean };

/** Words that say how a question asks, not what about. */
const ASKING = /\b(?:mean|meant|meaning|define|definition|called|call)\b/gi;

/** How much a sentence holding the answer's type counts over one that only shares the question's words. */
const CARRIES_BOOST = 1.5;
/** A definition of the very term asked about is the answer to "what is X", whatever else shares more words. */
const DEFINES_BOOST = 2.5;

/**
 * The stems of what a question asks about, not of how it asks: "What does a p-value mean?" is about p-values, not
 * means.
 */
function askedStems(question: string): string[] {
  const subject = stems(question.replace(ASKING, ' '));
  return subject.length ? subject : stems(question);
}

/**
 * The words a question asks about (`asked`, how many) and, for a text, how many of them it uses (`foundIn`), compared
 * as the scoring below compares them: a synonym as the word it stands for, an inflection as its word. A tool that
 * picks passages before the provider reads them (the Homework Helper) counts with this, so it keeps what would be
 * quoted. The question is read once, however many passages are counted.
 */
export function askedWordsIn(question: string): { asked: number; foundIn(text: string): number } {
  const asked = [...new Set(askedStems(question).map(canonical))];
  return {
    asked: asked.length,
    foundIn(text) {
      const own = new Set(meaningStems(text));
      return asked.filter((a) => own.has(a) || [...own].some((t) => sameWord(a, t))).length;
    },
  };
}

/**
 * A heading, or a question the document itself asks (a past exam's "Why did ... fail?" above its model answer): not an
 * answer, so never quoted, but what the sentence after it is about.
 */
const saysNothing = (text: string) => isHeading(text) || /\?["”’)]*$/.test(text);

/** Every sentence of the passages, in passage order, scored against the question (0: shares no word with it). */
function scoreSentences(question: string, passages: CompleteInput['passages']): Scored[] {
  // A synonym counts as the word it stands for (synonyms.ts): "computed" asks what "calculated" says.
  const asked = new Set(askedStems(question).map(canonical));
  if (!asked.size) return [];
  const shape = questionShape(question);
  // A word of the document counts for the question word it inflects ("discovery" for "discovered").
  const matched = new Map<string, string | undefined>();
  const askedAs = (t: string) => {
    if (!matched.has(t)) matched.set(t, asked.has(t) ? t : [...asked].find((a) => sameWord(a, t)));
    return matched.get(t);
  };
  const all: { page: number; order: number; text: string; terms: string[]; passage: number; heading: boolean }[] = [];
  for (const [i, p] of passages.entries()) {
    let under: string[] = [];
    for (const text of sentences(p.text)) {
      const terms = meaningStems(text).map((t) => askedAs(t) ?? t);
      const heading = saysNothing(text);
      // A heading is not quoted (it says nothing), but its words are the topic of the sentence after it.
      all.push({ page: p.page, order: all.length, text, terms: heading ? [] : [...under, ...terms], passage: i, heading });
      under = heading ? terms : [];
    }
  }
  const df = new Map<string, number>();
  for (const s of all) for (const t of new Set(s.terms)) if (asked.has(t)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = all.length;
  return all.map((s) => {
    const counts = new Map<string, number>();
    for (const t of s.terms) if (asked.has(t)) counts.set(t, (counts.get(t) ?? 0) + 1);
    let score = 0;
    for (const [t, c] of counts) score += Math.log(1 + (n - df.get(t)! + 0.5) / (df.get(t)! + 0.5)) * (1 + Math.log(c));
    // Covering more of the question beats repeating one word; very long sentences are worse quotes.
    score *= counts.size / asked.size + 0.5;
    score /= 1 + Math.max(0, s.terms.length - 40) / 40;
    const carries = !s.heading && carriesAnswer(s.text, shape, asked);
    if (carries) score *= shape.type === 'define' ? DEFINES_BOOST : CARRIES_BOOST;
    return { page: s.page, order: s.order, text: s.text, score, passage: s.passage, carries };
  });
}

const byScore = (a: Scored, b: Scored) => b.score - a.score || a.order - b.order;

/** The sentences of the passages that best answer the question, best first. */
export function rankSentences(question: string, passages: CompleteInput['passages']): Scored[] {
  return scoreSentences(question, passages)
    .filter((s) => s.score > 0)
    .sort(byScore);
}

/** "This process is called fermentation.", "Psychologists call this the spacing effect.": the sentence before says what it is. */
/** A sentence opening with a pronoun names its subject in the sentence before. */
const OPENS_WITH_PRONOUN = /^(?:it|its|they|their|he|his|she|her)\b/i;
const NAMES_WHAT_CAME_BEFORE = /\b(?:this|that|these|those|it|such|dies\w*)\b.*\b(?:called|known\s+as|termed|named|nennt\s+man)\b|\bcall\s+(?:this|it|that|these)\b/i;

/** Words of a question's frame, not of its subject: missing from the document, they say nothing about it. */
const FRAME = /^(?:year|date|day|kind|type|sort|example|value|mean|meant|meaning|define|definition|explain|describe|name|happen|happens|total|first|last|main|called|call)$/i;
/** The share of a question's subject words the passages may lack before it is about something else. */
const MOSTLY_MISSING = 0.65;

const flat = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
/** A name of several words ("the Treaty of Versailles", "the Gutenberg Bible"), past the question's first word. */
const NAME = /(?<=\s)\p{Lu}[\p{L}\d'’-]*(?:\s+(?:of\s+|von\s+|de\s+)?\p{Lu}[\p{L}\d'’-]*)+/gu;
/** A number, with its unit when it has one ("20 degrees": the passages' "20 g" is another quantity). */
const MEASURE = /\d+(?:[.,]\d+)?(?:\s*(?:degrees?|percent|%|ml|l|g|kg|mg|km|m|cm|mm|s|seconds?|minutes?|hours?|days?|years?|items?|marks?)\b)?/gi;
/** The place of a thing in a sequence; "last" and "final" say the same. */
const ORDINAL = /\b(first|second|third|fourth|fifth|last|final|initial)\s+(\w+)/gi;
const sameOrdinal = (a: string, b: string) => a === b || (/^(?:last|final)$/.test(a) && /^(?:last|final)$/.test(b));

/**
 * Whether the question names a constraint the passages never state: a number ("at 20 degrees"), a name of several
 * words that they never write together (they name "the Treaty of San Stefano" and "Versailles", not "the Treaty of
 * Versailles"), or a place in a sequence of which they only name another ("the last step" where they describe the
 * first). The nearest sentence would then answer a neighbouring question, not the one asked.
 */
function constraintMissing(question: string, passages: CompleteInput['passages']): boolean {
  const text = flat(passages.map((p) => p.text).join(' '));
  if ((question.match(MEASURE) ?? []).some((n) => !text.includes(flat(n)))) return true;
  if ((question.match(NAME) ?? []).some((name) => !text.includes(flat(name)))) return true;
  for (const [, ordinal, noun] of question.toLowerCase().matchAll(ORDINAL)) {
    const stated = [...text.matchAll(ORDINAL)].filter((m) => sameWord(stems(m[2]!)[0] ?? m[2]!, stems(noun!)[0] ?? noun!)).map((m) => m[1]!);
    if (stated.length && !stated.some((o) => sameOrdinal(o, ordinal!))) return true;
  }
  return false;
}

/**
 * Whether the question is about something the passages never mention: a name or symbol of its own (capitalised
 * past its first word: "the Laffer curve", "pKa") that no passage uses, a term to define that they never use, or
 * most of its subject words missing ("What is a geyser?" of notes on earthquakes). Quoting the nearest sentence
 * then would answer a question nobody asked, so the honest answer is that the document does not say. Words the
 * document inflects otherwise ("discovery" for "discovered") count as present; a question missing a verb or two
 * ("Who killed ..." of a text saying "assassinated") is still answered.
 */
export function asksAboutSomethingElse(question: string, passages: CompleteInput['passages']): boolean {
  const vocabulary = new Set(passages.flatMap((p) => meaningStems(p.text)));
  const present = (stem: string) => vocabulary.has(canonical(stem)) || [...vocabulary].some((v) => sameWord(v, stem));
  const tokens = tagged(question);
  // Without one English function word the question is in another language: its words cannot be told apart here
  // (German capitalises every noun), so it is answered from what it shares with the passages.
  if (!tokens.some((t) => t.word && t.stop)) return false;
  const opening = tokens.find((t) => t.word);
  const words = tokens.filter((t) => t.word && !t.stop && t.normal.length > 1 && !FRAME.test(t.normal));
  const missing = words.filter((t) => !present(t.stem));
  if (missing.some((t) => t !== opening && /[A-Z]/.test(t.value))) return true;
  if (constraintMissing(question, passages)) return true;
  const shape = questionShape(question);
  if (shape.type === 'define' && shape.term.some((t) => !present(t))) return true;
  return words.length > 0 && missing.length / words.length >= MOSTLY_MISSING;
}

const COMPOUND = /\b([a-z]+-[a-z]+)\s+([a-z]+)/gi;

/**
 * Whether the best sentence is about another kind of the thing asked: the question asks about "long-term memory"
 * and the sentence says "short-term memory" (and not "long-term"), so its answer is not the asked one.
 */
function otherKind(question: string, sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return [...question.toLowerCase().matchAll(COMPOUND)].some(
    ([, modifier, noun]) => !lower.includes(`${modifier} ${noun}`) && [...lower.matchAll(COMPOUND)].some((m) => m[2] === noun && m[1] !== modifier),
  );
}

/**
 * Whether a who/when question asks about an act the passages never state in any form or synonym ("Who painted the
 * ceiling?" of notes that only say who restored it): the nearest sentence names other people or dates than the ones
 * asked for. Its verbs are compared by lemma ("When did Rome fall?" of "Rome fell in 476"), inflection and the
 * thesaurus ("When did the king reject the crown?" of "refused", "Who wrote the report?" of "Authors: ...").
 */
function unstatedVerb(question: string, passages: CompleteInput['passages']): boolean {
  const tokens = tagged(withoutPhrases(question));
  if (!tokens.some((t) => t.word && t.stop)) return false;
  // The tagger reads a participle straight after "who" as an adjective ("Who supervised ...").
  const verbs = tokens.filter(
    (t, i) => t.word && !t.stop && !FRAME.test(t.normal) && (t.pos === 'VERB' || (/^who$/i.test(tokens[i - 1]?.value ?? '') && /ed$/.test(t.normal))),
  );
  if (!verbs.length) return false;
  const used = passages.flatMap((p) => tagged(withoutPhrases(p.text)));
  const stated = (verb: (typeof verbs)[number]) =>
    used.some((t) => t.lemma === verb.lemma || sameWord(t.stem, verb.stem) || canonicalWord(t) === canonicalWord(verb));
  return !verbs.some(stated);
}

/**
 * The sentences to quote, in page order: those within 60% of the best (at most three). When none of them holds the
 * kind of answer asked for (the step is described in one sentence, the enzyme named in the next; a term used in one
 * and defined in the one before), the sentence that does is quoted beside the best: its neighbour in the same
 * passage first (even one sharing no word with the question: "It was published in 1928."), else the best one on
 * the same page. A definition that names what the sentence before it described brings that sentence along.
 */
export function chooseQuotes(question: string, passages: CompleteInput['passages']): Scored[] {
  if (asksAboutSomethingElse(question, passages)) return [];
  const all = scoreSentences(question, passages);
  const best = all.filter((s) => s.score > 0).sort(byScore);
  if (!best.length) return [];
  const top = best.filter((s) => s.score >= best[0]!.score * 0.6).slice(0, MAX_QUOTES);
  const type = questionShape(question).type;
  const lead = top[0]!;
  if (otherKind(question, lead.text)) return [];
  if ((type === 'who' || type === 'when') && unstatedVerb(question, passages)) return [];
  const neighbour = (s: Scored, step: number) => all.find((x) => x.order === s.order + step && x.passage === s.passage);
  if (type !== 'other' && !top.some((s) => s.carries)) {
    const beside = [neighbour(lead, 1), neighbour(lead, -1)].find((s) => s?.carries) ?? best.find((s) => s.carries && s.page === lead.page);
    if (beside) top.splice(Math.min(top.length, MAX_QUOTES - 1), 1, beside);
  }
  const naming = top.find((s) => s.carries && type === 'define' && NAMES_WHAT_CAME_BEFORE.test(s.text));
  const before = naming && neighbour(naming, -1);
  if (before && !top.includes(before)) top.splice(Math.min(top.length, MAX_QUOTES - 1), 1, before);
  // "Its worst case is O(n squared), but it is fast on data that is nearly sorted.": what "its" is, the answer to
  // "which method", is named in the sentence before, so that one comes along.
  const antecedent = OPENS_WITH_PRONOUN.test(lead.text) ? neighbour(lead, -1) : undefined;
  if (antecedent && !saysNothing(antecedent.text) && !top.includes(antecedent)) top.splice(Math.min(top.length, MAX_QUOTES - 1), 1, antecedent);
  return [...new Set(top)].sort((a, b) => a.page - b.page || a.order - b.order);
}

export function localProvider(): AiProvider {
  return {
    name: 'local',
    model: LOCAL_MODEL,
    async complete(input: CompleteInput): Promise<Completion> {
      const question = [...input.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
      const quoted = chooseQuotes(question, input.passages);
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
