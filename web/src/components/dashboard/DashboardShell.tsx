// The frame of every /dashboard/* page (spec 000 §2 Layout): the side bar (225 px at >= 1440 px unless
// collapsed, 80 px icons-only below, hidden under 768 px where a menu button opens it as a drawer), the
// navigation bar offset beside it, the page, and the dashboard footer.
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { useLiveBalance } from '../../hooks/useLiveBalance.ts';
import { useMediaQuery } from '../../hooks/useMediaQuery.ts';
import { useStoredFlag } from '../../hooks/useStoredFlag.ts';
import { NavBar } from '../layout/NavBar.tsx';
import { OfflineBanner } from '../layout/OfflineBanner.tsx';
import { DashboardDrawer } from './DashboardDrawer.tsx';
import { Sidebar } from './Sidebar.tsx';

export const SIDEBAR_COLLAPSED_KEY = 'studyhall.sidebar.collapsed';
export const WIDE_SCREEN = '(min-width: 1440px)';
export const SMALL_SCREEN = '(max-width: 767.98px)';

export function DashboardFooter() {
  const { t } = useLingui();
  return (
    <footer className="dash-footer">
      <p className="dash-footer__love">
        <Trans>
          Made with <Heart aria-label={t`love`} className="dash-footer__heart" /> by the team
        </Trans>
      </p>
      <nav aria-label={t`Dashboard footer`} className="dash-footer__links">
        <Link href="/dashboard/help">
          <Trans>Help</Trans>
        </Link>
        <Link href="/legal/terms">
          <Trans>Terms</Trans>
        </Link>
        <Link href="/legal/privacy">
          <Trans>Privacy</Trans>
        </Link>
        {/* i18n-ignore: the brand */}
        <span>© {new Date().getFullYear()} Studyhall</span>
      </nav>
    </footer>
  );
}

/** The phone drawer of a shell: open on the menu button, closed by a route change or a wider screen. */
export function useShellDrawer(small: boolean) {
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the drawer
  useEffect(() => setDrawerOpen(false), [location]);
  useEffect(() => {
    if (!small) setDrawerOpen(false);
  }, [small]);
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { drawerOpen, openDrawer, closeDrawer };
}

export function DashboardShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const wide = useMediaQuery(WIDE_SCREEN);
  const small = useMediaQuery(SMALL_SCREEN);
  const [collapsed, setCollapsed] = useStoredFlag(SIDEBAR_COLLAPSED_KEY);
  const balance = useLiveBalance();
  const { drawerOpen, openDrawer, closeDrawer } = useShellDrawer(small);
  const expanded = wide && !collapsed;

  return (
    <div className={`app-shell dash-shell${expanded ? ' is-expanded' : ''}`}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      <Sidebar
        variant="full"
        user={user}
        collapsed={!expanded}
        onToggleCollapsed={wide ? () => setCollapsed(!collapsed) : undefined}
      />
      <div className="app-shell__body">
        <OfflineBanner />
        <NavBar balance={balance} withSidebar onOpenMenu={small ? openDrawer : undefined} />
        <main id="main" className="app-main dash-main" tabIndex={-1}>
          {children}
        </main>
        <DashboardFooter />
      </div>
      <DashboardDrawer open={drawerOpen} onClose={closeDrawer} user={user} />
    </div>
  );
}
