// Settings > Security, one card a file: the password, two-factor sign-in, the devices signed in, linking Google, then
// the email address, the data export and deleting the account (AccountCards.tsx). Real, not the spec's toast-only
// stand-ins. Each change of credentials offers 'Sign out of all other devices' (on by default); the server gives this
// browser a new session either way.
import { useAuth } from '../../api/accounts.ts';
import { AccountCards } from './AccountCards.tsx';
import { GoogleCard } from './GoogleCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';

export function SecurityTab() {
  const { user } = useAuth();
  return (
    <div className="settings-stack">
      <PasswordCard />
      <TwoFactorCard />
      <SessionsCard />
      {user && <GoogleCard user={user} />}
      {user && <AccountCards user={user} />}
    </div>
  );
}
