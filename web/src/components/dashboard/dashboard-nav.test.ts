import { FileText, LayoutDashboard, Wallet } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../lib/route-match.ts';
import { dashboardRoutes } from '../../pages/dashboard/routes.ts';
import { bottomMenu, isActiveLink, menuFor, modeHome, modeOfPage, sellerMenu, studentMenu } from './dashboard-nav.ts';

describe('dashboard side bar', () => {
  it('has the spec’s student and seller menus and the bottom menu', () => {
    expect(studentMenu.map((l) => l.label.message)).toEqual([
      'Dashboard',
      'Documents',
      'Document Chat',
      'AI Homework Helper',
      'AI Writer',
      'AI Flashcard Maker',
      'Test Prep',
      'XY Editor',
      'Wallet',
      'Subscription',
    ]);
    expect(sellerMenu.map((l) => l.label.message)).toEqual(['Overview', 'Documents', 'Document Chat', 'Orders', 'Wallet']);
    expect(bottomMenu.map((l) => l.label.message)).toEqual(['Settings', 'Help']);
    expect(menuFor('seller')).toBe(sellerMenu);
    expect(modeHome('seller')).toBe('/dashboard/seller-dashboard');
    expect(modeHome('student')).toBe('/dashboard');
  });

  it('links only to dashboard pages that exist', () => {
    for (const link of [...studentMenu, ...sellerMenu, ...bottomMenu]) {
      expect(findRoute(dashboardRoutes, link.href), link.href).not.toBeNull();
    }
  });

  it('shows each link with its page’s icon and colour', () => {
    expect(studentMenu.slice(0, 2).map(({ icon, color }) => ({ icon, color }))).toEqual([
      { icon: LayoutDashboard, color: '#4f46e5' },
      { icon: FileText, color: '#4f46e5' },
    ]);
    expect(sellerMenu.at(-1)).toEqual({ label: expect.objectContaining({ message: 'Wallet' }), href: '/dashboard/wallet-seller', icon: Wallet, color: '#d97706' });
    expect(bottomMenu.map((l) => l.color)).toEqual(['#475569', '#059669']);
  });

  it('highlights the current section', () => {
    expect(isActiveLink('/dashboard', '/dashboard')).toBe(true);
    expect(isActiveLink('/dashboard', '/dashboard/wallet')).toBe(false);
    expect(isActiveLink('/dashboard/wallet', '/dashboard/wallet/top-up/card')).toBe(true);
    expect(isActiveLink('/dashboard/wallet', '/dashboard/wallet-seller')).toBe(false);
  });

  it('shows the menu of the page when only one menu links to it, else the saved mode', () => {
    expect(modeOfPage('/dashboard/seller-orders')).toBe('seller');
    expect(modeOfPage('/dashboard/wallet-seller')).toBe('seller');
    expect(modeOfPage('/dashboard/wallet')).toBe('student');
    expect(modeOfPage('/dashboard/documents/upload')).toBe('student');
    expect(modeOfPage('/dashboard')).toBe('student');
    expect(modeOfPage('/dashboard/document-chat')).toBeNull();
    expect(modeOfPage('/dashboard/settings')).toBeNull();
  });
});
