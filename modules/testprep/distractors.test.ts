// Multiple-choice options of the answer's own kind (issue #28): a question answered by a person offers other people,
// one answered by a term offers other terms, so no option gives itself away by its kind.
import { expect, it } from 'vitest';
import { answerKind } from '../ai/index.ts';
import { buildQuestions, type MaterialPassage } from './question-builder.ts';

const PAGES = [
  'In his London laboratory Fleming noticed that a mould had stopped the growth around it on a plate. Soon after, Fleming reported the observation in a short paper that few people read at first.',
  'Penicillin was purified from that mould more than a decade later by a team in Oxford. Penicillin then went into mass production during the war years for wounded soldiers.',
  'In Paris Pasteur showed that microbes carried in the air spoil broth that has been boiled and left open. Later Pasteur also developed a way of heating milk and wine to keep them longer.',
  'Pasteurisation heats a liquid to a set temperature for a set time and then cools it quickly. Pasteurisation kills most of the microbes that would otherwise spoil the liquid.',
  'As a surgeon Lister read about microbes and began to spray carbolic acid in the operating theatre in Glasgow. Within a few years Lister saw the deaths of his surgical patients after operations fall sharply.',
  'Antiseptics kill microbes on skin and wounds and were used widely in surgery after the 1870s. Antiseptics are different from the clean methods that keep microbes out altogether.',
  'In Berlin Koch grew the microbes of anthrax in pure culture outside the body of an animal for the first time. Years later Koch identified the microbe that causes tuberculosis in humans and cattle.',
  'Tuberculosis spreads through the air between people who live close together in crowded housing. Tuberculosis was once the leading cause of death among young adults in Europe.',
];
const material: MaterialPassage[] = PAGES.map((text, i) => ({ sourceId: 's', sourceKind: 'notes', page: i + 1, text }));

it('offers people beside a person and terms beside a term', () => {
  const questions = buildQuestions(material, { count: 8, kinds: ['multiple_choice'], difficulty: 'medium' });
  const byKind = new Set(questions.map((q) => answerKind(q.answer)));
  // The material holds both kinds of answer, so the rule is tested on each.
  expect([...byKind].sort()).toEqual(['name', 'term']);
  for (const q of questions) {
    expect(q.options.length).toBe(4);
    expect(q.options.map(answerKind), `${q.prompt} ${q.options.join(' / ')}`).toEqual(q.options.map(() => answerKind(q.answer)));
  }
});
