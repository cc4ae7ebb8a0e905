// Self-check of the hand-curated catalogue seed data: shapes, uniqueness, cross-references and lucide icon names.
import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { countries, documentTypes, subjects, textbooks, universities } from './index.ts';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-f]{6}$/i;
const LEVELS = ['foundation', 'undergraduate', 'postgraduate', 'doctoral'];

const duplicates = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/** WCAG 2 contrast ratio of white text on the given background. */
const contrastWithWhite = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
};

const isbn13Valid = (isbn: string) => {
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  const digits = [...isbn].map(Number);
  const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
};

describe('subjects', () => {
  it('has at least 48 subjects, at least 40 of them academic', () => {
    expect(subjects.length).toBeGreaterThanOrEqual(48);
    expect(subjects.filter((s) => s.category === 'academic').length).toBeGreaterThanOrEqual(40);
    for (const s of subjects) expect(['academic', 'professional']).toContain(s.category);
  });

  it('has unique names and slugs, each the kebab-case of the name', () => {
    expect(duplicates(subjects.map((s) => s.slug))).toEqual([]);
    expect(duplicates(subjects.map((s) => s.name))).toEqual([]);
    for (const s of subjects) {
      expect(s.slug).toMatch(KEBAB);
      expect(s.slug).toBe(slugify(s.name));
    }
  });

  it('uses icon names that lucide-react exports (canonical names, not deprecated aliases)', () => {
    const exported = lucide as unknown as Record<string, unknown>;
    const canonical = lucide.icons as unknown as Record<string, unknown>;
    for (const s of subjects) {
      expect(s.iconName, s.name).toMatch(KEBAB);
      expect(exported[pascal(s.iconName)], `${s.name}: ${s.iconName}`).toBeDefined();
      expect(canonical[pascal(s.iconName)], `${s.name}: ${s.iconName} is an alias`).toBeDefined();
    }
  });

  it('uses hex colours dark enough for white text (WCAG AA, 4.5:1)', () => {
    expect(duplicates(subjects.map((s) => s.color.toLowerCase()))).toEqual([]);
    for (const s of subjects) {
      expect(s.color).toMatch(HEX);
      expect(contrastWithWhite(s.color), `${s.name} ${s.color}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a description and a short upper-case acronym or null', () => {
    for (const s of subjects) {
      expect(s.description.length, s.name).toBeGreaterThan(40);
      if (s.acronym !== null) expect(s.acronym).toMatch(/^[A-Z]{2,6}$/);
    }
  });
});

describe('universities', () => {
  it('has at least 32 universities with unique slugs', () => {
    expect(universities.length).toBeGreaterThanOrEqual(32);
    expect(duplicates(universities.map((u) => u.slug))).toEqual([]);
    for (const u of universities) expect(u.slug).toMatch(KEBAB);
  });

  it('uses known country codes and hex monogram colours', () => {
    const codes = new Set(countries.map((c) => c.code));
    for (const u of universities) {
      expect(codes.has(u.countryCode), `${u.name}: ${u.countryCode}`).toBe(true);
      expect(u.city.length).toBeGreaterThan(0);
      expect(u.colors).toHaveLength(2);
      for (const colour of u.colors) expect(colour, u.name).toMatch(HEX);
    }
  });

  it('has 4 to 8 courses each, with slugs unique per university', () => {
    for (const u of universities) {
      expect(u.courses.length, u.name).toBeGreaterThanOrEqual(4);
      expect(u.courses.length, u.name).toBeLessThanOrEqual(8);
      expect(duplicates(u.courses.map((c) => c.slug)), u.name).toEqual([]);
      for (const c of u.courses) {
        expect(c.slug, `${u.name}: ${c.name}`).toMatch(KEBAB);
        expect(c.slug, `${u.name}: ${c.name}`).toBe(slugify(c.name));
        expect(LEVELS).toContain(c.level);
      }
    }
  });
});

describe('textbooks', () => {
  it('has at least 40 textbooks with unique slugs', () => {
    expect(textbooks.length).toBeGreaterThanOrEqual(40);
    expect(duplicates(textbooks.map((t) => t.slug))).toEqual([]);
    for (const t of textbooks) expect(t.slug).toMatch(KEBAB);
  });

  it('refers only to existing subjects', () => {
    const slugs = new Set(subjects.map((s) => s.slug));
    for (const t of textbooks) expect(slugs.has(t.subjectSlug), `${t.title}: ${t.subjectSlug}`).toBe(true);
  });

  it('has valid, unique ISBN-13s where given', () => {
    const isbns = textbooks.flatMap((t) => (t.isbn ? [t.isbn] : []));
    expect(duplicates(isbns)).toEqual([]);
    for (const isbn of isbns) expect(isbn13Valid(isbn), isbn).toBe(true);
  });
});

describe('countries', () => {
  it('has the 249 ISO 3166-1 entries with unique upper-case alpha-2 codes and unique names', () => {
    expect(countries).toHaveLength(249);
    expect(duplicates(countries.map((c) => c.code))).toEqual([]);
    expect(duplicates(countries.map((c) => c.name))).toEqual([]);
    for (const c of countries) expect(c.code).toMatch(/^[A-Z]{2}$/);
  });
});

describe('document types', () => {
  it('has exactly the ten types, in order', () => {
    expect(documentTypes.map((d) => d.name)).toEqual([
      'Past Exams',
      'Flashcards',
      'Practice Problems',
      'Exam Guides',
      'Textbook Guides',
      'Chapter Summary',
      'Class Notes',
      'Quick Guides',
      'Lab Notes',
      'Certification Guides',
    ]);
  });

  it('has unique kebab-case slugs, a description and a learning resource type', () => {
    expect(duplicates(documentTypes.map((d) => d.slug))).toEqual([]);
    for (const d of documentTypes) {
      expect(d.slug).toBe(slugify(d.name));
      expect(d.description.length).toBeGreaterThan(20);
      expect(d.learningResourceType.length).toBeGreaterThan(0);
    }
  });
});
