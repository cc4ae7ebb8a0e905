// The local question builder on topic notes (page n is about one topic): kinds in turn, the term swapped in a false
// statement, distractors from the material's other terms, the option count by difficulty, determinism.
import { expect, it } from 'vitest';
import { pageOf, TOPICS, topicPage } from '../../tests/support/ai-support.ts';
import { buildQuestions, type MaterialPassage } from './question-builder.ts';

const material: MaterialPassage[] = Array.from({ length: 12 }, (_, i) => ({ sourceId: 's', sourceKind: 'notes', page: i + 1, text: topicPage(i + 1).join(' ') }));
const topics = TOPICS.slice(0, 12) as readonly string[];
const settings = { count: 12, kinds: ['multiple_choice', 'true_false', 'short_answer'] as const, difficulty: 'medium' as const };

it('builds the kinds in turn, each question about a key term and citing the page of its sentence', () => {
  const qs = buildQuestions(material, { ...settings, kinds: [...settings.kinds] });
  expect(qs).toHaveLength(12);
  expect(qs.map((q) => q.kind)).toEqual(Array.from({ length: 12 }, (_, i) => settings.kinds[i % 3]));
  for (const q of qs) {
    const topic = topics.find((t) => q.explanation.includes(t))!;
    expect(q.page).toBe(pageOf(topic as (typeof TOPICS)[number]));
    expect(material[q.page - 1]!.text).toContain(q.explanation);
  }
});

it('offers the answer among other terms of the material, swaps a term to make a false statement, accepts plurals', () => {
  const qs = buildQuestions(material, { ...settings, kinds: [...settings.kinds] });
  for (const q of qs.filter((x) => x.kind === 'multiple_choice')) {
    expect(q.options).toHaveLength(4);
    expect(q.options).toContain(q.answer);
    expect(q.options.every((o) => topics.includes(o))).toBe(true);
    expect(q.prompt).not.toContain(q.answer);
  }
  const tf = qs.filter((x) => x.kind === 'true_false');
  for (const q of tf) {
    const statement = q.prompt.replace('True or false: ', '');
    expect(statement === q.explanation).toBe(q.answer === 'True');
  }
  const sa = qs.find((x) => x.kind === 'short_answer')!;
  expect(sa.accepted).toEqual([sa.answer, `${sa.answer}s`]);
});

it('gives easy three options and hard five, builds fewer when the material runs out, and repeats itself exactly', () => {
  const easy = buildQuestions(material, { count: 3, kinds: ['multiple_choice'], difficulty: 'easy' });
  const hard = buildQuestions(material, { count: 3, kinds: ['multiple_choice'], difficulty: 'hard' });
  expect(easy.map((q) => q.options.length)).toEqual([3, 3, 3]);
  expect(hard.map((q) => q.options.length)).toEqual([5, 5, 5]);
  expect(buildQuestions(material.slice(0, 3), { count: 50, kinds: ['short_answer'], difficulty: 'medium' }).length).toBeLessThan(50);
  expect(buildQuestions(material, { ...settings, kinds: [...settings.kinds] })).toEqual(buildQuestions(material, { ...settings, kinds: [...settings.kinds] }));
  expect(buildQuestions([{ sourceId: 's', sourceKind: 'notes', page: 1, text: '1234 5678 9012 3456 7890 1234 5678 9012.' }], { ...settings, kinds: ['true_false'] })).toEqual([]);
});
