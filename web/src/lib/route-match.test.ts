import { describe, expect, it } from 'vitest';
import { findRoute, matchPattern } from './route-match.ts';

describe('matchPattern', () => {
  it('matches literals and params', () => {
    expect(matchPattern('/dashboard/documents/:id', '/dashboard/documents/abc')).toEqual({ id: 'abc' });
    expect(matchPattern('/dashboard/documents/:id', '/dashboard/documents')).toBeNull();
    expect(matchPattern('/dashboard', '/dashboard')).toEqual({});
    expect(matchPattern('/dashboard', '/dashboard/x')).toBeNull();
  });
  it('matches a trailing wildcard, including nothing', () => {
    expect(matchPattern('/dashboard/wallet/*', '/dashboard/wallet/top-up/card')).toEqual({ '*': 'top-up/card' });
    expect(matchPattern('/dashboard/wallet/*', '/dashboard/wallet')).toEqual({ '*': '' });
  });
});

describe('findRoute', () => {
  it('takes the first match', () => {
    const table = [{ pattern: '/a/new' }, { pattern: '/a/:id' }];
    expect(findRoute(table, '/a/new')?.route.pattern).toBe('/a/new');
    expect(findRoute(table, '/a/7')?.params).toEqual({ id: '7' });
    expect(findRoute(table, '/b')).toBeNull();
  });
});
