// Reading what the user typed (web search syntax, the last word as a prefix while typing), rendering it for each
// engine, marking highlights as segments, and the typo rules both engines share.
import { describe, expect, it } from 'vitest';
import { INSTANT_LIMITS } from './contract.ts';
import { hasPositiveTerm, parseQuery, toMeiliQuery, toTsquery, withAlternatives } from './query.ts';
import { MARK_END, MARK_START, toSegments } from './segments.ts';
import { allocateInstant } from './service.ts';
import { editDistance, prefixDistance, typosAllowed } from './typos.ts';

describe('reading a query', () => {
  it('reads words, "phrases", -exclusions and or, the last word a prefix while it is typed', () => {
    expect(toTsquery(parseQuery('Thermo'))).toBe("'thermo':*");
    expect(toTsquery(parseQuery('thermo '))).toBe("'thermo'");
    expect(toTsquery(parseQuery('"linear algebra" notes'))).toBe("('linear' <-> 'algebra') & 'notes':*");
    expect(toTsquery(parseQuery('organic chemistry -lab'))).toBe("'organic' & 'chemistry' & !'lab'");
    expect(toTsquery(parseQuery('calculus or algebra exam'))).toBe("('calculus' | 'algebra') & 'exam':*");
    expect(toTsquery(parseQuery('Química café-au-lait'))).toBe("'quimica' & ('cafe' <-> 'au' <-> 'lait')");
    expect(toTsquery(parseQuery("it's 100% O'Brien's; DROP TABLE"))).toBe("('it' <-> 's') & '100' & ('o' <-> 'brien' <-> 's') & 'drop' & 'table':*");
    expect(toTsquery(parseQuery('thermo dyn'), 'A')).toBe("'thermo':A & 'dyn':*A");
  });

  it('finds nothing to search for in blanks, punctuation or exclusions alone', () => {
    expect(parseQuery('   ').all).toEqual([]);
    expect(parseQuery('%_*"').all).toEqual([]);
    expect(hasPositiveTerm(parseQuery('-lab -notes'))).toBe(false);
    expect(hasPositiveTerm(parseQuery('or'))).toBe(false);
    expect(hasPositiveTerm(parseQuery('notes -lab'))).toBe(true);
  });

  it('writes the same query for Meilisearch, whose last word is a prefix unless a space follows', () => {
    expect(toMeiliQuery(parseQuery('"linear algebra" -lab thermo'))).toBe('"linear algebra" -lab thermo');
    expect(toMeiliQuery(parseQuery('thermo '))).toBe('thermo ');
    expect(toMeiliQuery(parseQuery('calculus or algebra'))).toBe('calculus algebra');
  });

  it('replaces a misspelt word by its corrections, any of which may match', () => {
    const corrected = withAlternatives(parseQuery('thermodynamcis notes'), new Map([['thermodynamcis', ['thermodynamics', 'thermodynamic']]]));
    expect(toTsquery(corrected)).toBe("('thermodynamics' | 'thermodynamic') & 'notes':*");
  });
});

describe('highlights as segments', () => {
  it('splits marked text into hits and the rest, never a blank hit', () => {
    expect(toSegments(`Heat ${MARK_START}engines${MARK_END} and ${MARK_START}entropy${MARK_END}.`)).toEqual([
      { text: 'Heat ', hit: false },
      { text: 'engines', hit: true },
      { text: ' and ', hit: false },
      { text: 'entropy', hit: true },
      { text: '.', hit: false },
    ]);
    expect(toSegments(`${MARK_START}Carnot${MARK_END}${MARK_START} ${MARK_END}${MARK_START}cycle${MARK_END}`)).toEqual([
      { text: 'Carnot', hit: true },
      { text: ' ', hit: false },
      { text: 'cycle', hit: true },
    ]);
    expect(toSegments('no matches')).toEqual([{ text: 'no matches', hit: false }]);
    expect(toSegments('')).toEqual([]);
  });
});

describe('typos', () => {
  it('allows one typo from five letters and two from nine; a swap of neighbours is one', () => {
    expect([typosAllowed('cell'), typosAllowed('cells'), typosAllowed('chemistry'), typosAllowed('thermodynamics')]).toEqual([0, 1, 2, 2]);
    expect(editDistance('thermodynamcis', 'thermodynamics')).toBe(1);
    expect(editDistance('chemistyr', 'chemistry')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(prefixDistance('thermodyanm', 'thermodynamics')).toBe(1);
    expect(prefixDistance('thermo', 'thermodynamics')).toBe(0);
  });
});

describe('sharing the 8 instant places', () => {
  const found = (d: number, h: number, k: number) => ({
    document: Array.from({ length: d }, (_, i) => `d${i}`),
    homework: Array.from({ length: h }, (_, i) => `h${i}`),
    deck: Array.from({ length: k }, (_, i) => `k${i}`),
  });
  const count = (list: string[]) => ['d', 'h', 'k'].map((p) => list.filter((x) => x.startsWith(p)).length);

  it('shows every kind that matches, documents first, and fills places a kind leaves empty up to 5, 3 and 3', () => {
    expect(INSTANT_LIMITS).toEqual({ document: 5, homework: 3, deck: 3, total: 8 });
    expect(count(allocateInstant(found(5, 3, 3)))).toEqual([4, 2, 2]);
    expect(count(allocateInstant(found(5, 3, 0)))).toEqual([5, 3, 0]);
    expect(count(allocateInstant(found(5, 0, 3)))).toEqual([5, 0, 3]);
    expect(count(allocateInstant(found(0, 3, 3)))).toEqual([0, 3, 3]);
    expect(count(allocateInstant(found(5, 0, 0)))).toEqual([5, 0, 0]);
    expect(count(allocateInstant(found(1, 3, 3)))).toEqual([1, 3, 3]);
    expect(count(allocateInstant(found(2, 1, 3)))).toEqual([2, 1, 3]);
    expect(allocateInstant(found(5, 3, 3))).toEqual(['d0', 'd1', 'd2', 'd3', 'h0', 'h1', 'k0', 'k1']);
    expect(allocateInstant(found(0, 0, 0))).toEqual([]);
  });
});
