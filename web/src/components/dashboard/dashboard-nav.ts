// The dashboard side bar's menus (spec 000 §2 Layout, spec 001 §2 Dashboard sidebar): the student and
// seller menus, and the bottom menu shared by both, each link a page of the dashboard's route table. Labels are
// message descriptors: a component shows them with useLingui's `_(link.label)`.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import type { DashboardMode } from '../../api/accounts.ts';
import { findRoute } from '../../lib/route-match.ts';
import { dashboardRoutes } from '../../pages/dashboard/routes.ts';

export type DashboardLink = { label: MessageDescriptor; href: string; icon: LucideIcon; color: string };

/** A menu link to a page of the route table, with the page's icon and colour and the menu's shorter name. */
function link(href: string, label: MessageDescriptor): DashboardLink {
  const route = findRoute(dashboardRoutes, href)?.route;
  if (!route) throw new Error(`No dashboard route ${href}`);
  return { label, href, icon: route.icon, color: route.color };
}

export const studentMenu: DashboardLink[] = [
  link('/dashboard', msg`Dashboard`),
  link('/dashboard/documents', msg`Documents`),
  link('/dashboard/document-chat', msg`Document Chat`),
  link('/dashboard/ai-homework-helper', msg`AI Homework Helper`),
  link('/dashboard/ai-writer', msg`AI Writer`),
  link('/dashboard/ai-flashcard-maker', msg`AI Flashcard Maker`),
  link('/dashboard/test-prep', msg`Test Prep`),
  link('/dashboard/xyeditor', msg`XY Editor`),
  link('/dashboard/wallet', msg`Wallet`),
  link('/dashboard/subscription', msg`Subscription`),
];

export const sellerMenu: DashboardLink[] = [
  link('/dashboard/seller-dashboard', msg`Overview`),
  link('/dashboard/seller-documents', msg`Documents`),
  link('/dashboard/document-chat', msg`Document Chat`),
  link('/dashboard/seller-orders', msg`Orders`),
  link('/dashboard/wallet-seller', msg`Wallet`),
];

export const bottomMenu: DashboardLink[] = [link('/dashboard/settings', msg`Settings`), link('/dashboard/help', msg`Help`)];

export function menuFor(mode: DashboardMode): DashboardLink[] {
  return mode === 'seller' ? sellerMenu : studentMenu;
}

/** Where switching into a mode takes you: its first page. */
export function modeHome(mode: DashboardMode): string {
  return menuFor(mode)[0]!.href;
}

/**
 * Whether a menu link is the current page: exact for the dashboard home, otherwise the link's
 * section (so /dashboard/wallet/top-up keeps Wallet highlighted).
 */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/dashboard') return pathname === '/dashboard';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The mode a page belongs to: a page only one menu links to shows that menu, whatever mode is saved (so a link to
 * /dashboard/seller-orders never lands in a side bar without Orders). Pages in both menus or neither: null.
 */
export function modeOfPage(pathname: string): DashboardMode | null {
  const inStudent = studentMenu.some((l) => isActiveLink(l.href, pathname));
  const inSeller = sellerMenu.some((l) => isActiveLink(l.href, pathname));
  if (inStudent === inSeller) return null;
  return inSeller ? 'seller' : 'student';
}
