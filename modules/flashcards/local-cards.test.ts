// Local-mode cards from known text: definitions by pattern with their page, question-and-answer pairs, titles
// after a colon refused, numbered headings cut off, cloze cards blanking a key term, and no more cards than asked.
import { describe, expect, it } from 'vitest';
import { glossaryPage } from '../../tests/support/glossary-pages.ts';
import { BLANK, localCards, type SourcePassage } from './local-cards.ts';

const ID = '00000000-0000-4000-8000-000000000001';
const pages = (texts: string[]): SourcePassage[] => texts.map((text, i) => ({ sourceId: ID, page: i + 1, text }));

describe('local cards', () => {
  it('turns stated definitions and Q/A pairs into cards citing their page, and refuses a title after a colon', () => {
    const cards = localCards(
      pages([
        'Accounting Flashcards: Depreciation, Accounting Equation and More. Card 1 Q: What is depreciation? A: The allocation of an asset’s cost over its useful life.',
        'Working capital: current assets minus current liabilities, the liquidity a business runs on. Enthalpy refers to the heat content of a system at constant pressure.',
      ]),
      10,
    );
    expect(cards.map((c) => [c.front, c.back, c.page])).toEqual([
      ['What is depreciation?', 'The allocation of an asset’s cost over its useful life.', 1],
      ['What is working capital?', 'Current assets minus current liabilities, the liquidity a business runs on.', 2],
      ['What is enthalpy?', 'The heat content of a system at constant pressure.', 2],
    ]);
  });

  it('fills up with cloze cards of key terms, each blanking its term, never more than asked', () => {
    const material = pages(Array.from({ length: 20 }, (_, i) => glossaryPage(i + 1).join('\n')));
    const cards = localCards(material, 30);
    expect(cards).toHaveLength(30);
    const cloze = cards.filter((c) => c.kind === 'cloze');
    expect(cloze.length).toBeGreaterThan(5);
    for (const c of cloze) {
      expect(c.front).toContain(BLANK);
      expect(c.front.toLowerCase()).not.toContain(c.back.toLowerCase());
    }
    expect(localCards(material, 5)).toHaveLength(5);
    // Headings run into the next sentence in extracted text; they are cut off, not made into terms.
    expect(cards.some((c) => /chapter/i.test(c.front))).toBe(false);
  });

  it('makes no card whose front does not read as a question: an instruction before a colon is not a term (issue #28)', () => {
    const cards = localCards(
      pages([
        'Spend the first five minutes planning: list the key terms the question needs and the order you will use them. Osmosis is the movement of water across a partially permeable membrane.',
        'Read the question twice: underline what it asks and what it gives. Working capital is current assets minus current liabilities.',
      ]),
      10,
    );
    const fronts = cards.map((c) => c.front);
    expect(fronts).not.toContain('What is spend the first five minutes planning?');
    expect(fronts.some((f) => /^What is (spend|read)\b/i.test(f))).toBe(false);
    expect(fronts).toEqual(expect.arrayContaining(['What is osmosis?', 'What is working capital?']));
  });
  it('asks for a term that is a verb or an adjective on its own with its article: "What is the mean?" (issue #28)', () => {
    const cards = localCards(
      pages([
        'Mean: the sum of the values divided by how many values there are. Median: the middle value once the values are sorted in order. Variance: the average squared distance of the values from their mean.',
      ]),
      10,
    );
    const fronts = cards.map((c) => c.front);
    expect(fronts).toEqual(expect.arrayContaining(['What is the mean?', 'What is the median?', 'What is variance?']));
    expect(fronts).not.toContain('What is mean?');
  });
  it('builds no card on a heading run into the sentence under it, as a PDF page’s lines give it (issue #28)', () => {
    // The study guide's page as pdfjs extracts it: the heading on its own line, no paragraph mark.
    const page =
      'Earthquakes\nAn earthquake starts at a point underground called the focus; the point on the surface directly above it is\nthe epicentre. Earthquakes send out primary waves, which are the fastest, and slower secondary waves,\nwhich cannot travel through liquids. The moment magnitude scale measures the energy an earthquake\nreleases. Each whole number up the scale means about 32 times more energy.';
    const cards = localCards(pages([page, page.replace('Earthquakes\n', 'Tsunamis\n')]), 10);
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(c.front).not.toMatch(/^(?:Earthquakes|Tsunamis|_+) An earthquake/);
    expect(cards.some((c) => c.front.startsWith('An earthquake starts at a'))).toBe(true);
  });
});
