// What the XY Editor's toolbar does in local mode: honest, deterministic work on the selected text, never an
// imitation of a language model. Shorter keeps the sentences that carry the most of the text's content words;
// improve writing fixes mechanics (spacing, capitals, doubled words); make natural and enhance expression replace
// listed wordy or weak phrases; content analysis is statistics (readability, structure, repeated words).
import { sentences, stems } from '../ai/index.ts';

/** Phrases plain-language guides replace, and what with. */
const WORDY: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'], [/\bdue to the fact that\b/gi, 'because'], [/\bprior to\b/gi, 'before'], [/\bin the event that\b/gi, 'if'],
  [/\bat this point in time\b/gi, 'now'], [/\ba large number of\b/gi, 'many'], [/\bwith regard to\b/gi, 'about'], [/\butili[sz]e(s|d)?\b/gi, 'use$1'],
  [/\bcommence(s|d)?\b/gi, 'begin$1'], [/\bfacilitate(s|d)?\b/gi, 'help$1'], [/\bin spite of the fact that\b/gi, 'although'],
  [/\bfor the purpose of\b/gi, 'for'], [/\bhas the ability to\b/gi, 'can'], [/\bit is important to note that\s*/gi, ''],
  [/\bin close proximity to\b/gi, 'near'], [/\bsubsequent to\b/gi, 'after'], [/\bwhether or not\b/gi, 'whether'],
];

/** Weak intensifiers and vague words, and a more precise word. */
const WEAK: [RegExp, string][] = [
  [/\bvery good\b/gi, 'excellent'], [/\bvery bad\b/gi, 'poor'], [/\bvery big\b/gi, 'substantial'], [/\bvery small\b/gi, 'minute'],
  [/\bvery important\b/gi, 'essential'], [/\bvery difficult\b/gi, 'challenging'], [/\bvery easy\b/gi, 'straightforward'],
  [/\bvery clear\b/gi, 'evident'], [/\bvery different\b/gi, 'distinct'], [/\bvery fast\b/gi, 'rapid'], [/\bvery old\b/gi, 'ancient'],
  [/\ba lot of\b/gi, 'many'], [/\blots of\b/gi, 'many'], [/\bgood\b/gi, 'effective'], [/\bthings\b/gi, 'factors'], [/\bshows\b/gi, 'demonstrates'],
  [/\bbig\b/gi, 'significant'], [/\bget(s)?\b/gi, 'obtain$1'],
];

const FILLERS = /\b(really|basically|actually|very|quite|just|simply|totally|literally)\s+/gi;

/** Keeps a replacement's first letter in the case of what it replaces. */
function replaceAll(text: string, table: [RegExp, string][]): string {
  return table.reduce(
    (t, [pattern, by]) =>
      t.replace(pattern, (match, ...groups) => {
        const out = by.replace(/\$(\d)/g, (_, n: string) => (groups[Number(n) - 1] as string | undefined) ?? '');
        return /^[A-Z]/.test(match) && out ? out[0]!.toUpperCase() + out.slice(1) : out;
      }),
    text,
  );
}

/** Spacing, sentence capitals, a lone "i", doubled words, repeated punctuation. */
export function improveWriting(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([,;:])(?=[^\s\d])/g, '$1 ')
        .replace(/([.!?])(?=[A-Za-z])/g, '$1 ')
        .replace(/([!?,;:])\1+/g, '$1')
        .replace(/\b(\w+)\s+\1\b/gi, '$1')
        .replace(/\bi\b/g, 'I')
        .replace(/(^|[.!?]\s+)([a-z])/g, (_, lead: string, c: string) => lead + c.toUpperCase())
        .trim(),
    )
    .join('\n');
}

export const makeNatural = (text: string) => improveWriting(replaceAll(text, WORDY));
export const enhanceExpression = (text: string) => improveWriting(replaceAll(text, WEAK));
export const rewriteContent = (text: string) => improveWriting(replaceAll(replaceAll(text, WORDY), WEAK));

/** Sentences of a text with a score: the share of the text's content-word weight they carry, per word. */
function rankSentences(text: string) {
  const list = sentences(text);
  const freq = new Map<string, number>();
  for (const s of stems(text)) freq.set(s, (freq.get(s) ?? 0) + 1);
  return list.map((s, i) => {
    const own = stems(s);
    return { i, s, score: own.reduce((a, st) => a + (freq.get(st) ?? 0), 0) / Math.sqrt(Math.max(1, s.split(/\s+/).length)) };
  });
}

