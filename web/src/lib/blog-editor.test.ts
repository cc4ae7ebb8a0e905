import { describe, expect, it } from 'vitest';
import { addTags, emptyForm, formFromPost, inputFromForm, isoToLocalInput, localInputToIso } from './blog-editor.ts';

const saved = {
  id: '0190a0a0-0000-7000-8000-000000000001', slug: 'a-post', title: 'A post', status: 'scheduled' as const,
  publishedAt: '2020-01-01T09:00:00.000Z', live: true, category: { slug: 'study-methods', name: 'Study Methods' },
  tags: [{ slug: 'notes', name: 'Notes' }], featured: true, likeCount: 0, authorName: 'Ada', updatedAt: '2020-01-01T09:00:00.000Z',
  excerpt: 'E', markdown: 'M',
};

describe('the blog editor form', () => {
  it('round-trips a local date and time through ISO time', () => {
    expect(isoToLocalInput(localInputToIso('2026-12-01T09:30')!)).toBe('2026-12-01T09:30');
    expect(localInputToIso('')).toBeNull();
  });

  it('shows a scheduled post whose time has come as published, and one still waiting with its time', () => {
    expect(formFromPost(saved)).toMatchObject({ status: 'published', scheduleAt: '', tags: ['Notes'], category: 'Study Methods' });
    const waiting = formFromPost({ ...saved, live: false, publishedAt: '2099-01-01T09:00:00.000Z' });
    expect(waiting.status).toBe('scheduled');
    expect(localInputToIso(waiting.scheduleAt)).toBe('2099-01-01T09:00:00.000Z');
  });

  it('sends a date only for a scheduled post, and a blank slug as none', () => {
    const form = { ...emptyForm(), title: 'T', status: 'scheduled' as const, scheduleAt: '2099-01-01T10:00' };
    expect(inputFromForm(form)).toMatchObject({ slug: undefined, publishedAt: localInputToIso('2099-01-01T10:00') });
    expect(inputFromForm({ ...form, status: 'published' }).publishedAt).toBeNull();
  });

  it('adds comma-separated tags once each, whatever their case', () => {
    expect(addTags(['Notes'], ' notes, Exams ,, Revision')).toEqual(['Notes', 'Exams', 'Revision']);
  });
});
