// The paragraph diff between two versions: minimal on ordinary input, and bounded on the largest content a free
// account may save (§11), where it answers a coarse diff that is still true instead of stalling the server.
import { describe, expect, it } from 'vitest';
import type { DiffPart } from './contract.ts';
import { CONTENT_MAX } from './contract.ts';
import { paragraphDiff } from './text.ts';

const sides = (parts: DiffPart[]) => ({
  before: parts
    .filter((p) => p.op !== 'added')
    .map((p) => p.text)
    .join('\n'),
  after: parts
    .filter((p) => p.op !== 'removed')
    .map((p) => p.text)
    .join('\n'),
});

/** The textbook table, for small inputs only: how many paragraphs a minimal diff keeps. */
function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) next.push(x === b[j] ? row[j]! + 1 : Math.max(row[j + 1]!, next[j]!));
    row = next;
  }
  return row[b.length]!;
}

/** A version as long as a paper may be, made of `count` numbered paragraphs. */
const paragraphs = (count: number, name: (i: number) => string) => Array.from({ length: count }, (_, i) => name(i)).join('\n');

describe('paragraph diff', () => {
  it('marks kept, added and removed paragraphs in reading order', () => {
    expect(paragraphDiff('First idea.\nSecond idea.', 'First idea.\nA better second idea.')).toEqual({
      parts: [
        { op: 'same', text: 'First idea.' },
        { op: 'removed', text: 'Second idea.' },
        { op: 'added', text: 'A better second idea.' },
      ],
      coarse: false,
    });
    expect(paragraphDiff('', 'Only.\nTwo.')).toEqual({ parts: [{ op: 'added', text: 'Only.' }, { op: 'added', text: 'Two.' }], coarse: false });
    expect(paragraphDiff('Same.', 'Same.')).toEqual({ parts: [{ op: 'same', text: 'Same.' }], coarse: false });
    expect(paragraphDiff('A\nB\nC', 'B\nC\nA').parts).toEqual([
      { op: 'removed', text: 'A' },
      { op: 'same', text: 'B' },
      { op: 'same', text: 'C' },
      { op: 'added', text: 'A' },
    ]);
  });

  it('keeps as many paragraphs as the textbook longest common subsequence on random edits', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 200; round++) {
      const a = Array.from({ length: random(30) }, () => `p${random(8)}`);
      const b = Array.from({ length: random(30) }, () => `p${random(8)}`);
      const { parts, coarse } = paragraphDiff(a.join('\n'), b.join('\n'));
      expect(coarse).toBe(false);
      expect(sides(parts)).toEqual({ before: a.join('\n'), after: b.join('\n') });
      expect(parts.filter((p) => p.op === 'same').length).toBe(lcsLength(a, b));
    }
  });

  it('answers a coarse, still true diff once the edits pass the budget of steps, whatever the clock says', () => {
    const before = paragraphs(400, (i) => `old ${i}`);
    const after = `Kept start.\n${paragraphs(400, (i) => `new ${i}`)}`;
    const { parts, coarse } = paragraphDiff(`Kept start.\n${before}`, after, { steps: 10_000, ms: Number.POSITIVE_INFINITY });
    expect(coarse).toBe(true);
    expect(parts[0]).toEqual({ op: 'same', text: 'Kept start.' });
    expect(sides(parts)).toEqual({ before: `Kept start.\n${before}`, after });
    // The same pair within budget is the exact diff.
    expect(paragraphDiff(`Kept start.\n${before}`, after).coarse).toBe(false);
  });

  it('compares two versions of the largest content in bounded time instead of a paragraphs x paragraphs table', () => {
    // Short paragraphs make the most of them: about 180,000 a side, where the table had 3 * 10^10 cells.
    const count = Math.floor(CONTENT_MAX / 11);
    const shapes: [string, string][] = [
      [paragraphs(count, (i) => `a${i}`), paragraphs(count, (i) => `b${i}`)],
      [paragraphs(count, (i) => `p${i}`), paragraphs(count, (i) => (i % 2 ? `q${i}` : `p${i}`))],
      [paragraphs(count, () => 'x'), paragraphs(count, (i) => (i % 97 === 1 ? 'y' : 'x'))],
    ];
    for (const [before, after] of shapes) {
      expect(before.length).toBeLessThanOrEqual(CONTENT_MAX);
      const started = performance.now();
      const { parts, coarse } = paragraphDiff(before, after);
      // Generous for a loaded machine; the quadratic table never finished (or ran out of memory) at this size.
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(coarse).toBe(true);
      const read = sides(parts);
      expect(read.before === before && read.after === after).toBe(true);
    }
  });
});
