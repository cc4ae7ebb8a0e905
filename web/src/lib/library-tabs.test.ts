import { describe, expect, it } from 'vitest';
import { LIBRARY_TABS, tabFromParam, tabParam } from './library-tabs.ts';

describe('library tabs in the address', () => {
  it('reads both readings of the spec: the five tabs, and all, others, uploaded', () => {
    expect(tabFromParam('uploads')).toBe('uploads');
    expect(tabFromParam('uploaded')).toBe('uploads');
    expect(tabFromParam('others')).toBe('others');
    expect(tabFromParam('purchased')).toBe('purchased');
    expect(tabFromParam('saved')).toBe('saved');
    expect(tabFromParam('recent')).toBe('recent');
    expect(tabFromParam('all')).toBe('all');
  });

  it('falls back to All Documents for a missing or unknown tab', () => {
    expect(tabFromParam('')).toBe('all');
    expect(tabFromParam(null)).toBe('all');
    expect(tabFromParam('bought')).toBe('all');
  });

  it('writes every tab so that reading it back gives the same tab', () => {
    for (const { id } of LIBRARY_TABS) expect(tabFromParam(tabParam(id))).toBe(id);
    expect(tabParam('all')).toBe('');
  });
});
