import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../../pages/admin/routes.ts';
import { adminFootLinks, adminNav, isActiveAdminLink } from './admin-nav.ts';

describe('admin side bar', () => {
  const links = [...adminNav.flatMap((g) => g.links), ...adminFootLinks];
  // Labels are message descriptors; their English is the source message.
  const english = (items: { label: { message?: string } }[]) => items.map((i) => i.label.message);

  it('lists every admin page once, in its group', () => {
    const pages = adminRoutes.map((r) => r.pattern).filter((p) => p !== '/admin');
    expect(links.map((l) => l.href).sort()).toEqual([...pages].sort());
    expect(english(adminNav)).toEqual(['Overview', 'Marketplace', 'Money', 'People & content']);
    expect(english(adminNav[2]!.links)).toEqual(['Orders', 'Points orders', 'Points transactions', 'Subscriptions', 'Withdrawals']);
    expect(english(adminFootLinks)).toEqual(['Settings']);
  });

  it('highlights the current section, the overview at /admin too', () => {
    expect(isActiveAdminLink('/admin/dashboard', '/admin')).toBe(true);
    expect(isActiveAdminLink('/admin/dashboard', '/admin/documents')).toBe(false);
    expect(isActiveAdminLink('/admin/orders', '/admin/orders')).toBe(true);
    expect(isActiveAdminLink('/admin/orders', '/admin/points-orders')).toBe(false);
  });
});
