// The dashboard side bar's menus (spec 000 §2 Layout, spec 001 §2 Dashboard sidebar): the student and
// seller menus, and the bottom menu shared by both.
import {
  BadgeCheck,
  BarChart3,
  ClipboardCheck,
  FileText,
  Layers,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  PenLine,
  Receipt,
  Settings,
  SquarePen,
  Wallet,
} from 'lucide-react';
import type { DashboardMode } from '../../api/accounts.ts';

export type DashboardLink = { label: string; href: string; icon: LucideIcon; color: string };

export const studentMenu: DashboardLink[] = [
  { label: 'Dashboard', href: '/dashboard', icon: LayoutDashboard, color: '#4f46e5' },
  { label: 'Documents', href: '/dashboard/documents', icon: FileText, color: '#4f46e5' },
  { label: 'Document Chat', href: '/dashboard/document-chat', icon: MessagesSquare, color: '#0891b2' },
  { label: 'AI Homework Helper', href: '/dashboard/ai-homework-helper', icon: MessageSquareText, color: '#4f46e5' },
  { label: 'AI Writer', href: '/dashboard/ai-writer', icon: PenLine, color: '#7c3aed' },
  { label: 'AI Flashcard Maker', href: '/dashboard/ai-flashcard-maker', icon: Layers, color: '#db2777' },
  { label: 'Test Prep', href: '/dashboard/test-prep', icon: ClipboardCheck, color: '#059669' },
  { label: 'XY Editor', href: '/dashboard/xyeditor', icon: SquarePen, color: '#2563eb' },
  { label: 'Wallet', href: '/dashboard/wallet', icon: Wallet, color: '#d97706' },
  { label: 'Subscription', href: '/dashboard/subscription', icon: BadgeCheck, color: '#7c3aed' },
];

export const sellerMenu: DashboardLink[] = [
  { label: 'Overview', href: '/dashboard/seller-dashboard', icon: BarChart3, color: '#0d9488' },
  { label: 'Documents', href: '/dashboard/seller-documents', icon: FileText, color: '#0d9488' },
  { label: 'Document Chat', href: '/dashboard/document-chat', icon: MessagesSquare, color: '#0891b2' },
  { label: 'Orders', href: '/dashboard/seller-orders', icon: Receipt, color: '#0d9488' },
  { label: 'Wallet', href: '/dashboard/wallet-seller', icon: Wallet, color: '#d97706' },
];

export const bottomMenu: DashboardLink[] = [
  { label: 'Settings', href: '/dashboard/settings', icon: Settings, color: '#475569' },
  { label: 'Help', href: '/dashboard/help', icon: LifeBuoy, color: '#059669' },
];

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
