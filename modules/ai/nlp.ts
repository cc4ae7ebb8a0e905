// Language helpers of the local provider and the re-ranker, on wink-nlp with its English lite model: sentences,
// content-word stems (stop words and punctuation dropped) and key terms. One model instance per process; it is
// read-only after loading, so every caller shares it.
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';

const nlp = winkNLP(model);
const its = nlp.its;

/** A line that ends a sentence (or introduces what follows: "Model answer:"). */
const ENDS = /[.!?:;]["'”’)\]]*$/;
/** A line that starts a new item: a bullet, or a capital letter or digit opening a sentence or a heading. */
const STARTS = /^(?:[•▪◦*–-]\s|[\p{Lu}\d])/u;
const BULLET = /^[•▪◦*–-]\s/;
const MAX_HEADING_WORDS = 10;
const MAX_HEADING_CHARS = 80;

/**
 * A page's text cut where its lines say a sentence cannot go on: after a heading and before a bullet. Text extracted
 * from a PDF keeps the page's line breaks but no paragraph marks, so "Earthquakes\nAn earthquake starts ..." reads
 * as one sentence to a sentence splitter. A heading is a short line without final punctuation, first on the page or
 * after a line that ended a sentence (a wrapped line of a paragraph follows one that did not), and followed by a
 * line starting like a sentence; it becomes a sentence of its own.
 */
function blocks(text: string): string[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const out: string[] = [];
  let current: string[] = [];
  let headingBefore = false;
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  let lineBefore = '';
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    const heading =
      (i === 0 || ENDS.test(lineBefore) || BULLET.test(lineBefore) || headingBefore) &&
      STARTS.test(line) &&
      !BULLET.test(line) &&
      !ENDS.test(line) &&
      !/[.!?]\s/.test(line) &&
      line.split(/\s+/).length <= MAX_HEADING_WORDS &&
      line.length <= MAX_HEADING_CHARS &&
      next !== undefined &&
      STARTS.test(next);
    if (heading || BULLET.test(line)) flush();
    current.push(line);
    if (heading) flush();
    headingBefore = heading;
    lineBefore = line;
  });
  if (current.length) out.push(current.join(' '));
  return out;
}

/** The sentences of a text, trimmed, empty ones dropped; a heading (see `blocks`) is a sentence of its own. */
export function sentences(text: string): string[] {
  if (!text.trim()) return [];
  return blocks(text).flatMap((block) => (nlp.readDoc(block).sentences().out() as string[]).map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean));
}

/** Whether a sentence ends without punctuation (a heading, a bullet): passages keep a line break after it. */
export const unfinished = (sentence: string) => !ENDS.test(sentence);

/** Whether a sentence (of `sentences`) is a heading: short, no final punctuation, not a bullet. */
export const isHeading = (sentence: string) => unfinished(sentence) && !BULLET.test(sentence) && sentence.split(/\s+/).length <= MAX_HEADING_WORDS;

/** `name`: written with a capital where a sentence does not start ("Fleming", "Calvin"). */
type Token = { value: string; stem: string; pos: string; capital: boolean; name: boolean };

function contentTokens(text: string): Token[] {
  const out: Token[] = [];
  nlp
    .readDoc(text)
    .sentences()
    .each((sentence: any) => {
      let first = true;
      sentence.tokens().each((t: any) => {
        const word = t.out(its.type) === 'word';
        const initial = first && word;
        if (word) first = false;
        if (!word || t.out(its.stopWordFlag)) return;
        const value = String(t.out(its.normal));
        if (value.length < 2) return;
        const capital = /^[A-Z]/.test(String(t.out()));
        out.push({ value, stem: String(t.out(its.stem)), pos: String(t.out(its.pos)), capital, name: capital && !initial });
      });
    });
  return out;
}

type Tagged = { value: string; normal: string; stem: string; lemma: string; pos: string; stop: boolean; word: boolean };

/** Every token of a text with its part of speech (wink-nlp's universal tags), stem and lemma, punctuation included. */
export function tagged(text: string): Tagged[] {
  const out: Tagged[] = [];
  nlp
    .readDoc(text)
    .tokens()
    .each((t: any) => {
      out.push({
        value: String(t.out()),
        normal: String(t.out(its.normal)),
        stem: String(t.out(its.stem)),
        lemma: String(t.out(its.lemma)),
        pos: String(t.out(its.pos)),
        stop: Boolean(t.out(its.stopWordFlag)),
        word: t.out(its.type) === 'word',
      });
    });
  return out;
}

