// The admin side bar: the brand with its Admin tag, every admin page in its group (routes.ts), and at the foot
// Settings, the way back to the site, Sign Out and the admin's card. `full` is the fixed bar (248 px on wide
// screens unless collapsed, 80 px icons-only below, hidden on phones); `drawer` is the phones' slide-in menu.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useRef } from 'react';
import { useLocation } from 'wouter';
import type { Profile } from '../../api/accounts.ts';
import { SideLink, SidebarFoot, SidebarHead } from '../dashboard/Sidebar.tsx';
import { SideTooltip } from '../dashboard/SideTooltip.tsx';
import { adminFootLinks, adminNav, isActiveAdminLink } from './admin-nav.ts';

type Props = {
  variant: 'full' | 'drawer';
  user: Profile | null;
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
};

const footLinks = [...adminFootLinks, { label: msg`Back to the site`, href: '/', icon: Globe }];

export function AdminSidebar({ variant, user, collapsed, onToggleCollapsed, onNavigate }: Props) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const ref = useRef<HTMLElement>(null);
  const isActive = (href: string) => href !== '/' && isActiveAdminLink(href, location);
  return (
    <aside
      ref={ref}
      className={`sidebar sidebar--admin sidebar--${variant}${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t`Admin`}
      data-testid={`admin-sidebar-${variant}`}
    >
      {variant === 'full' && (
        <SidebarHead href="/admin/dashboard" label={t`Studyhall admin`} tag={t`Admin`} collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
      )}
      <nav className="sidebar__scroll" aria-label={t`Admin menu`}>
        {adminNav.map((group) => (
          <div key={group.label.id} className="side-group">
            <p className="side-group__label">{i18n._(group.label)}</p>
            <ul className="side-list">
              {group.links.map((link) => (
                <SideLink key={link.href} link={{ ...link, label: i18n._(link.label) }} collapsed={collapsed} active={isActive(link.href)} onNavigate={onNavigate} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <SidebarFoot links={footLinks.map((l) => ({ ...l, label: i18n._(l.label) }))} isActive={isActive} user={user} collapsed={collapsed} onNavigate={onNavigate} />
      {collapsed && <SideTooltip container={ref} />}
    </aside>
  );
}
