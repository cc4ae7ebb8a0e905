import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '../api/content.ts';
import { filterFaq } from './faq.ts';

const entry = (id: string, category: FaqEntry['category'], question: string, text: string): FaqEntry => ({
  id,
  category,
  question,
  text,
  html: `<p>${text}</p>`,
  language: 'en',
  fallback: false,
});

const items = [
  entry('refunds', 'Purchases', 'Can I get a refund?', 'Yes, within 30 days, to the card or PayPal account that paid.'),
  entry('two-factor', 'Account & Security', 'How do I turn on two-factor authentication?', 'In Settings → Security, scan the QR code.'),
  entry('points', 'Getting Started', 'How do points work?', '10 points cost 1 USD. Points do not expire.'),
];

describe('help centre search', () => {
  it('needs every word, in the question or the answer, in any order and case', () => {
    expect(filterFaq(items, 'PayPal refund', null).map((e) => e.id)).toEqual(['refunds']);
    expect(filterFaq(items, 'refund security', null)).toEqual([]);
  });

  it('ignores accents and punctuation, and a blank query keeps everything', () => {
    expect(filterFaq(items, 'sécurity!', null).map((e) => e.id)).toEqual(['two-factor']);
    expect(filterFaq(items, '   ', null)).toHaveLength(3);
  });

  it('narrows to a category', () => {
    expect(filterFaq(items, '', 'Getting Started').map((e) => e.id)).toEqual(['points']);
    expect(filterFaq(items, 'points', 'Purchases')).toEqual([]);
  });
});
