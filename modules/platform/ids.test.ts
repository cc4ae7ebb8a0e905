import { describe, expect, it } from 'vitest';
import { slugify, uuidv7 } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID carrying the time', () => {
    const id = uuidv7(Date.UTC(2026, 10, 23));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBeGreaterThanOrEqual(Date.UTC(2026, 10, 23));
  });

  it('increases strictly, even for thousands of ids in one millisecond', () => {
    const now = Date.now() + 10_000;
    const ids = Array.from({ length: 5000 }, () => uuidv7(now));
    expect(new Set(ids).size).toBe(5000);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('slugify', () => {
  it('makes lower-case ASCII kebab-case', () => {
    expect(slugify('  Ökonomie & Finanzen: Teil 2! ')).toBe('okonomie-and-finanzen-teil-2');
  });
});
