import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import { authHref } from '../../lib/paths.ts';

/** Log in and Register, both carrying the current path and query as returnUrl (spec 000 §2). */
export function AuthButtons({ block = false, onNavigate }: { block?: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const search = useSearch();
  const cls = block ? ' btn--block btn--lg' : '';
  return (
    <div className={`auth-buttons${block ? ' auth-buttons--block' : ''}`}>
      <Link href={authHref('/login', location, search)} className={`btn btn--ghost${cls}`} onClick={onNavigate}>
        <Trans>Log in</Trans>
      </Link>
      <Link href={authHref('/register', location, search)} className={`btn btn--primary${cls}`} onClick={onNavigate}>
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}
