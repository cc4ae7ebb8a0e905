// The ai-quality bench's scorer on answers known to be right and wrong: a lenient rule would let the bench report
// figures the tools did not earn, a strict one would hide real progress.
import { describe, expect, it } from 'vitest';
import { NOT_IN_DOCUMENT } from '../../modules/ai/index.ts';
import { DOCUMENTS } from './documents.ts';
import { QUESTIONS } from './questions.ts';
import { answerInPassage, answerKind, cardDefects, citationDefects, distractorDefects, duplicates, factFound, frontDefect, pageRight, questionDefects, refused } from './score.ts';

describe('fact matching', () => {
  it('finds a fact whatever its case, accents, hyphens and thousands separators', () => {
    expect(factFound('“The enzyme Hexokinase carries out this reaction.” [p. 1]', ['hexokinase'])).toBe(true);
    expect(factFound('glucose-6-phosphate', ['glucose 6 phosphate'])).toBe(true);
    expect(factFound('bei Königgrätz', ['koniggratz'])).toBe(true);
    expect(factFound('a net force of 3,600 N', ['3600 n'])).toBe(true);
    expect(factFound('reached 15.6 ml at 40 degrees', ['15.6 ml'])).toBe(true);
  });

  it('takes any one of the alternatives', () => {
    expect(factFound('It had no army.', ['divided', 'no army'])).toBe(true);
  });

  it('misses a fact that is absent, or only part of a longer word or number', () => {
    expect(factFound('The sugar is split into two molecules.', ['hexokinase'])).toBe(false);
    expect(factFound('in 19530', ['1953'])).toBe(false);
    expect(factFound('the hexokinases', ['hexokinase'])).toBe(false);
    expect(factFound('', ['1953'])).toBe(false);
  });
});

describe('page check', () => {
  it('is right only when the expected page is among those cited', () => {
    expect(pageRight([{ page: 2 }, { page: 3 }], 3)).toBe(true);
    expect(pageRight([{ page: 2 }], 3)).toBe(false);
    expect(pageRight([], 1)).toBe(false);
  });

  it('of an answer drawn from many documents, is right only when that page of the asked document is cited', () => {
    expect(pageRight([{ page: 1, sourceId: 'b' }, { page: 2, sourceId: 'a' }], 2, 'a')).toBe(true);
    expect(pageRight([{ page: 2, sourceId: 'b' }], 2, 'a')).toBe(false);
  });
});

describe('refusal detection', () => {
  it("counts the local provider's words and a model's own as refusals", () => {
    expect(refused({ text: NOT_IN_DOCUMENT, citations: [] })).toBe(true);
    expect(refused({ text: "The document doesn't mention who isolated ATP synthase.", citations: [{ page: 1 }] })).toBe(true);
    expect(refused({ text: 'I cannot find this in the document.', citations: [] })).toBe(true);
  });

  it('does not count a quoted answer as a refusal', () => {
    expect(refused({ text: 'Here is what the document says:\n\n“Hans Krebs described the cycle in 1937.” [p. 2]', citations: [{ page: 2 }] })).toBe(false);
  });
});

describe('front grammar', () => {
  it('refuses the issue\'s card front and fronts that are not questions', () => {
    expect(frontDefect('What is spend the first five minutes planning?')).not.toBeNull();
    expect(frontDefect('What is of the cell?')).not.toBeNull();
    expect(frontDefect('Hexokinase')).not.toBeNull();
    expect(frontDefect('True or false: Rubisco?')).not.toBeNull();
    expect(frontDefect('Fill in the blank: _____ _____ takes place in the cytoplasm.')).not.toBeNull();
    expect(frontDefect('Earthquakes An earthquake starts at a _____ underground called the focus.')).not.toBeNull();
    expect(frontDefect('4.2 _____ The market is in equilibrium at the price where supply meets demand.')).not.toBeNull();
  });

  it('accepts real questions and cloze sentences', () => {
    expect(frontDefect('What is chemiosmosis?')).toBeNull();
    expect(frontDefect('What is the law of demand?')).toBeNull();
    expect(frontDefect('Which enzyme carries out the first step of glycolysis?')).toBeNull();
    expect(frontDefect('Who proposed continental drift?')).toBeNull();
    expect(frontDefect('The enzyme _____ carries out this reaction, using one molecule of ATP.')).toBeNull();
    expect(frontDefect('Fill in the blank: The enzyme _____ carries out this reaction.')).toBeNull();
    expect(frontDefect('A _____ pushes exhaust gas backwards; the gas pushes the _____ forwards.')).toBeNull();
    expect(frontDefect('What is merge sort?')).toBeNull();
    expect(frontDefect('Which protein is made by vitamin A in the liver?')).toBeNull();
    expect(frontDefect('True or false: Rubisco binds carbon dioxide in the Calvin cycle.')).toBeNull();
  });
});

