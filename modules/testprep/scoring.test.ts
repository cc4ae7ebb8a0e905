import { expect, it } from 'vitest';
import { isCorrect, normalise } from './scoring.ts';

it('normalises case, accents, punctuation and a leading article', () => {
  expect(normalise('  The Mitochondria. ')).toBe('mitochondria');
  expect(normalise('Café-au-lait')).toBe('cafe au lait');
  expect(normalise('An  enzyme!')).toBe('enzyme');
  expect(normalise('theory')).toBe('theory');
});

it('marks a short answer against the answer and its accepted variants, choices exactly', () => {
  const short = { kind: 'short_answer' as const, answer: 'mitochondrion', accepted: ['mitochondria'] };
  expect(isCorrect(short, 'The MITOCHONDRIA')).toBe(true);
  expect(isCorrect(short, 'mitochondrion.')).toBe(true);
  expect(isCorrect(short, 'mitochondrial')).toBe(false);
  expect(isCorrect(short, '')).toBe(false);
  expect(isCorrect(short, null)).toBe(false);
  const choice = { kind: 'multiple_choice' as const, answer: 'ribosome', accepted: ['ribosomes'] };
  expect(isCorrect(choice, 'ribosome')).toBe(true);
  expect(isCorrect(choice, 'ribosomes')).toBe(false);
  expect(isCorrect({ kind: 'true_false', answer: 'False', accepted: [] }, 'True')).toBe(false);
});
