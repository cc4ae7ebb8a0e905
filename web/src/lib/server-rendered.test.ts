import { describe, expect, it } from 'vitest';
import { rendersOnServer } from './server-rendered.ts';

describe('the pages the server renders', () => {
  it('are the public pages, one segment per parameter', () => {
    for (const path of ['/', '/documents', '/documents/organic-chemistry-notes', '/universities/mit/courses/cs101', '/flashcards/abc', '/legal/terms', '/blog/category/exams']) {
      expect(rendersOnServer(path), path).toBe(true);
    }
  });

  it('are not the pages of a signed-in user, the cart, the forms or the admin, nor a longer path', () => {
    for (const path of ['/cart', '/login', '/register', '/checkout', '/dashboard', '/dashboard/wallet', '/admin', '/admin/users', '/documents/a/b', '/unsubscribe']) {
      expect(rendersOnServer(path), path).toBe(false);
    }
  });
});
