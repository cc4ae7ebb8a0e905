// The user menu's links, shared by the bar's menu (UserMenu, loaded when a signed-in user's page first shows it) and
// the phone's slide-in menu (MobileMenu, on every page): a file of its own so MobileMenu does not bring UserMenu along.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LayoutDashboard, LibraryBig, LifeBuoy, type LucideIcon, Settings, ShieldCheck, Wallet } from 'lucide-react';
import { isAdminUser, type Profile } from '../../api/accounts.ts';
import { ADMIN_HOME } from '../../lib/auth-routes.ts';

export type UserMenuItem = { label: MessageDescriptor; href: string; icon: LucideIcon };

/** The user menu's links (Sign Out is added by each menu). */
export function userMenuItems(user: Profile): UserMenuItem[] {
  return [
    ...(isAdminUser(user) ? [{ label: msg`Admin dashboard`, href: ADMIN_HOME, icon: ShieldCheck }] : []),
    { label: msg`Dashboard`, href: '/dashboard', icon: LayoutDashboard },
    { label: msg`My Documents`, href: '/dashboard/documents', icon: LibraryBig },
    { label: msg`Help Center`, href: '/help', icon: LifeBuoy },
    { label: msg`Wallet`, href: '/dashboard/wallet', icon: Wallet },
    { label: msg`Settings`, href: '/dashboard/settings', icon: Settings },
  ];
}
