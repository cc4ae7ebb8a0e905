// The admin side bar: every admin page of routes.ts, grouped as the back office is used (overview, the
// marketplace's content, money, people and content), with Settings at the foot beside Sign Out. Labels are message
// descriptors (msg): the side bar translates them with `useLingui()`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { adminRoutes } from '../../pages/admin/routes.ts';

export type AdminLink = { label: MessageDescriptor; href: string; icon: LucideIcon };
export type AdminNavGroup = { label: MessageDescriptor; links: AdminLink[] };

/** Shorter names than the page titles where the side bar needs them. */
const SHORT: Record<string, MessageDescriptor> = {
  '/admin/dashboard': msg`Overview`,
  '/admin/blog-management': msg`Blog`,
};

function link(href: string): AdminLink {
  const route = adminRoutes.find((r) => r.pattern === href);
  if (!route) throw new Error(`No admin route ${href}`);
  return { label: SHORT[href] ?? route.title, href, icon: route.icon };
}

export const adminNav: AdminNavGroup[] = [
  { label: msg`Overview`, links: [link('/admin/dashboard')] },
  {
    label: msg`Marketplace`,
    links: ['/admin/documents', '/admin/subjects', '/admin/universities', '/admin/courses', '/admin/textbooks'].map(link),
  },
  { label: msg`Money`, links: ['/admin/orders', '/admin/points-orders', '/admin/points-transactions', '/admin/subscriptions', '/admin/withdrawals'].map(link) },
  {
    label: msg`People & content`,
    links: ['/admin/users', '/admin/papers', '/admin/reports', '/admin/emails', '/admin/blog-management', '/admin/scholarships', '/admin/legal-notice'].map(link),
  },
];

export const adminFootLinks: AdminLink[] = [link('/admin/settings')];

/** The overview answers at /admin and /admin/dashboard; every other link is its own section. */
export function isActiveAdminLink(href: string, pathname: string): boolean {
  if (href === '/admin/dashboard') return pathname === '/admin' || pathname === '/admin/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}
