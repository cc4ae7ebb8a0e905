// Settings > Security. Real, not the spec's toast-only stand-ins: change the password (current, new,
// confirm); two-factor sign-in (enrol with the QR code or the key, confirm with a code, then the
// recovery codes once, to copy or download; turn off with the password or a code); and the devices
// signed in, with this one marked and 'Sign out other devices'; then the email address, the data export and
// deleting the account (AccountCards.tsx), with linking Google between them (GoogleCard.tsx). Each change of credentials offers
// 'Sign out of all other devices' (on by default); the server gives this browser a new session either way.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Check,
  Copy,
  Download,
  KeyRound,
  Laptop,
  LogOut,
  ShieldCheck,
  ShieldOff,
  Smartphone,
  TerminalSquare,
} from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { MESSAGES, PASSWORD_MIN } from '../../../../modules/accounts/contract.ts';
import { accountKeys, accountsApi, type Enrolment, type SessionInfo, useAuth, useAuthCache } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { relativeTime, formatDate } from '../../lib/format.ts';
import { describeDevice } from '../../lib/user.ts';
import { toast } from '../toast.ts';
import { Alert, InputField, PasswordField, SubmitButton } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { AccountCards } from './AccountCards.tsx';
import { GoogleCard } from './GoogleCard.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';

const errorText = (error: unknown, fallback = 'Please try again.') => (error instanceof ApiError ? error.message : fallback);

// --- Password ----------------------------------------------------------------------------------------

function PasswordCard() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!values.currentPassword) next.currentPassword = 'Enter your current password';
    if (values.password.length < PASSWORD_MIN) next.password = MESSAGES.passwordTooShort;
    if (values.password !== values.confirmPassword) next.confirmPassword = MESSAGES.passwordsDoNotMatch;
    if (Object.keys(next).length) {
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await accountsApi.updatePassword({ ...values, signOutOtherSessions: signOutOthers });
      toast.success('Password updated successfully', signOutOthers ? { description: 'Your other devices were signed out.' } : undefined);
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_password') setErrors({ currentPassword: error.message });
      toast.error('Failed to update password', { description: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard
      id="password-title"
      title="Password"
      description="You can sign out every other device at the same time. Signed up with Google? Use “Forgot password” on the login page to set one."
    >
      <form className="settings-form" onSubmit={onSubmit} noValidate aria-label="Change password">
        <div className="form-grid">
          <PasswordField
            fieldClassName="form-grid__wide form-grid__half"
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.currentPassword}
          />
          <PasswordField
            label="New password"
            name="password"
            autoComplete="new-password"
            placeholder={`At least ${PASSWORD_MIN} characters`}
            value={values.password}
            onChange={set('password')}
            error={errors.password}
          />
          <PasswordField
            label="Confirm new password"
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={set('confirmPassword')}
            error={errors.confirmPassword}
          />
          <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} disabled={busy} />
        </div>
        <div className="settings-form__actions">
          <SubmitButton busy={busy} busyLabel="Updating…" className="btn btn--primary">
            Update password
          </SubmitButton>
        </div>
      </form>
    </SettingsCard>
  );
}

// --- Two-factor --------------------------------------------------------------------------------------

function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

function copyText(text: string, what: string) {
  navigator.clipboard?.writeText(text).then(
    () => toast.success(`${what} copied`),
    () => toast.error(`Could not copy the ${what.toLowerCase()}`, { description: 'Select the text and copy it yourself.' }),
  );
}

