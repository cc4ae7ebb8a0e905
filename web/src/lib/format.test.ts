import { describe, expect, it } from 'vitest';
import {
  countryName, formatBytes, formatEdition, formatMoney, formatSignedPoints, initials, matchesQuery, plural, relativeTime, sortKey,
} from './format.ts';

describe('format helpers', () => {
  it('pluralises counts', () => {
    expect(plural(1, 'document')).toBe('1 document');
    expect(plural(1200, 'document')).toBe('1,200 documents');
  });
  it('makes monogram initials', () => {
    expect(initials('University of Oxford')).toBe('UO');
    expect(initials('MIT')).toBe('MI');
    expect(initials('Technische Universität München')).toBe('TU');
  });
  it('names countries', () => {
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName(null)).toBeNull();
  });
  it('matches ignoring case and accents', () => {
    expect(matchesQuery(['Universität Zürich'], 'zurich')).toBe(true);
    expect(matchesQuery(['Biology'], 'chem')).toBe(false);
    expect(matchesQuery(['Biology'], '  ')).toBe(true);
  });
});


describe('formatEdition', () => {
  it('reads numbers and ordinals', () => {
    expect(formatEdition('3')).toBe('3rd edition');
    expect(formatEdition('11')).toBe('11th edition');
    expect(formatEdition('22')).toBe('22nd edition');
    expect(formatEdition('8')).toBe('8th edition');
    expect(formatEdition('2nd')).toBe('2nd edition');
    expect(formatEdition('Global Edition')).toBe('Global Edition');
    expect(formatEdition(null)).toBeNull();
  });
  it('reads them in the page language', () => {
    expect(formatEdition('3', 'de')).toBe('3. Auflage');
    expect(formatEdition('2nd', 'es')).toBe('2.ª edición');
    expect(formatEdition('1', 'fr')).toBe('1re édition');
    expect(formatEdition('11', 'fr')).toBe('11e édition');
    expect(formatEdition('Global Edition', 'de')).toBe('Global Edition');
    expect(formatEdition('International', 'fr')).toBe('International');
    expect(formatEdition('International', 'en')).toBe('International edition');
  });
});


describe('sortKey', () => {
  it('ignores a leading "The"', () => {
    expect(sortKey('The University of Sydney')).toBe('University of Sydney');
    expect(sortKey('Theology Institute')).toBe('Theology Institute');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-03-12T12:00:00Z');
  it('says how long ago, then falls back to the date', () => {
    expect(relativeTime('2026-03-12T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-03-12T11:59:30Z', now, 'de')).toBe('jetzt');
    expect(relativeTime('2026-03-12T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-03-12T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-03-10T12:00:00Z', now)).toBe('2 days ago');
    expect(relativeTime('2026-02-01T12:00:00Z', now)).toBe('1 Feb 2026');
    // In the page's language, through Intl.
    expect(relativeTime('2026-03-12T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
    expect(relativeTime('2026-03-11T12:00:00Z', now, 'fr')).toBe('hier');
    expect(relativeTime('2026-02-01T12:00:00Z', now, 'es')).toBe('1 feb 2026');
  });
});

describe('money and points', () => {
  it('formats whole cents in their currency', () => {
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(999, 'EUR')).toBe('€9.99');
    expect(formatMoney(100, 'not-a-currency')).toBe('$1.00');
  });

  it('signs a movement of points', () => {
    expect(formatSignedPoints(1250)).toBe('+1,250');
    expect(formatSignedPoints(-20)).toBe('−20');
    expect(formatSignedPoints(0)).toBe('0');
  });

  it('sizes files', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(850 * 1024)).toBe('850 kB');
    expect(formatBytes(2.45 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(2.45 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });
});
