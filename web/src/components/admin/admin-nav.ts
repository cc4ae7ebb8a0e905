// The admin side bar: every admin page of routes.ts, grouped as the back office is used (overview, the
// marketplace's content, money, people and content), with Settings at the foot beside Sign Out.
import type { LucideIcon } from 'lucide-react';
import { adminRoutes } from '../../pages/admin/routes.ts';

export type AdminLink = { label: string; href: string; icon: LucideIcon };
export type AdminNavGroup = { label: string; links: AdminLink[] };

/** Shorter names than the page titles where the side bar needs them. */
const SHORT: Record<string, string> = {
  '/admin/dashboard': 'Overview',
  '/admin/blog-management': 'Blog',
};

function link(href: string): AdminLink {
  const route = adminRoutes.find((r) => r.pattern === href);
  if (!route) throw new Error(`No admin route ${href}`);
  return { label: SHORT[href] ?? route.title, href, icon: route.icon };
}

export const adminNav: AdminNavGroup[] = [
  { label: 'Overview', links: [link('/admin/dashboard')] },
  {
    label: 'Marketplace',
    links: ['/admin/documents', '/admin/subjects', '/admin/universities', '/admin/courses', '/admin/textbooks'].map(link),
  },
  { label: 'Money', links: ['/admin/orders', '/admin/points-orders', '/admin/points-transactions', '/admin/subscriptions', '/admin/withdrawals'].map(link) },
  {
    label: 'People & content',
    links: ['/admin/users', '/admin/papers', '/admin/reports', '/admin/emails', '/admin/blog-management', '/admin/scholarships', '/admin/legal-notice'].map(link),
  },
];

export const adminFootLinks: AdminLink[] = [link('/admin/settings')];

/** The overview answers at /admin and /admin/dashboard; every other link is its own section. */
export function isActiveAdminLink(href: string, pathname: string): boolean {
  if (href === '/admin/dashboard') return pathname === '/admin' || pathname === '/admin/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}