/** The entity types wink-nlp finds in a text (DATE, CARDINAL, DURATION, PERCENT, MONEY, ...). */
export function entityTypes(text: string): Set<string> {
  return new Set(nlp.readDoc(text).entities().out(its.type) as string[]);
}

const BASE_FORM_VERB = /^(?!.*(?:ing|ed)$)[a-z]+$/i;

/**
 * Whether a phrase reads as the name of a thing ("working capital", "the Calvin cycle", "pH"): it ends on a noun
 * (or a name, a number, a symbol) and does not start with a verb's bare form, which makes it an instruction
 * ("spend the first five minutes planning") or a clause, not a term.
 */
export function isNounPhrase(phrase: string): boolean {
  const words = tagged(phrase).filter((t) => t.word);
  if (!words.length) return false;
  // One word before "is" in a definition is its subject whatever its tag alone ("work", "force").
  if (words.length === 1) return !['ADP', 'DET', 'PRON', 'AUX', 'CCONJ', 'SCONJ', 'PART'].includes(words[0]!.pos);
  const first = words[0]!;
  const last = words[words.length - 1]!;
  if ((first.pos === 'VERB' || first.pos === 'AUX') && BASE_FORM_VERB.test(first.value)) return false;
  if (words.some((t) => t.pos === 'AUX' || t.pos === 'PRON' || t.pos === 'SCONJ')) return false;
  return ['NOUN', 'PROPN', 'NUM', 'X', 'SYM'].includes(last.pos);
}

/**
 * Whether two stems are one word inflected or derived otherwise ("discov" of discovered, "discoveri" of discovery):
 * equal, or sharing a start of at least six letters and three quarters of the shorter ("organ" and "organis" stay apart).
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return common >= 6 && common >= 0.75 * shorter;
}

/** The stems of a text's content words, in order (repeats kept). */
export function stems(text: string): string[] {
  return contentTokens(text).map((t) => t.stem);
}

const NOUNS = new Set(['NOUN', 'PROPN']);

/**
 * The terms a text is most about, best first: nouns weighted by how often they occur in it and how few of its
 * parts (pages) mention them, named by their most frequent spelling (a name with its capital). Deterministic (ties by
 * spelling).
 */
export function keyTerms(parts: string[], limit = 5): string[] {
  const df = new Map<string, number>();
  const tf = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  // A name keeps its capital: every time it is written with one, at least once where no sentence starts.
  const names = new Map<string, { always: boolean; seen: boolean }>();
  for (const part of parts) {
    const seen = new Set<string>();
    for (const t of contentTokens(part)) {
      if (!NOUNS.has(t.pos) || t.value.length < 4 || /\d/.test(t.value)) continue;
      const name = names.get(t.stem) ?? { always: true, seen: false };
      names.set(t.stem, { always: name.always && t.capital, seen: name.seen || t.name });
      tf.set(t.stem, (tf.get(t.stem) ?? 0) + 1);
      const spelt = spellings.get(t.stem) ?? new Map<string, number>();
      spelt.set(t.value, (spelt.get(t.value) ?? 0) + 1);
      spellings.set(t.stem, spelt);
      if (!seen.has(t.stem)) {
        seen.add(t.stem);
        df.set(t.stem, (df.get(t.stem) ?? 0) + 1);
      }
    }
  }
  const n = Math.max(1, parts.length);
  const scored = [...tf].map(([stem, count]) => {
    // A term on most pages is the document's furniture ("page", "chapter"); one mentioned once is noise.
    const pages = df.get(stem)!;
    const weight = count > 1 && (n < 3 || pages / n <= 0.5) ? count * Math.log((n + 1) / pages) : 0;
    const spelling = [...spellings.get(stem)!].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
    const { always, seen } = names.get(stem)!;
    return { name: always && seen ? spelling.charAt(0).toUpperCase() + spelling.slice(1) : spelling, weight };
  });
  return scored
    .filter((s) => s.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.name.localeCompare(b.name))
    .slice(0, limit)
    .map((s) => s.name);
}