describe('card and question checks', () => {
  it('finds an answer in its passage only when it is there as whole words', () => {
    expect(answerInPassage('Hexokinase.', 'The enzyme hexokinase carries out this reaction.')).toBe(true);
    expect(answerInPassage('Rubisco', 'The enzyme hexokinase carries out this reaction.')).toBe(false);
    expect(answerInPassage('', 'anything')).toBe(false);
    expect(answerInPassage('alliance', 'militarism, alliances, imperialism')).toBe(true);
    expect(answerInPassage('alliance', 'militarism, allied powers')).toBe(false);
  });

  it('counts duplicate fronts, case and punctuation aside', () => {
    expect(duplicates(['What is osmosis?', 'what is osmosis', 'What is diffusion?'])).toBe(1);
    expect(duplicates(['What is osmosis?', 'What is diffusion?'])).toBe(0);
  });

  it('tells years, dates, numbers and words apart, and counts distractors of another kind', () => {
    expect(answerKind('1871')).toBe('year');
    expect(answerKind('18 January 1871')).toBe('date');
    expect(answerKind('3,600 N')).toBe('number');
    expect(answerKind('15.6 ml')).toBe('number');
    expect(answerKind('Otto von Bismarck')).toBe('words');
    expect(distractorDefects('1871', ['1871', '1866', '1864', 'Bismarck'])).toBe(1);
    expect(distractorDefects('Hexokinase', ['Hexokinase', 'Rubisco', 'Catalase'])).toBe(0);
  });
});

describe('deck and test checks', () => {
  const pages = ['', 'In the first step of glycolysis, glucose is phosphorylated. The enzyme hexokinase carries out this reaction.', 'Rubisco binds carbon dioxide in the stroma. It was described in 1954.'];
  const page = (n: number) => pages[n] ?? '';

  it('passes a good deck and finds each kind of card defect', () => {
    const good = [
      { front: 'The enzyme _____ carries out this reaction.', back: 'Hexokinase', kind: 'cloze', page: 1 },
      { front: 'What does Rubisco bind?', back: 'carbon dioxide', kind: 'basic', page: 2 },
    ];
    expect(cardDefects(good, page)).toEqual([]);
    const bad = cardDefects(
      [
        { front: 'What is spend the first five minutes planning?', back: 'glucose is phosphorylated', kind: 'definition', page: 1 },
        { front: 'The enzyme _____ carries out this reaction.', back: 'Rubisco', kind: 'cloze', page: 1 },
        { front: 'What does Rubisco bind?', back: 'carbon dioxide', kind: 'basic', page: 1 },
        { front: 'what does rubisco bind', back: 'carbon dioxide', kind: 'basic', page: 2 },
      ],
      page,
    ).map((d) => d.reason);
    expect(bad).toEqual([expect.stringContaining('not a noun phrase'), 'answer not on p. 1', 'answer not on p. 1', 'not a question', 'duplicate front']);
  });

  it('finds test questions whose answer is off the page or whose distractors are of another kind', () => {
    const q = { kind: 'multiple_choice', prompt: 'Fill in the blank: _____ binds carbon dioxide in the stroma.', options: ['Rubisco', 'Hexokinase'], answer: 'Rubisco', explanation: 'Rubisco binds carbon dioxide in the stroma.', page: 2 };
    expect(questionDefects([q], page)).toEqual([]);
    expect(questionDefects([{ ...q, page: 1 }], page).map((d) => d.reason)).toEqual(['answer not on p. 1']);
    expect(questionDefects([{ ...q, options: ['Rubisco', '1954'] }], page).map((d) => d.reason)).toEqual([expect.stringContaining('another kind')]);
    expect(questionDefects([q, q], page).map((d) => d.reason)).toEqual(['duplicate prompt']);
  });

  it("finds an AI Writer quote that is not on the page it cites", () => {
    expect(citationDefects([{ page: 2, quote: 'Rubisco binds carbon dioxide in the stroma.' }], page)).toEqual([]);
    expect(citationDefects([{ page: 1, quote: 'Rubisco binds carbon dioxide in the stroma.' }], page).map((d) => d.reason)).toEqual(['quote not on p. 1']);
    // Cut at a length limit in the middle of a word.
    expect(citationDefects([{ page: 2, quote: 'Rubisco binds carbon dioxide in the str' }], page)).toEqual([]);
    expect(citationDefects([{ page: 1, quote: 'Rubisco binds carbon dioxide in the str' }], page)).toHaveLength(1);
  });
});

describe('the set itself', () => {
  const byId = new Map(DOCUMENTS.map((d) => [d.id, d]));

  it('has at least 12 documents of different kinds, 150 questions and about a fifth unanswerable', () => {
    expect(DOCUMENTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DOCUMENTS.map((d) => d.kind)).size).toBeGreaterThanOrEqual(9);
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(150);
    const share = QUESTIONS.filter((q) => q.page === null).length / QUESTIONS.length;
    expect(share).toBeGreaterThanOrEqual(0.17);
    expect(share).toBeLessThanOrEqual(0.25);
  });

  it('has every fact on the page its question must cite, and no question twice', () => {
    for (const q of QUESTIONS) {
      const doc = byId.get(q.doc);
      expect(doc, q.question).toBeDefined();
      if (q.page === null) continue;
      const page = doc!.pages[q.page - 1];
      expect(page, q.question).toBeDefined();
      expect(factFound(page!, q.facts), `${q.question} -> ${q.facts.join(' | ')} on p. ${q.page}`).toBe(true);
    }
    expect(duplicates(QUESTIONS.map((q) => `${q.doc} ${q.question}`))).toBe(0);
  });
});
