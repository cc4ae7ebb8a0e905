// How the ai-quality bench scores what the tools answered; score.test.ts checks each rule on answers known to be
// right and wrong, so a figure cannot come from a lenient scorer.
import winkNlp from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** Lower case, accents and punctuation dropped, one space between words: "Glucose-6-Phosphate" ~ "glucose 6 phosphate". */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d)/g, '$1') // 3,600 and 3600, 15.6 and 156 compare alike (OCR and locales)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const contains = (haystack: string, needle: string) => ` ${normalise(haystack)} `.includes(` ${normalise(needle)} `);

/** The answer contains one of the facts, as whole words. */
export function factFound(answer: string, facts: string[]): boolean {
  return facts.some((f) => contains(answer, f));
}

/** The expected page is among the pages the answer cites. */
export function pageRight(citations: { page: number }[], page: number): boolean {
  return citations.some((c) => c.page === page);
}

// A model may refuse in its own words; the local provider's words are NOT_IN_DOCUMENT.
const REFUSAL =
  /\b(does not say|doesn'?t say|does not (mention|contain|cover|include|state|give|provide)|doesn'?t (mention|contain|cover|include|state|give|provide)|not (mentioned|covered|stated|given|found) in|no information|cannot (find|answer)|can'?t (find|answer)|is not in the document|sagt nichts|nicht im dokument|enthält keine)\b/i;

/** The answer says the document cannot answer (and quotes nothing as if it did). */
export function refused(answer: { text: string; citations: unknown[] }): boolean {
  return answer.citations.length === 0 || REFUSAL.test(answer.text);
}

let nlp: ReturnType<typeof winkNlp> | null = null;
const tagger = () => (nlp ??= winkNlp(model));

/** Parts of speech a "What is X?" complement may not start with: "What is spend the first five minutes planning?". */
const NOT_A_SUBJECT = new Set(['VERB', 'AUX', 'ADP', 'SCONJ', 'CCONJ', 'PART', 'PUNCT']);
const WH = /^(what|who|which|when|where|why|how)\b/i;
const COPULA = /^(?:what|who|which)\s+(?:is|are|was|were)\s+(.+?)\s*\?$/i;
const BLANK = /_{3,}|\[\s*\.\.\.\s*\]|\.{3,}|…/;

/**
 * Why a card's or a test question's front does not read as a question, or null when it does. A front is a
 * question (a wh-word or an auxiliary first, a question mark last) whose "What is X?" complement starts like a
 * noun phrase, or a cloze: a sentence with one blank.
 */
export function frontDefect(front: string): string | null {
  const text = front.trim();
  if (BLANK.test(text)) {
    const blanks = text.match(new RegExp(BLANK.source, 'g'))!.length;
    if (blanks > 1) return 'more than one blank';
    return text.replace(BLANK, '').split(/\s+/).filter(Boolean).length >= 4 ? null : 'too little around the blank';
  }
  if (!text.endsWith('?')) return 'not a question';
  if (!WH.test(text) && !/^(is|are|was|were|do|does|did|can|could|will|would|has|have|had|should|which)\b/i.test(text) && !/\b(what|which|who|how|why|when|where)\b/i.test(text)) {
    return 'no question word';
  }
  const copula = COPULA.exec(text);
  if (copula) {
    const first = tagger().readDoc(copula[1]!).tokens().out(tagger().its.pos)[0];
    if (first && NOT_A_SUBJECT.has(first)) return `"${copula[1]}" is not a noun phrase`;
  }
  return null;
}

/** The answer (a card's back, a test question's correct option) is in the text of the page it cites. */
export function answerInPassage(answer: string, pageText: string): boolean {
  const a = normalise(answer.replace(/\.$/, ''));
  return a.length > 0 && ` ${normalise(pageText)} `.includes(` ${a} `);
}

/** Fronts asked twice (the same words, case and punctuation aside). */
export function duplicates(fronts: string[]): number {
  const seen = new Set<string>();
  let twice = 0;
  for (const f of fronts) {
    const key = normalise(f);
    if (seen.has(key)) twice++;
    else seen.add(key);
  }
  return twice;
}

export type AnswerKind = 'number' | 'year' | 'date' | 'words';
const MONTHS = /\b(january|february|march|april|may|june|july|august|september|october|november|december|januar|februar|märz|juni|juli|oktober|dezember)\b/i;

/**
 * What kind of thing an option is: a year, a date, a number (with a unit or not), or words (a name or a phrase:
 * telling those apart needs the sentence, and a mix of them reads as a fair choice).
 */
export function answerKind(option: string): AnswerKind {
  const t = option.trim().replace(/\.$/, '');
  if (/^(1[0-9]{3}|20[0-9]{2})$/.test(t)) return 'year';
  if (MONTHS.test(t) && /\d/.test(t)) return 'date';
  if (/^[-+]?\d[\d.,]*\s*(%|[\p{L}/²0-9]{0,8})?$/iu.test(t)) return 'number';
  return 'words';
}

/** Distractors not of the answer's kind (a year among names, a name among numbers). */
export function distractorDefects(correct: string, options: string[]): number {
  const kind = answerKind(correct);
  return options.filter((o) => o !== correct && answerKind(o) !== kind).length;
}
