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

/**
 * The expected page is among the pages the answer cites; given `sourceId` (an answer drawn from many documents, the
 * Homework Helper's), that page of that document.
 */
export function pageRight(citations: { page: number; sourceId?: string }[], page: number, sourceId?: string): boolean {
  return citations.some((c) => c.page === page && (sourceId === undefined || c.sourceId === sourceId));
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
const BLANKS = new RegExp(BLANK.source, 'g');
/**
 * A heading read into the next sentence ("Earthquakes An earthquake starts...", "4.2 _____ The market is..."): a
 * word or blank, no punctuation, then a capitalised word that starts sentences, then a lower-case word.
 */
const RUN_IN_HEADING = /(?:[\p{Ll}\d]|_{3})\s+(?:The|An|In|When|At|Each|Some|Other|This|These|Model|Die|Der|Das|Bei|Im)\s+\p{Ll}/u;

/**
 * Why a card's or a test question's front does not read as a question, or null when it does. A front is a
 * question (a wh-word or an auxiliary first, a question mark last) whose "What is X?" complement starts like a
 * noun phrase, a cloze (a sentence with one blank), or "True or false:" and a statement.
 */
export function frontDefect(front: string): string | null {
  const text = front.trim();
  if (RUN_IN_HEADING.test(text)) return 'a heading run into the sentence';
  if (BLANK.test(text)) {
    // Every mention of the term blanked is fair ("A _____ pushes gas back; the gas pushes the _____ forward").
    if (new RegExp(`(${BLANK.source})\\s*(${BLANK.source})`).test(text)) return 'two blanks side by side';
    return text.replace(BLANKS, '').split(/\s+/).filter(Boolean).length >= 4 ? null : 'too little around the blank';
  }
  const statement = /^true or false:\s*(.+)$/i.exec(text);
  if (statement) return statement[1]!.split(/\s+/).length >= 4 && !statement[1]!.endsWith('?') ? null : 'not a statement to judge';
  if (!text.endsWith('?')) return 'not a question';
  if (!WH.test(text) && !/^(is|are|was|were|do|does|did|can|could|will|would|has|have|had|should|which)\b/i.test(text) && !/\b(what|which|who|how|why|when|where)\b/i.test(text)) {
    return 'no question word';
  }
  const copula = COPULA.exec(text);
  if (copula) {
    const tags = tagger().readDoc(copula[1]!).tokens().out(tagger().its.pos);
    // "merge sort", "marking scheme": a verb-like first word of a short compound noun is fine.
    const compound = tags.length <= 3 && (tags[1] === 'NOUN' || tags[1] === 'PROPN') && tags[0] === 'VERB';
    if (tags[0] && NOT_A_SUBJECT.has(tags[0]) && !compound) return `"${copula[1]}" is not a noun phrase`;
  }
  return null;
}

/** The answer (a card's back, a test question's correct option) is in the text of the page it cites. */
export function answerInPassage(answer: string, pageText: string): boolean {
  const a = normalise(answer.replace(/\.$/, ''));
  const page = ` ${normalise(pageText)} `;
  // A term asked in the singular may stand in the plural ("alliance" for "alliances").
  return a.length > 0 && [a, `${a}s`, `${a}es`].some((form) => page.includes(` ${form} `));
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

export type Defect = { item: string; reason: string };
export type MadeCard = { front: string; back: string; kind: string; page: number | null };

/** A deck's defects: a front that is not a question, an answer not on the page it cites, a front asked twice. */
export function cardDefects(cards: MadeCard[], pageText: (page: number) => string): Defect[] {
  const out: Defect[] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    const item = `${card.front} -> ${card.back}`;
    const grammar = frontDefect(card.front);
    if (grammar) out.push({ item, reason: grammar });
    const page = card.page === null ? '' : pageText(card.page);
    const filled = BLANK.test(card.front) ? card.front.replace(BLANKS, card.back) : card.back;
    if (!answerInPassage(filled, page)) out.push({ item, reason: card.page === null ? 'cites no page' : `answer not on p. ${card.page}` });
    const key = normalise(card.front);
    if (seen.has(key)) out.push({ item, reason: 'duplicate front' });
    seen.add(key);
  }
  return out;
}

export type MadeQuestion = { kind: string; prompt: string; options: string[]; answer: string; explanation: string; page: number };

/**
 * A test's defects: a prompt that does not read as a question, a right answer (or the sentence it comes from) not
 * on the page it cites, a prompt asked twice, distractors not of the answer's kind.
 */
export function questionDefects(questions: MadeQuestion[], pageText: (page: number) => string): Defect[] {
  const out: Defect[] = [];
  const seen = new Set<string>();
  for (const q of questions) {
    const item = `${q.prompt} -> ${q.answer}`;
    const grammar = frontDefect(q.prompt.replace(/^fill in the blank:\s*/i, ''));
    if (grammar) out.push({ item, reason: grammar });
    const page = pageText(q.page);
    const sourced = answerInPassage(q.explanation, page) && (q.kind === 'true_false' || answerInPassage(q.answer, q.explanation));
    if (!sourced) out.push({ item, reason: `answer not on p. ${q.page}` });
    const key = normalise(q.prompt);
    if (seen.has(key)) out.push({ item, reason: 'duplicate prompt' });
    seen.add(key);
    if (q.kind === 'multiple_choice' && distractorDefects(q.answer, q.options) > 0) {
      out.push({ item, reason: `distractors of another kind: ${q.options.join(' / ')}` });
    }
  }
  return out;
}

/** An AI Writer draft's defects: a quote not on the page it cites. */
export function citationDefects(citations: { page: number; quote: string }[], pageText: (page: number) => string): Defect[] {
  // A quote cut at a length limit ends in part of a word: that word is left out of the comparison.
  const whole = (quote: string) => (/[.!?…"”)]$/.test(quote.trim()) ? quote : quote.trim().replace(/\s*\S+$/, ''));
  return citations.filter((c) => !answerInPassage(whole(c.quote), pageText(c.page))).map((c) => ({ item: `“${c.quote}” [p. ${c.page}]`, reason: `quote not on p. ${c.page}` }));
}
