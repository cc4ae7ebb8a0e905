// /admin/login (spec 000 §5, §6): only active admins get in. Anyone else is refused with 'Unauthorized:
// Admin access required' and signed out. Admins land on /admin/dashboard (or the admin page they
// were sent here from); a signed-in admin arriving here goes straight on.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { loginBody } from '../../../../modules/accounts/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { accountsApi, type Profile, useAuth, useAuthCache } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { AuthHeader, AuthIcon, AuthLayout } from '../../components/auth/AuthLayout.tsx';
import { AdminRefused } from '../../components/auth/Guards.tsx';
import { TwoFactorStep } from '../../components/auth/TwoFactorStep.tsx';
import { showLoginFailed, useCompleteSignIn } from '../../components/auth/useSignIn.ts';
import { toast } from '../../components/toast.ts';
import { EmailField, PasswordField, SubmitButton } from '../../components/ui/Form.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { ADMIN_HOME, ADMIN_REFUSED_PARAM, isAdminPath, returnTarget } from '../../lib/auth-routes.ts';

type Errors = { email?: string; password?: string };

/** Admins go back to the admin page they came from, else to the admin dashboard. */
function adminTarget(search: string): string {
  const target = returnTarget(search);
  return target && isAdminPath(target.split(/[?#]/)[0]!) ? target : ADMIN_HOME;
}

export default function AdminLoginPage() {
  const { t, i18n } = useLingui();
  usePageMeta({ title: t`Admin sign-in`, description: t`Sign in to the Studyhall back office.`, noIndex: true });
  const search = useSearch();
  const auth = useAuth();
  const cache = useAuthCache();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [challenge, setChallenge] = useState<string | null>(null);
  const [refused, setRefused] = useState(new URLSearchParams(search).get('error') === ADMIN_REFUSED_PARAM);
  const complete = useCompleteSignIn((_user, s) => adminTarget(s));

  /** 'Unauthorized: Admin access required', and whoever was signed in here is signed out. */
  async function refuse() {
    setRefused(true);
    setPassword('');
    setChallenge(null);
    toast.error(t`Unauthorized: Admin access required`);
    if (auth.status === 'signed-in') {
      await accountsApi.logout().catch(() => undefined);
    }
    cache.signedOut();
  }

  function onSignedIn(user: Profile) {
    if (user.role !== 'admin' || user.status !== 'active') {
      void refuse();
      return;
    }
    complete(user);
  }

  const signIn = useMutation({
    mutationFn: (body: Parameters<typeof accountsApi.adminLogin>[0]) => accountsApi.adminLogin(body),
    onSuccess: (result) => {
      if (result.twoFactorRequired) setChallenge(result.challengeToken);
      else onSignedIn(result.user);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403 && error.code === 'forbidden') {
        void refuse();
        return;
      }
      showLoginFailed(error);
    },
  });
  const busy = signIn.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(loginBody, { email, password }, i18n);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data);
  }

  // A signed-in admin has nothing to do here (unless they just came back from a refusal).
  if (auth.status === 'signed-in' && auth.isAdmin && !busy && !challenge) return <Redirect to={adminTarget(search)} replace />;
  const otherUser = auth.status === 'signed-in' && auth.user && !auth.isAdmin ? auth.user : null;

  return (
    <AuthLayout variant="admin">
      {challenge ? (
        <TwoFactorStep
          challengeToken={challenge}
          onSignedIn={onSignedIn}
          onRestart={(error) => {
            setChallenge(null);
            setPassword('');
            if (error instanceof ApiError && error.status === 403) void refuse();
            else if (error) showLoginFailed(error);
          }}
        />
      ) : (
        <>
          <AuthHeader
            icon={<AuthIcon tone="dark"><ShieldCheck aria-hidden="true" /></AuthIcon>}
            title={t`Admin sign-in`}
            text={t`For Studyhall administrators only.`}
          />
          {refused && <AdminRefused />}
          {otherUser && (
            <p className="auth-form__muted">
              <Trans>
                You are signed in as <strong>{otherUser.email}</strong>, which is not an admin account.{' '}
                <Link href="/dashboard">Go to your dashboard</Link>
              </Trans>
            </p>
          )}
          <form className="auth-fields" onSubmit={onSubmit} noValidate aria-label={t`Admin sign-in`}>
            <EmailField
              label={t`Admin email`}
              autoComplete="username"
              placeholder="admin@studyhall.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
              autoFocus
            />
            <PasswordField
              label={t`Password`}
              name="password"
              autoComplete="current-password"
              placeholder={t`Your password`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
            />
            <SubmitButton busy={busy} busyLabel={t`Signing in…`} className="btn btn--dark btn--lg btn--block">
              <Trans>Sign in to admin</Trans>
            </SubmitButton>
          </form>
          <p className="auth-form__switch">
            <Trans>
              Not an admin? <Link href="/login">Log in to Studyhall</Link>
            </Trans>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
