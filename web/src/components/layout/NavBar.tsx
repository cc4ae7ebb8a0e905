import { useLingui } from '@lingui/react/macro';
import { Menu, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { navGroups } from '../nav-data.ts';
import { NavSearch } from '../search/NavSearch.tsx';
import { AuthButtons } from './AuthButtons.tsx';
import { CartButton } from './CartButton.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavDropdown, type OpenState } from './NavDropdown.tsx';
import { PointsBalance } from './PointsBalance.tsx';

// A signed-in user's bell and menu load with the first page that shows them: a guest's first visit does not carry
// them (the 150 KB budget, issue #29). Server-rendered, they stay as the server drew them until their code arrives.
const NotificationBell = lazy(() => import('./NotificationBell.tsx').then((m) => ({ default: m.NotificationBell })));
const UserMenu = lazy(() => import('./UserMenu.tsx').then((m) => ({ default: m.UserMenu })));

type Props = {
  /** The signed-in user's points; null renders nothing (the wallet module passes the live balance). */
  balance?: number | null;
  /** A side bar sits to the left (it shows the logo, so the bar does not). */
  withSidebar?: boolean;
  /** Replaces the public slide-in menu (the dashboard's drawer on phones). */
  onOpenMenu?: () => void;
};

const MENU_CLOSED = { open: false, focusSearch: false };

/** The navigation bar (spec 000 §2 Layout): Log in and Register for guests, the user menu for users. */
export function NavBar({ balance = null, withSidebar = false, onOpenMenu }: Props) {
  const [location] = useLocation();
  const auth = useAuth();
  const { t } = useLingui();
  const [open, setOpen] = useState<OpenState>(null);
  const [mobile, setMobile] = useState<{ open: boolean; focusSearch: boolean }>(MENU_CLOSED);
  const [scrolled, setScrolled] = useState(false);

  // Route changes close everything. The same closed state each time: on the first render (hydration included)
  // nothing changes, so nothing renders again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design
  useEffect(() => {
    setOpen(null);
    setMobile(MENU_CLOSED);
  }, [location]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMobile = useCallback(() => setMobile(MENU_CLOSED), []);

  return (
    <header className={`site-nav${scrolled ? ' is-scrolled' : ''}${withSidebar ? ' site-nav--with-sidebar' : ''}`}>
      <div className="container container--wide site-nav__inner">
        <button
          type="button"
          className="icon-btn site-nav__burger"
          aria-label={t`Open menu`}
          aria-expanded={mobile.open}
          aria-controls="mobile-menu"
          onClick={() => (onOpenMenu ? onOpenMenu() : setMobile({ open: true, focusSearch: false }))}
        >
          <Menu aria-hidden="true" />
        </button>
        <Logo />
        <nav className="site-nav__groups" aria-label={t`Main`}>
          {navGroups.map((group) => (
            <NavDropdown key={group.id} group={group} open={open} setOpen={setOpen} />
          ))}
        </nav>
        <div className="site-nav__search">
          <NavSearch />
        </div>
        <div className="site-nav__actions">
          <button
            type="button"
            className="icon-btn site-nav__search-btn"
            aria-label={t`Search`}
            onClick={() => setMobile({ open: true, focusSearch: true })}
          >
            <Search aria-hidden="true" />
          </button>
          <PointsBalance balance={balance} />
          <CartButton />
          {auth.status === 'signed-in' && auth.user ? (
            <Suspense fallback={<span className="site-nav__auth-pending" aria-hidden="true" />}>
              <NotificationBell />
              <UserMenu user={auth.user} />
            </Suspense>
          ) : auth.status === 'loading' ? (
            <span className="site-nav__auth-pending" aria-hidden="true" />
          ) : (
            <div className="site-nav__auth">
              <AuthButtons />
            </div>
          )}
        </div>
      </div>
      <MobileMenu
        open={mobile.open}
        onClose={closeMobile}
        focusSearch={mobile.focusSearch}
        balance={balance}
        user={auth.user}
      />
    </header>
  );
}
