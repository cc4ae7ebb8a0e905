import { describe, expect, it } from 'vitest';
import { findRoute } from '../../lib/route-match.ts';
import { adminRoutes } from '../admin/routes.ts';
import { dashboardRedirect, dashboardRoutes } from './routes.ts';

// Titles are messages; their English source is the title.
const title = (path: string) => findRoute(dashboardRoutes, path)?.route.title.message ?? null;

describe('dashboard route table', () => {
  it('knows every dashboard route of the spec', () => {
    expect(title('/dashboard')).toBe('Your dashboard');
    expect(title('/dashboard/documents')).toBe('My Documents');
    expect(title('/dashboard/documents/upload')).toBe('Upload & Earn Points!');
    expect(title('/dashboard/documents/some-doc')).toBe('Your document');
    expect(title('/dashboard/wallet')).toBe('Wallet');
    expect(title('/dashboard/wallet/top-up/card')).toBe('Wallet');
    expect(title('/dashboard/ai-flashcard-maker/deck/create')).toBe('Create a deck');
    expect(title('/dashboard/ai-flashcard-maker/deck/abc/edit')).toBe('Edit deck');
    expect(title('/dashboard/test-prep/p1/test/t1/results')).toBe('Test results');
    expect(title('/dashboard/test-prep/p1/test/t1')).toBe('Practice test');
    expect(title('/dashboard/test-prep/p1')).toBe('Study plan');
    for (const seller of ['seller-dashboard', 'seller-documents', 'seller-orders', 'wallet-seller']) {
      expect(title(`/dashboard/${seller}`)).not.toBeNull();
    }
    expect(title('/dashboard/nothing-here')).toBeNull();
  });

  it('redirects the old writer and homework paths', () => {
    expect(dashboardRedirect('/dashboard/xywriter')).toBe('/dashboard/ai-writer');
    expect(dashboardRedirect('/dashboard/xywriter/paper/42')).toBe('/dashboard/ai-writer/paper/42');
    expect(dashboardRedirect('/dashboard/homework-helper/question/x')).toBe('/dashboard/ai-homework-helper/question/x');
    expect(dashboardRedirect('/dashboard/xywriterx')).toBeNull();
    expect(dashboardRedirect('/dashboard/documents')).toBeNull();
  });

  it('covers the admin sub-pages', () => {
    for (const page of ['', '/dashboard', '/documents', '/withdrawals', '/points-orders', '/legal-notice', '/blog-management']) {
      expect(findRoute(adminRoutes, `/admin${page}`)).not.toBeNull();
    }
    expect(findRoute(adminRoutes, '/admin/unknown')).toBeNull();
  });
});
