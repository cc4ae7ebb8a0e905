// How the PostgreSQL engine plans a kind's title lookup from how common the query's words are.
import { describe, expect, it } from 'vitest';
import { parseQuery, toTsquery } from './query.ts';
import { type KindStats, planKind } from './title-plan.ts';

const stats: KindStats = {
  rows: 100_000,
  frequency: new Map([
    ['the', 0.3],
    ['notes', 0.2],
    ['thermodynamics', 0.01],
    ['theory', 0.05],
    ['lab', 0.04],
  ]),
  floor: 0.0005,
};
const plan = (q: string, s: KindStats | null = stats, completions = new Map<string, number>()) => {
  const p = planKind(s ?? undefined, parseQuery(q), completions);
  return { direct: p.direct, leading: toTsquery(p.leading) };
};

describe('planning a title lookup', () => {
  it('reads the most downloaded titles first for a broad query, and goes to the title index for a selective one', () => {
    expect(plan('notes').direct).toBe(false);
    expect(plan('th').direct).toBe(false);
    expect(plan('kelvarin').direct).toBe(true);
    expect(plan('thermodynamics notes').direct).toBe(false);
    expect(plan('kelvarin notes').direct).toBe(true);
  });

  it('takes a still-typed word that completes to thousands of rare words as broad', () => {
    expect(plan('pen').direct).toBe(true);
    expect(plan('pen', stats, new Map([['pen', 3]])).direct).toBe(true);
    expect(plan('pen', stats, new Map([['pen', 2000]])).direct).toBe(false);
    // Completions the statistics list are counted once.
    expect(plan('thermo', stats, new Map([['thermo', 1]])).direct).toBe(false);
  });

  it('leaves a broad still-typed word out of the index lookup only when another word is selective', () => {
    expect(plan('thermodynamics th').leading).toBe("'thermodynamics'");
    expect(plan('thermodynamics the').leading).toBe("'thermodynamics'");
    expect(plan('thermodynamics kelv').leading).toBe("'thermodynamics' & 'kelv':*");
    expect(plan('the la').leading).toBe("'the' & 'la':*");
    expect(plan('th').leading).toBe("'th':*");
  });

  it('without statistics, treats only a one- or two-letter last word as broad', () => {
    expect(plan('thermodynamics th', null)).toEqual({ direct: false, leading: "'thermodynamics'" });
    expect(plan('thermodynamics the', null)).toEqual({ direct: false, leading: "'thermodynamics' & 'the':*" });
  });
});