function downloadCodes(codes: string[], email: string) {
  const text = [
    'Studyhall two-factor recovery codes',
    `Account: ${email}`,
    `Created: ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you lose your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'studyhall-recovery-codes.txt';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type TwoFactorState =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: Enrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

function Enrol({ enrolment, onCancel, onDone }: { enrolment: Enrolment; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError('Enter the 6-digit code from your app');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { recoveryCodes } = await accountsApi.verifyTotp(code, signOutOthers);
      onDone(recoveryCodes);
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
      setCode('');
    }
  }

  return (
    <div className="enrol" data-testid="totp-enrol">
      <ol className="enrol__steps">
        <li>
          <span className="enrol__num" aria-hidden="true">
            1
          </span>
          <div className="enrol__step">
            <h3>Scan the QR code</h3>
            <p>Open an authenticator app (Google Authenticator, 1Password, Authy…) and scan this code.</p>
            <div className="enrol__qr-row">
              <img src={enrolment.qrCodeDataUrl} alt="QR code to add Studyhall to your authenticator app" className="enrol__qr" width={176} height={176} data-testid="totp-qr" />
              <div className="enrol__manual">
                <p className="enrol__manual-label">Can’t scan it? Enter this key instead:</p>
                <code className="enrol__secret" data-testid="totp-secret" data-secret={enrolment.secret}>
                  {groupSecret(enrolment.secret)}
                </code>
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => copyText(enrolment.secret, 'Key')}>
                  <Copy aria-hidden="true" /> Copy key
                </button>
              </div>
            </div>
          </div>
        </li>
        <li>
          <span className="enrol__num" aria-hidden="true">
            2
          </span>
          <div className="enrol__step">
            <h3>Enter the code from the app</h3>
            <p>The app shows a new 6-digit code every 30 seconds.</p>
            <form className="enrol__verify" onSubmit={onSubmit} noValidate aria-label="Confirm two-factor authentication">
              <InputField
                label="Authentication code"
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder="123456"
                className="input--code input--otp"
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                error={error}
              />
              <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} disabled={busy} />
              <div className="settings-form__actions">
                <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
                  Cancel
                </button>
                <SubmitButton busy={busy} busyLabel="Verifying…" className="btn btn--primary">
                  Verify and turn on
                </SubmitButton>
              </div>
            </form>
          </div>
        </li>
      </ol>
    </div>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  return (
    <div className="recovery" data-testid="recovery-codes">
      <Alert tone="success" title="Two-factor authentication is on">
        From now on you will enter a code from your app after your password.
      </Alert>
      <h3 className="recovery__title">Save your recovery codes</h3>
      <p className="recovery__text">
        If you lose your phone, each of these codes signs you in once. <strong>They are shown only now</strong>: keep
        them somewhere safe, like a password manager.
      </p>
      <ul className="recovery__codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="settings-form__actions settings-form__actions--split">
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={() => copyText(codes.join('\n'), 'Recovery codes')}>
            <Copy aria-hidden="true" /> Copy
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => downloadCodes(codes, email)}>
            <Download aria-hidden="true" /> Download
          </button>
        </div>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          <Check aria-hidden="true" /> I have saved them
        </button>
      </div>
    </div>
  );
}

function Disable({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) {
      setError(method === 'password' ? 'Enter your password' : 'Enter a code from your app or a recovery code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proof = method === 'password' ? { password: value } : { code: value.trim() };
      await accountsApi.disableTotp({ ...proof, signOutOtherSessions: signOutOthers });
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(err));
    }
  }

  return (
    <form className="settings-form disable-2fa" onSubmit={onSubmit} noValidate aria-label="Turn off two-factor authentication">
      <Alert tone="warning" title="Turning this off makes your account easier to break into">
        Confirm it is you with your password or a current code.
      </Alert>
      <fieldset className="segmented" aria-label="Confirm with">
        <button type="button" aria-pressed={method === 'password'} onClick={() => { setMethod('password'); setValue(''); setError(null); }}>
          Password
        </button>
        <button type="button" aria-pressed={method === 'code'} onClick={() => { setMethod('code'); setValue(''); setError(null); }}>
          Authentication code
        </button>
      </fieldset>
      <div className="form-grid">
        {method === 'password' ? (
          <PasswordField
            key="password"
            fieldClassName="form-grid__half"
            label="Password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            autoFocus
          />
        ) : (
          <InputField
            key="code"
            fieldClassName="form-grid__half"
            label="Code from your app, or a recovery code"
            autoComplete="one-time-code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={error}
            autoFocus
          />
        )}
        <SignOutOthers checked={signOutOthers} onChange={setSignOutOthers} disabled={busy} />
      </div>
      <div className="settings-form__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Turning off…" className="btn btn--danger">
          Turn off two-factor
        </SubmitButton>
      </div>
    </form>
  );
}

function TwoFactorCard() {
  const { user } = useAuth();
  const cache = useAuthCache();
  const [state, setState] = useState<TwoFactorState>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const queryClient = useQueryClient();
  if (!user) return null;
  const enabled = user.twoFactorEnabled;
  // Turning it on or off may have signed other devices out.
  const refreshSessions = () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions });

  async function start() {
    setStarting(true);
    try {
      setState({ kind: 'enrolling', enrolment: await accountsApi.enrolTotp() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) cache.updated({ twoFactorEnabled: true });
      toast.error('Could not start two-factor setup', { description: errorText(error) });
    } finally {
      setStarting(false);
    }
  }

  const badge = (
    <span className={`badge ${enabled ? 'badge--success' : 'badge--plain'}`} data-testid="two-factor-status">
      {enabled ? 'On' : 'Off'}
    </span>
  );

  return (
    <SettingsCard
      id="two-factor-title"
      title="Two-factor authentication"
      badge={badge}
      description="After your password, Studyhall asks for a code from an authenticator app on your phone."
      action={
        state.kind === 'idle' &&
        (enabled ? (
          <button type="button" className="btn btn--secondary" onClick={() => setState({ kind: 'disabling' })}>
            <ShieldOff aria-hidden="true" /> Turn off
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={start} disabled={starting}>
            <ShieldCheck aria-hidden="true" /> {starting ? 'Starting…' : 'Set up two-factor'}
          </button>
        ))
      }
      testId="two-factor-card"
    >
      {state.kind === 'enrolling' && (
        <Enrol
          enrolment={state.enrolment}
          onCancel={() => setState({ kind: 'idle' })}
          onDone={(codes) => {
            toast.success('2FA settings updated', { description: 'Two-factor authentication is on.' });
            cache.updated({ twoFactorEnabled: true });
            refreshSessions();
            setState({ kind: 'codes', codes });
          }}
        />
      )}
      {state.kind === 'codes' && <RecoveryCodes codes={state.codes} email={user.email} onDone={() => setState({ kind: 'idle' })} />}
      {state.kind === 'disabling' && (
        <Disable
          onCancel={() => setState({ kind: 'idle' })}
          onDone={() => {
            toast.success('2FA settings updated', { description: 'Two-factor authentication is off.' });
            cache.updated({ twoFactorEnabled: false });
            refreshSessions();
            setState({ kind: 'idle' });
          }}
        />
      )}
      {state.kind === 'idle' && (
        <div className={`tfa-status${enabled ? ' is-on' : ''}`}>
          {enabled ? <ShieldCheck aria-hidden="true" /> : <KeyRound aria-hidden="true" />}
          <p>
            {enabled
              ? 'Your account is protected. Lost your phone? Sign in with one of your recovery codes.'
              : 'Protect your points, purchases and earnings even if someone learns your password.'}
          </p>
        </div>
      )}
    </SettingsCard>
  );
}

// --- Sessions ----------------------------------------------------------------------------------------

function DeviceIcon({ session }: { session: SessionInfo }) {
  if (session.kind === 'bearer') return <TerminalSquare aria-hidden="true" />;
  if (/iPhone|Android|Mobile/i.test(session.userAgent ?? '')) return <Smartphone aria-hidden="true" />;
  return <Laptop aria-hidden="true" />;
}

function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: accountKeys.sessions, queryFn: ({ signal }) => accountsApi.sessions(signal), staleTime: 0 });
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (sessions.isError) toast.error('Failed to load your devices', { id: 'sessions-load' });
  }, [sessions.isError]);

  const items = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
  const others = items.filter((s) => !s.current).length;

  async function revokeOthers() {
    setBusy('others');
    try {
      const { revoked } = await accountsApi.revokeOtherSessions();
      toast.success(revoked === 1 ? 'Signed out 1 other device' : `Signed out ${revoked} other devices`);
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      toast.error('Could not sign out the other devices', { description: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  async function revoke(id: string) {
    setBusy(id);
    try {
      await accountsApi.revokeSession(id);
      toast.success('Device signed out');
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    } catch (error) {
      toast.error('Could not sign out that device', { description: errorText(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsCard
      id="sessions-title"
      title="Where you are signed in"
      description="Sign out any device you do not recognise, then change your password."
      action={
        <button type="button" className="btn btn--secondary" onClick={revokeOthers} disabled={busy !== null || others === 0}>
          <LogOut aria-hidden="true" /> Sign out other devices
        </button>
      }
      testId="sessions-card"
    >
      {sessions.isPending ? (
        <ul className="session-list" aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <li key={i} className="session">
              <Skeleton width={40} height={40} />
              <div style={{ flex: 1 }}>
                <Skeleton className="skeleton--text" width="40%" />
                <Skeleton className="skeleton--text" width="60%" />
              </div>
            </li>
          ))}
        </ul>
      ) : sessions.isError ? (
        <ErrorPanel title="Failed to load your devices" onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="session-list">
          {items.map((s) => (
            <li key={s.id} className={`session${s.current ? ' is-current' : ''}`} data-testid={s.current ? 'session-current' : 'session'}>
              <span className="session__icon">
                <DeviceIcon session={s} />
              </span>
              <div className="session__text">
                <p className="session__name">
                  {s.kind === 'bearer' ? `API token${s.name ? `: ${s.name}` : ''}` : describeDevice(s.userAgent)}
                  {s.current && <span className="badge badge--success">This device</span>}
                </p>
                <p className="session__meta">
                  {[s.ip, s.current ? 'Active now' : `Last active ${relativeTime(s.lastUsedAt)}`, `Signed in ${formatDate(s.createdAt)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  onClick={() => revoke(s.id)}
                  disabled={busy !== null}
                  aria-label={`Sign out ${describeDevice(s.userAgent)}`}
                >
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

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
