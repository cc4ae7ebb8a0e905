import { describe, expect, it } from 'vitest';
import { authHref, canonicalPath, currentTarget, safeReturnUrl, searchHref } from './paths.ts';

describe('canonicalPath', () => {
  it('lower-cases and drops trailing slashes', () => {
    expect(canonicalPath('/Subjects/')).toBe('/subjects');
    expect(canonicalPath('/subjects//')).toBe('/subjects');
    expect(canonicalPath('/Universities/Oxford')).toBe('/universities/oxford');
  });
  it('leaves canonical paths and the root alone', () => {
    expect(canonicalPath('/subjects')).toBeNull();
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('//')).toBe('/');
  });
});

describe('authHref', () => {
  it('carries the current path and query, URL-encoded', () => {
    expect(authHref('/login', '/documents', '?q=calculus&page=2')).toBe(
      '/login?returnUrl=%2Fdocuments%3Fq%3Dcalculus%26page%3D2',
    );
    expect(authHref('/register', '/', '')).toBe('/register?returnUrl=%2F');
  });
  it('keeps the original target when already on an auth page', () => {
    expect(authHref('/register', '/login', '?returnUrl=%2Fcart')).toBe('/register?returnUrl=%2Fcart');
    expect(authHref('/login', '/register', '')).toBe('/login');
  });
  it('builds the target string', () => {
    expect(currentTarget('/search', 'q=a')).toBe('/search?q=a');
    expect(currentTarget('/search', '?')).toBe('/search');
  });
});

describe('searchHref', () => {
  it('ignores blank queries and encodes others', () => {
    expect(searchHref('   ')).toBeNull();
    expect(searchHref(' organic chemistry & labs ')).toBe('/search?q=organic%20chemistry%20%26%20labs');
  });
});

describe('safeReturnUrl', () => {
  it('accepts only same-site paths', () => {
    expect(safeReturnUrl('/cart')).toBe('/cart');
    expect(safeReturnUrl('//evil.example')).toBe('/dashboard');
    expect(safeReturnUrl('https://evil.example')).toBe('/dashboard');
    expect(safeReturnUrl(null)).toBe('/dashboard');
  });
});
