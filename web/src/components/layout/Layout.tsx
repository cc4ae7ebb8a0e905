import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { useLiveBalance } from '../../hooks/useLiveBalance.ts';
import { isAdminPath, shellOf } from '../../lib/auth-routes.ts';
import { useProfileLanguage } from '../../lib/profile-language.ts';
import { PageSkeleton } from '../ui/Skeleton.tsx';
import { Footer } from './Footer.tsx';
import { NavBar } from './NavBar.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';

// The dashboard's frame and side bar load with the first page that shows them: a guest on a public page never runs
// them, and they weighed about 4 KB gzipped on every public page's first load (the 150 KB budget, issue #29). A
// server-rendered side bar stays as the server drew it until its code arrives.
const DashboardShell = lazy(() => import('../dashboard/DashboardShell.tsx').then((m) => ({ default: m.DashboardShell })));
const Sidebar = lazy(() => import('../dashboard/Sidebar.tsx').then((m) => ({ default: m.Sidebar })));

/**
 * The frame around every page: the dashboard shell for /dashboard/*, the admin pages' own (AdminShell, drawn by
 * the page inside its guard) for /admin/*, otherwise the public shell (skip link, offline banner, navigation,
 * page, footer). A signed-in user on a public page also gets the
 * collapsed side bar with the navigation offset (spec 000 §2 Layout), except on admin pages, the
 * payment return page and the sign-in pages.
 */
export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const auth = useAuth();
  useProfileLanguage(auth.user);
  const shell = shellOf(location);
  const balance = useLiveBalance();
  if (shell === 'dashboard')
    return (
      <Suspense fallback={<PageSkeleton />}>
        <DashboardShell>{children}</DashboardShell>
      </Suspense>
    );
  // Admin pages bring their own frame (AdminShell), inside the admin guard: nobody else sees the admin menu.
  if (shell === 'admin' && isAdminPath(location)) return <>{children}</>;
  const rail = shell === 'public' && auth.status === 'signed-in' && auth.user !== null;
  return (
    <div className={`app-shell${rail ? ' app-shell--rail' : ''}`}>
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {rail && (
        <Suspense fallback={null}>
          <Sidebar variant="rail" user={auth.user} collapsed />
        </Suspense>
      )}
      <div className="app-shell__body">
        <OfflineBanner />
        <NavBar balance={balance} withSidebar={rail} />
        <main id="main" className="app-main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
