// Winnowing's two guarantees, on generated prose: any shared run of K + W - 1 words shares a fingerprint, and no
// run shorter than K words can; plus the detector's pure parts (sentence spans, burstiness, the wording rule).
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../platform/index.ts';
import { detectionLabel } from './contract.ts';
import { burstiness, estimate } from './detection.ts';
import { profileOf, REFERENCE_PER_THOUSAND } from './function-words.ts';
import { runsOf } from './plagiarism.ts';
import { K, W, winnow, wordsOf } from './winnow.ts';

const rng = seededRandom(7);
const vocabulary = Array.from({ length: 500 }, (_, i) => `w${i}x${Math.floor(rng() * 1e6)}`);
const prose = (n: number) => Array.from({ length: n }, () => vocabulary[Math.floor(rng() * vocabulary.length)]!);

describe('winnowing', () => {
  it('finds every shared run of K + W - 1 words, wherever it sits', () => {
    for (let trial = 0; trial < 200; trial++) {
      const shared = prose(K + W - 1);
      const a = [...prose(Math.floor(rng() * 40)), ...shared, ...prose(Math.floor(rng() * 40))];
      const b = [...prose(Math.floor(rng() * 40)), ...shared, ...prose(Math.floor(rng() * 40))];
      const hashes = new Set(winnow(a).map((f) => f.hash));
      expect(winnow(b).some((f) => hashes.has(f.hash))).toBe(true);
    }
  });

  it('matches nothing shorter than K words', () => {
    const a = prose(200);
    const b = [...prose(50), ...a.slice(60, 60 + K - 1), ...prose(50)];
    const hashes = new Set(winnow(a).map((f) => f.hash));
    expect(winnow(b).filter((f) => hashes.has(f.hash))).toEqual([]);
  });

  it('normalises case and accents, and keeps character offsets of the original', () => {
    const words = wordsOf('Café  AU lait, déjà-vu!');
    expect(words.map((w) => w.text)).toEqual(['cafe', 'au', 'lait', 'deja', 'vu']);
    expect(words[3]).toMatchObject({ start: 15, end: 19 });
  });

  it('merges fingerprints of one copied stretch into one run, and snaps runs to the ends of the text', () => {
    expect(runsOf([10, 16, 24], 100)).toEqual([{ from: 10, to: 29 }]);
    expect(runsOf([3, 40, 90], 100)).toEqual([{ from: 0, to: 8 }, { from: 40, to: 45 }, { from: 90, to: 100 }]);
  });
});

describe('the local detector', () => {
  const corpus = { profile: profileOf(REFERENCE_PER_THOUSAND), share: 0.45 };

  it('reads uniform sentences as more machine-like than varied ones', () => {
    const uniform = Array.from({ length: 12 }, (_, i) => `The system processes the input data in stage ${i} and returns a clear result.`).join(' ');
    const varied = 'No. I walked home the long way, past the bakery that burned down in the spring and the school where my sister once taught chemistry to forty bored teenagers. Rain again. We ate soup, argued about nothing, and went to bed early because the power was out.';
    expect(estimate(uniform, corpus).score).toBeGreaterThan(estimate(varied, corpus).score);
    expect(burstiness([10, 10, 10])).toBe(0);
  });

  it('never words a score as certain', () => {
    for (let s = 0; s <= 100; s++) expect(detectionLabel(s)).toMatch(/^(Likely AI-written|Mixed signals|Likely human-written)$/);
  });
});
