// Route guards (spec 000 §2, §6): protected pages send guests to /login with the way back; admin pages
// send guests to /admin/login and turn non-admins away there with the message; the login and register
// pages send signed-in users on to where they were going.
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useAuth } from '../../api/accounts.ts';
import { adminLoginHref, afterLogin, loginHref } from '../../lib/auth-routes.ts';
import { ErrorPanel } from '../ui/States.tsx';

function AuthCheckFailed({ retry }: { retry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="container section section--tight guard-error">
      <ErrorPanel
        title={t`We could not check your sign-in`}
        message={t`Studyhall did not answer. Check your connection and try again.`}
        onRetry={retry}
      />
    </div>
  );
}

function Checking({ fallback }: { fallback?: ReactNode }) {
  const { t } = useLingui();
  return <>{fallback ?? <div className="guard-checking" role="status" aria-busy="true" aria-label={t`Loading`} />}</>;
}

/** Children only for a signed-in user; guests go to /login?returnUrl=<path and query>. */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (auth.status === 'loading') return <Checking fallback={fallback} />;
  if (auth.status === 'error') return <AuthCheckFailed retry={auth.refetch} />;
  if (auth.status === 'signed-out') return <Redirect to={loginHref(location, search)} replace />;
  return <>{children}</>;
}

/** Children only for an admin; guests go to /admin/login, other users there with the refusal. */
export function RequireAdmin({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const auth = useAuth();
  const [location] = useLocation();
  const search = useSearch();
  if (auth.status === 'loading') return <Checking fallback={fallback} />;
  if (auth.status === 'error') return <AuthCheckFailed retry={auth.refetch} />;
  if (!auth.isAdmin) return <Redirect to={adminLoginHref(location, search, auth.status === 'signed-in')} replace />;
  return <>{children}</>;
}

/** The login and register pages: a signed-in user is sent on to the return target or their home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const search = useSearch();
  if (auth.status === 'signed-in' && auth.user) return <Redirect to={afterLogin(search, auth.user.role)} replace />;
  return <>{children}</>;
}

export function AdminRefused() {
  return (
    <p className="notice notice--danger" role="alert">
      <ShieldAlert aria-hidden="true" />
      <span>
        <Trans>Unauthorized: Admin access required</Trans>
      </span>
    </p>
  );
}
