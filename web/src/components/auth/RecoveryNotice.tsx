import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';

/** The password-recovery warning (spec 000 §2, spec 001 §2: query type=recovery). */
export function RecoveryNotice({ signedIn = false }: { signedIn?: boolean }) {
  return (
    <p className="notice notice--warning" role="alert" data-testid="recovery-warning">
      <ShieldAlert aria-hidden="true" />
      <span>
        You opened a password-recovery link. {signedIn ? 'Change' : 'Once you are signed in, change'} your password in{' '}
        {signedIn ? (
          <Link href="/dashboard/settings?tab=security">
            <strong>Dashboard &gt; Settings &gt; Security</strong>
          </Link>
        ) : (
          <strong>Dashboard &gt; Settings &gt; Security</strong>
        )}
        .
      </span>
    </p>
  );
}
