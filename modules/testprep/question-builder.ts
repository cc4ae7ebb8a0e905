// Questions built from the material itself, for the local provider (which never pretends to be a language model):
// the material's key terms (nouns it is most about) and the sentences that state something about them. A sentence
// becomes a question about its term: "The X is Y." asks "Which term is Y?", any other sentence is a cloze with the
// term blanked; a true/false statement is the sentence as written (true) or with its term swapped for another key
// term of the same material (false); multiple-choice distractors are other key terms of the same material, of the answer's kind first (ai's answerKind). Each
// question cites the page of its sentence, and its explanation is that sentence. Deterministic: the same material
// and settings give the same test.
import { answerKind, keyTerms, sentences } from '../ai/index.ts';
import type { Difficulty, QuestionKind, ResourceKind } from './contract.ts';

export type MaterialPassage = { sourceId: string; sourceKind: ResourceKind; page: number; text: string };

export type BuiltQuestion = {
  kind: QuestionKind;
  prompt: string;
  options: string[];
  answer: string;
  accepted: string[];
  explanation: string;
  sourceId: string;
  sourceKind: ResourceKind;
  page: number;
};

export type BuildSettings = { count: number; kinds: QuestionKind[]; difficulty: Difficulty };

type Fact = { term: string; sentence: string; passage: MaterialPassage };

const BLANK = '_____';
/** How many options a multiple-choice question offers at each difficulty. */
export const OPTION_COUNT: Record<Difficulty, number> = { easy: 3, medium: 4, hard: 5 };
const TERMS = 60;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The term as a whole word, its plural too. */
const termPattern = (term: string) => new RegExp(`\\b${escapeRegex(term)}(?:s|es)?\\b`, 'gi');

