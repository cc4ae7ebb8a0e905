// The frame of every admin page: the admin side bar (248 px on screens from 1200 px unless collapsed, 80 px
// icons-only below, a drawer on phones), a slim top bar (where you are, the way back to the site, who is signed
// in) and the page. No public navigation, footer or points balance: this is the back office.
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { type Profile, useAuth } from '../../api/accounts.ts';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useStoredFlag } from '../../hooks/useStoredFlag.ts';
import { findRoute } from '../../lib/route-match.ts';
import { adminRoutes } from '../../pages/admin/routes.ts';
import { SideDrawer } from '../dashboard/DashboardDrawer.tsx';
import { SMALL_SCREEN, useShellDrawer } from '../dashboard/DashboardShell.tsx';
import { LogoMark } from '../layout/Logo.tsx';
import { OfflineBanner } from '../layout/OfflineBanner.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { AdminSidebar } from './AdminSidebar.tsx';
import '../../styles/admin.css';

export const ADMIN_SIDEBAR_COLLAPSED_KEY = 'studyhall.admin-sidebar.collapsed';
const ADMIN_WIDE_SCREEN = '(min-width: 1200px)';

function TopBar({ user, onOpenMenu }: { user: Profile | null; onOpenMenu?: () => void }) {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const route = findRoute(adminRoutes, location)?.route;
  const home = route?.pattern === '/admin' || route?.pattern === '/admin/dashboard';
  return (
    <header className="admin-topbar">
      {onOpenMenu && (
        <button type="button" className="icon-btn" aria-label={t`Open the admin menu`} onClick={onOpenMenu} data-testid="admin-menu-button">
          <Menu aria-hidden="true" />
        </button>
      )}
      <Link href="/admin/dashboard" className="admin-topbar__brand" aria-label={t`Studyhall admin`}>
        <LogoMark size={28} /> <Trans>Admin</Trans>
      </Link>
      <nav aria-label={t`Breadcrumb`} className="breadcrumbs">
        {home || !route ? (
          <span aria-current="page">
            <Trans>Admin</Trans>
          </span>
        ) : (
          <>
            <Link href="/admin/dashboard">
              <Trans>Admin</Trans>
            </Link>
            <span aria-hidden="true">/</span>
            <span aria-current="page">{i18n._(route.title)}</span>
          </>
        )}
      </nav>
      <div className="admin-topbar__end">
        <Link href="/" className="btn btn--ghost btn--sm">
          <ExternalLink aria-hidden="true" /> <span className="admin-topbar__site-label">
            <Trans>View site</Trans>
          </span>
        </Link>
        <div className="admin-topbar__who" data-testid="admin-who">
          <Avatar name={user?.fullName} src={user?.avatarUrl} size={34} />
          <span className="admin-topbar__who-text">
            <span className="admin-topbar__name">{user?.fullName}</span>
            <span className="admin-topbar__role">
              <Trans>Administrator</Trans>
            </span>
          </span>
        </div>
      </div>
    </header>
  );
}

export function AdminShell({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const wide = useMediaQuery(ADMIN_WIDE_SCREEN);
  const small = useMediaQuery(SMALL_SCREEN);
  const [collapsed, setCollapsed] = useStoredFlag(ADMIN_SIDEBAR_COLLAPSED_KEY);
  const { drawerOpen, openDrawer, closeDrawer } = useShellDrawer(small);
  const expanded = wide && !collapsed;

  return (
    <div className={`app-shell admin-shell${expanded ? ' is-expanded' : ''}`}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <AdminSidebar variant="full" user={user} collapsed={!expanded} onToggleCollapsed={wide ? () => setCollapsed(!collapsed) : undefined} />
      <div className="app-shell__body">
        <OfflineBanner />
        <TopBar user={user} onOpenMenu={small ? openDrawer : undefined} />
        <main id="main" className="app-main admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SideDrawer open={drawerOpen} onClose={closeDrawer} label={t`Admin menu`}>
        <AdminSidebar variant="drawer" user={user} collapsed={false} onNavigate={closeDrawer} />
      </SideDrawer>
    </div>
  );
}
