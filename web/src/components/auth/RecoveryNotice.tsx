import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';

/** The password-recovery warning (spec 000 §2, spec 001 §2: query type=recovery). */
export function RecoveryNotice({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <p className="notice notice--warning" role="alert" data-testid="recovery-warning">
      <ShieldAlert aria-hidden="true" />
      <span>
        {signedIn ? (
          <Trans>
            You opened a password-recovery link. Change your password in{' '}
            <Link href="/dashboard/settings?tab=security">
              <strong>Dashboard &gt; Settings &gt; Security</strong>
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            You opened a password-recovery link. Once you are signed in, change your password in{' '}
            <strong>Dashboard &gt; Settings &gt; Security</strong>.
          </Trans>
        )}
      </span>
    </p>
  );
}