/** A small stable hash, for choices that must look varied yet repeat exactly (shuffles, true or false). */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function shuffled<T>(items: T[], seed: string): T[] {
  return items
    .map((item, i) => ({ item, key: hash(`${seed}:${i}`) }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A sentence worth asking about: a statement of some length, not a heading or a question. */
function askable(sentence: string): boolean {
  return sentence.length >= 40 && sentence.length <= 320 && !sentence.endsWith('?') && sentence.split(/\s+/).length >= 7 && !/^chapter\b/i.test(sentence);
}

/** Facts per term: the sentences that mention the term, each used once across the whole test. */
function factsByTerm(material: MaterialPassage[], terms: string[]): Map<string, Fact[]> {
  const byTerm = new Map<string, Fact[]>(terms.map((t) => [t, []]));
  const used = new Set<string>();
  for (const passage of material) {
    for (const sentence of sentences(passage.text)) {
      if (!askable(sentence) || used.has(sentence)) continue;
      // The first key term the sentence mentions, in the order of how central the terms are.
      const term = terms.find((t) => termPattern(t).test(sentence));
      if (!term) continue;
      used.add(sentence);
      byTerm.get(term)!.push({ term, sentence, passage });
    }
  }
  return byTerm;
}

/** Facts in the order a test takes them: one per term first, then seconds; easy starts from central terms, hard from the rarest. */
function pickFacts(byTerm: Map<string, Fact[]>, terms: string[], settings: BuildSettings): Fact[] {
  const order = settings.difficulty === 'hard' ? [...terms].reverse() : terms;
  const lists = order.map((t) => {
    const facts = byTerm.get(t)!;
    // Easy asks about the shortest statements; hard about the longest (more to read, more to confuse).
    if (settings.difficulty === 'easy') return [...facts].sort((a, b) => a.sentence.length - b.sentence.length);
    if (settings.difficulty === 'hard') return [...facts].sort((a, b) => b.sentence.length - a.sentence.length);
    return facts;
  });
  const picked: Fact[] = [];
  for (let round = 0; picked.length < settings.count; round++) {
    const before = picked.length;
    for (const list of lists) {
      if (list[round] && picked.length < settings.count) picked.push(list[round]!);
    }
    if (picked.length === before) break;
  }
  return picked;
}

/**
 * Other key terms to offer beside the answer: not in the sentence, of the answer's own kind first (a name among
 * names, an acronym among acronyms: a lone "ATP" among terms gives itself away), then nearest in centrality on hard,
 * spread out otherwise.
 */
function distractors(fact: Fact, terms: string[], n: number, difficulty: Difficulty): string[] {
  const kind = answerKind(fact.term);
  const others = terms.filter((t) => t !== fact.term && !termPattern(t).test(fact.sentence));
  const at = terms.indexOf(fact.term);
  const ordered = difficulty === 'hard' ? [...others].sort((a, b) => Math.abs(terms.indexOf(a) - at) - Math.abs(terms.indexOf(b) - at)) : shuffled(others, fact.sentence);
  const alike = ordered.filter((t) => answerKind(t) === kind);
  return [...alike, ...ordered.filter((t) => answerKind(t) !== kind)].slice(0, n);
}

/** "The X is Y." -> "Which term is Y?"; otherwise the sentence with the term blanked. */
function questionOf(fact: Fact): string {
  const definition = new RegExp(`^(?:the |an? )?${escapeRegex(fact.term)}(?:s|es)?\\s+(is|are|was|were|means|refers to|describes)\\s+(.+?)[.!]?$`, 'i').exec(fact.sentence);
  if (definition) return `Which term ${definition[1]!.toLowerCase()} ${definition[2]}?`;
  return `Fill in the blank: ${fact.sentence.replace(termPattern(fact.term), BLANK)}`;
}

/** Spellings a short answer may use besides the term: with or without a plural ending. */
export function variantsOf(term: string): string[] {
  const out = new Set([term]);
  if (term.endsWith('es')) out.add(term.slice(0, -2));
  if (term.endsWith('s')) out.add(term.slice(0, -1));
  else out.add(`${term}s`);
  return [...out];
}

function build(fact: Fact, kind: QuestionKind, terms: string[], difficulty: Difficulty): BuiltQuestion {
  const cite = { explanation: fact.sentence, sourceId: fact.passage.sourceId, sourceKind: fact.passage.sourceKind, page: fact.passage.page };
  const wrong = distractors(fact, terms, OPTION_COUNT[difficulty] - 1, difficulty);
  if (kind === 'multiple_choice' && wrong.length > 0) {
    const options = shuffled([fact.term, ...wrong], `${fact.sentence}:options`);
    return { kind, prompt: questionOf(fact), options, answer: fact.term, accepted: [], ...cite };
  }
  if (kind === 'true_false' && wrong.length > 0) {
    const isTrue = hash(fact.sentence) % 2 === 0;
    const swap = wrong[0]!;
    const statement = isTrue ? fact.sentence : fact.sentence.replace(termPattern(fact.term), (m) => (m[0] === m[0]!.toUpperCase() ? capitalise(swap) : swap));
    return { kind, prompt: `True or false: ${statement}`, options: ['True', 'False'], answer: isTrue ? 'True' : 'False', accepted: [], ...cite };
  }
  return { kind: 'short_answer', prompt: questionOf(fact), options: [], answer: fact.term, accepted: variantsOf(fact.term), ...cite };
}

/**
 * Up to `count` questions from the material, the kinds taken in turn. Fewer when the material has fewer facts; a
 * kind that needs other terms (choices, a swapped statement) falls back to a short answer when the material names
 * only one.
 */
export function buildQuestions(material: MaterialPassage[], settings: BuildSettings): BuiltQuestion[] {
  const terms = keyTerms(
    material.map((p) => p.text),
    TERMS,
  );
  const facts = pickFacts(factsByTerm(material, terms), terms, settings);
  return facts.map((fact, i) => build(fact, settings.kinds[i % settings.kinds.length]!, terms, settings.difficulty));
}
