// The page text normaliser: what pdfjs hands over for Arabic (presentation forms, runs that read backwards) becomes
// the letters and order people type.
import { describe, expect, it } from 'vitest';
import { normaliseItem, pageText, readingOrder } from './page-text.ts';

/** Each case: what pdfjs gave, what is stored. */
const normalised: Record<string, [string, string][]> = {
  'turns Arabic presentation forms into base letters, ligatures into their letters': [
    // الطاقة as initial, medial and final shapes; سلام with the lam-alef ligature.
    ['\uFE8D\uFEDF\uFEC4\uFE8E\uFED7\uFE94', 'الطاقة'],
    ['\uFEB3\uFEFC\uFEE1', 'سلام'],
    ['ﬁnal', 'final'],
  ],
  'turns backwards runs round, several words at once, numbers the right way round': [
    ['Chapter two: ةيسيطانغملا and fields', 'Chapter two: المغناطيسية and fields'],
    ['and fields ةيسيطانغملا :Chapter two', 'and fields المغناطيسية :Chapter two'],
    ['Page 12: ةيرارحلا اكيمانيدلا', 'Page 12: الديناميكا الحرارية'],
    ['See ةيسيئرلا 12 ةحفصلا here', 'See الصفحة 12 الرئيسية here'],
    // Shaped and backwards at once: turned first, so the lam-alef ligature keeps its letters in order.
    ['Word \uFEE1\uFEFC\uFEB3 \uFE94\uFED7\uFE8E\uFEC4\uFEDF\uFE8D end', 'Word الطاقة سلام end'],
  ],
  'leaves forward runs, undecided ones and other scripts as they are': [
    ['الديناميكا الحرارية 2023', 'الديناميكا الحرارية 2023'],
    ['سلام', 'سلام'],
    // An adverb ending like a backwards article ("for example"), alone: too little to turn it.
    ['مثلا', 'مثلا'],
    ['Θερμοδυναμική ενέργεια', 'Θερμοδυναμική ενέργεια'],
    ['热力学 energy', '热力学 energy'],
  ],
  'drops kashida and bidi controls, which split words': [['الطــاقة\u200f', 'الطاقة']],
};

describe('page text', () => {
  for (const [behaviour, cases] of Object.entries(normalised)) {
    it(behaviour, () => {
      expect(cases.map(([given]) => normaliseItem(given))).toEqual(cases.map(([, stored]) => stored));
    });
  }

  it('tells which way right-to-left words read from letters that only end them', () => {
    // مدرسةٌ: a vowel mark after the last letter does not hide it.
    const words = ['الديناميكا الحرارية', 'مدرسةٌ', 'ةيرارحلا اكيمانيدلا', '\uFE94\uFED7\uFE8E\uFEC4\uFEDF\uFE8D', 'سلام', 'שלום עולם', 'םלוע םולש'];
    expect(words.map((w) => Math.sign(readingOrder(w)))).toEqual([1, 1, -1, -1, 0, 1, -1]);
  });

  it('joins items into lines and tidies whitespace', () => {
    const items = [{ str: 'Energy' }, { str: 'ةقاطلا', hasEOL: true }, { str: 'next   line ' }, {}];
    expect(pageText(items)).toBe('Energy الطاقة\nnext line');
  });
});
