import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeSearch,
  groupByKind,
  markTypedWords,
  moveActive,
  readSearchState,
  searchStateHref,
  tidySegments,
} from './search.ts';

describe('the /search address', () => {
  it('reads every filter and falls back to defaults for unreadable values', () => {
    expect(readSearchState('?q=%20cell%20biology%20&kind=document&subject=biology&university=mit&type=notes&sort=rating&page=3')).toEqual({
      q: 'cell biology',
      kind: 'document',
      subject: 'biology',
      university: 'mit',
      type: 'notes',
      sort: 'rating',
      page: 3,
    });
    expect(readSearchState('?kind=essay&sort=cheapest&page=-2')).toMatchObject({ q: '', kind: '', sort: 'relevance', page: 1 });
    expect(readSearchState('?page=2.5').page).toBe(1);
    expect(readSearchState(`?q=${'a'.repeat(500)}`).q).toHaveLength(200);
  });

  it('writes a short link that reads back to the same state', () => {
    const state = readSearchState('?q=a%26b&kind=deck&sort=newest&page=2');
    expect(searchStateHref(state)).toBe('/search?q=a%26b&kind=deck&sort=newest&page=2');
    expect(readSearchState(searchStateHref(state).slice('/search'.length))).toEqual(state);
    expect(searchStateHref(readSearchState('?q=x&sort=relevance&page=1'))).toBe('/search?q=x');
  });

  it('goes back to page one when a filter changes, not when the page does', () => {
    const on3 = readSearchState('?q=x&page=3');
    expect(changeSearch(on3, { subject: 'biology' }).page).toBe(1);
    expect(changeSearch(on3, { sort: 'downloads' }).page).toBe(1);
    expect(changeSearch(on3, { page: 4 }).page).toBe(4);
  });

  it('counts the facet filters in use', () => {
    expect(activeFilterCount(readSearchState('?q=x&subject=a&type=b&kind=deck'))).toBe(2);
  });
});

describe('instant results', () => {
  const hit = (kind: 'document' | 'homework' | 'deck', id: string) => ({ kind, id });

  it('groups by kind in a fixed order and numbers options across the groups', () => {
    const { groups, ordered } = groupByKind([hit('deck', 'd1'), hit('document', 'a'), hit('homework', 'h1'), hit('document', 'b')]);
    expect(groups.map((g) => g.label)).toEqual(['Documents', 'Homework questions', 'Flashcard decks']);
    expect(groups.map((g) => g.hits.map((h) => [h.hit.id, h.index]))).toEqual([
      [
        ['a', 0],
        ['b', 1],
      ],
      [['h1', 2]],
      [['d1', 3]],
    ]);
    expect(ordered.map((h) => h.id)).toEqual(['a', 'b', 'h1', 'd1']);
  });

  it('leaves out kinds without hits', () => {
    expect(groupByKind([hit('homework', 'h')]).groups.map((g) => g.kind)).toEqual(['homework']);
    expect(groupByKind([]).groups).toEqual([]);
  });

  it('moves the active option with the arrow keys, through the text box at either end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(-1);
    expect(moveActive(1, 3, 'a')).toBe(1);
    expect(moveActive(-1, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('highlight runs', () => {
  it('joins neighbouring runs and drops empty ones', () => {
    expect(
      tidySegments([
        { text: 'Cell ', hit: false },
        { text: '', hit: true },
        { text: 'bio', hit: true },
        { text: 'logy', hit: true },
        { text: ' notes', hit: false },
      ]),
    ).toEqual([
      { text: 'Cell ', hit: false },
      { text: 'biology', hit: true },
      { text: ' notes', hit: false },
    ]);
  });

  it('marks typed words where they start a word, case-insensitively', () => {
    expect(markTypedWords('Thermodynamics and Heat engines', 'heat therm')).toEqual([
      { text: 'Therm', hit: true },
      { text: 'odynamics and ', hit: false },
      { text: 'Heat', hit: true },
      { text: ' engines', hit: false },
    ]);
    // Not inside a word, and regex characters in the query are plain text.
    expect(markTypedWords('Reheat (c++) notes', 'heat c++')).toEqual([
      { text: 'Reheat (', hit: false },
      { text: 'c', hit: true },
      { text: '++) notes', hit: false },
    ]);
    expect(markTypedWords('Économie', 'éco')).toEqual([
      { text: 'Éco', hit: true },
      { text: 'nomie', hit: false },
    ]);
    expect(markTypedWords('Anything', '  ')).toEqual([{ text: 'Anything', hit: false }]);
  });
});