/**
 * Shorter: the best-ranked half of the sentences, in their order (the sentence-ranked summary); a single sentence
 * loses its wordy phrases and fillers instead.
 */
export function shorter(text: string): string {
  const ranked = rankSentences(text);
  if (ranked.length <= 1) return improveWriting(replaceAll(text, WORDY).replace(FILLERS, ''));
  const keep = new Set([...ranked].sort((a, b) => b.score - a.score || a.i - b.i).slice(0, Math.ceil(ranked.length / 2)).map((r) => r.i));
  return ranked.filter((r) => keep.has(r.i)).map((r) => r.s).join(' ');
}

/** Improve content: mechanics fixed, and a sentence whose content words mostly repeat an earlier one's (either way round) is dropped. */
export function improveContent(text: string): string {
  const kept: { s: string; words: Set<string> }[] = [];
  for (const s of sentences(improveWriting(text))) {
    const words = new Set(stems(s));
    const repeats = kept.some((k) => words.size > 0 && [...words].filter((w) => k.words.has(w)).length / Math.min(words.size, k.words.size) >= 0.8);
    if (!repeats) kept.push({ s, words });
  }
  return kept.map((k) => k.s).join(' ');
}

const syllables = (word: string) => {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  return Math.max(1, (w.replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '').replace(/^y/, '').match(/[aeiouy]{1,2}/g) ?? []).length);
};

export type ContentAnalysis = {
  words: number;
  sentences: number;
  paragraphs: number;
  averageSentenceWords: number;
  longestSentenceWords: number;
  longSentences: number;
  readingEase: number;
  grade: number;
  readability: string;
  readingMinutes: number;
  repeatedWords: { word: string; count: number }[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function easeLabel(ease: number): string {
  if (ease >= 80) return 'Very easy to read';
  if (ease >= 60) return 'Plain English';
  if (ease >= 50) return 'Fairly difficult';
  if (ease >= 30) return 'Difficult (academic)';
  return 'Very difficult';
}

/** Readability (Flesch reading ease, Flesch-Kincaid grade), structure and the content words used three times or more. */
export function analyseContent(text: string): ContentAnalysis {
  const list = sentences(text);
  const words = text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  const n = Math.max(1, words.length);
  const s = Math.max(1, list.length);
  const syl = words.reduce((a, w) => a + syllables(w), 0);
  const lengths = list.map((x) => x.split(/\s+/).length);
  const ease = 206.835 - 1.015 * (n / s) - 84.6 * (syl / n);
  const counts = new Map<string, { count: number; word: string }>();
  for (const w of words) {
    const [stem] = stems(w);
    if (!stem) continue;
    const c = counts.get(stem) ?? { count: 0, word: w.toLowerCase() };
    c.count++;
    counts.set(stem, c);
  }
  return {
    words: words.length,
    sentences: list.length,
    paragraphs: text.split(/\n+/).filter((p) => p.trim()).length,
    averageSentenceWords: round1(words.length / s),
    longestSentenceWords: Math.max(0, ...lengths),
    longSentences: lengths.filter((l) => l > 30).length,
    readingEase: round1(ease),
    grade: round1(0.39 * (n / s) + 11.8 * (syl / n) - 15.59),
    readability: easeLabel(ease),
    readingMinutes: Math.max(1, Math.round(words.length / 230)),
    repeatedWords: [...counts.values()]
      .filter((c) => c.count >= 3)
      .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
      .slice(0, 10)
      .map(({ word, count }) => ({ word, count })),
  };
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function analysisText(a: ContentAnalysis): string {
  const repeated = a.repeatedWords.length ? a.repeatedWords.map((r) => `${r.word} (${r.count})`).join(', ') : 'none used three times or more';
  return [
    `Readability: ${a.readability} (Flesch reading ease ${a.readingEase}, grade level ${a.grade}).`,
    `Structure: ${count(a.words, 'word')} in ${count(a.sentences, 'sentence')} and ${count(a.paragraphs, 'paragraph')}; ${a.averageSentenceWords} words a sentence on average, the longest ${a.longestSentenceWords}; ${a.longSentences} over 30 words.`,
    `Repeated words: ${repeated}.`,
  ].join('\n');
}
