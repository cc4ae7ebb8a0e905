import { describe, expect, it } from 'vitest';
import { documentAge, formatPoints, formatRating, pageWindow, roundEstimate, showingRange } from './documents.ts';

describe('document helpers', () => {
  it('formats ratings to one decimal', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(0)).toBe('New');
  });
  it('says Recently without a date', () => {
    expect(documentAge(null)).toBe('Recently');
    expect(documentAge('nonsense')).toBe('Recently');
    expect(documentAge('2026-01-01T00:00:00Z', new Date('2026-01-01T03:00:00Z'))).toBe('3 hours ago');
  });
  it('formats points', () => {
    expect(formatPoints(1200)).toBe('1,200 pts');
    expect(formatPoints(0)).toBe('Free');
  });
  it('describes the shown range', () => {
    expect(showingRange(1, 12, 30)).toBe('Showing 1 to 12 of 30 results');
    expect(showingRange(3, 12, 30)).toBe('Showing 25 to 30 of 30 results');
    expect(showingRange(1, 12, 1)).toBe('Showing 1 to 1 of 1 result');
    expect(showingRange(2, 10, 42_749, true)).toBe('Showing 11 to 20 of about 43,000 results');
  });
  it('rounds estimated counts to two significant figures', () => {
    expect([48, 160, 2_608, 42_749, 1_000_000].map(roundEstimate)).toEqual([48, 160, 2_600, 43_000, 1_000_000]);
  });
  it('windows page buttons', () => {
    expect(pageWindow(5, 12)).toEqual([1, 'gap', 4, 5, 6, 'gap', 12]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
  });
});
