// The server's list of page addresses (modules/platform/contract.ts, used to answer 404 for any other) and the web
// app's router (web/src/app.tsx) name the same pages: a page added to one and not the other fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '../modules/platform/contract.ts';
import { isPagePath } from '../modules/platform/index.ts';

const routed = [...readFileSync(new URL('../web/src/app.tsx', import.meta.url), 'utf8').matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]);

describe('page addresses', () => {
  it('are the routes of web/src/app.tsx, no more and no fewer', () => {
    expect(routed.length).toBeGreaterThan(50);
    expect([...PAGE_PATHS].sort()).toEqual([...routed].sort());
  });

  it('match as the client router does: a name is one segment, a trailing * the rest', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/documents/some-doc')).toBe(true);
    expect(isPagePath('/documents/some-doc/more')).toBe(false);
    expect(isPagePath('/dashboard/anything/below')).toBe(true);
    expect(isPagePath('/dashboard')).toBe(true);
    expect(isPagePath('/dashboardx')).toBe(false);
    expect(isPagePath('/totally/unknown')).toBe(false);
  });
});
