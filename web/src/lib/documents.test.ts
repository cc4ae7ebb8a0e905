import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { documentAge, formatPoints, formatRating, pageWindow, roundEstimate, showingRange } from './documents.ts';

const en = setupI18n({ locale: 'en', messages: { en: {} } });
const de = setupI18n({ locale: 'de', messages: { de: {} } });

describe('document helpers', () => {
  it('formats ratings to one decimal', () => {
    expect(formatRating(4.25, en)).toBe('4.3');
    expect(formatRating(0, en)).toBe('New');
  });
  it('says Recently without a date', () => {
    expect(documentAge(null, undefined, en)).toBe('Recently');
    expect(documentAge('nonsense', undefined, en)).toBe('Recently');
    expect(documentAge('2026-01-01T00:00:00Z', new Date('2026-01-01T03:00:00Z'), en)).toBe('3 hours ago');
  });
  it('formats points', () => {
    expect(formatPoints(1200, en)).toBe('1,200 pts');
    expect(formatPoints(0, en)).toBe('Free');
  });
  it('writes numbers the way the language does', () => {
    expect(formatPoints(1200, de)).toBe('1.200 pts');
    expect(formatRating(4.25, de)).toBe('4,3');
    expect(showingRange(2, 10, 42_749, true, de)).toBe('Showing 11 to 20 of about 43.000 results');
  });
  it('describes the shown range', () => {
    expect(showingRange(1, 12, 30, false, en)).toBe('Showing 1 to 12 of 30 results');
    expect(showingRange(3, 12, 30, false, en)).toBe('Showing 25 to 30 of 30 results');
    expect(showingRange(1, 12, 1, false, en)).toBe('Showing 1 to 1 of 1 result');
    expect(showingRange(2, 10, 42_749, true, en)).toBe('Showing 11 to 20 of about 43,000 results');
  });
  it('rounds estimated counts to two significant figures', () => {
    expect([48, 160, 2_608, 42_749, 1_000_000].map(roundEstimate)).toEqual([48, 160, 2_600, 43_000, 1_000_000]);
  });
  it('windows page buttons', () => {
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});
