// How an answer is marked. Choices (multiple choice, true/false) must be the right option. A short answer is right
// when, normalised, it equals the answer or one of its accepted variants. Normalising: Unicode compatibility form
// with accents removed, lower case, a leading article (a, an, the) dropped, anything but letters and digits turned
// into single spaces, trimmed. So "The Mitochondria." matches "mitochondria", "Glycolysis" matches "glycolysis",
// and "mitochondrion" does not match "mitochondria" unless the question accepts it.
import type { QuestionKind } from './contract.ts';

export function normalise(answer: string): string {
  return answer
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(a|an|the) /, '');
}

export type Markable = { kind: QuestionKind; answer: string; accepted: string[] };

export function isCorrect(question: Markable, given: string | null | undefined): boolean {
  if (given == null || !given.trim()) return false;
  const g = normalise(given);
  const rights = question.kind === 'short_answer' ? [question.answer, ...question.accepted] : [question.answer];
  return rights.some((r) => normalise(r) === g);
}
