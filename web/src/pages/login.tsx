// /login (spec 000 §2 Auth routes, §4, §8): email and password, then the two-factor step when asked
// (also reached by /login?twoFactor=<token> after Google); 'Login failed', 'Please verify your email'
// with a resend button, the welcome toast, and /login?error=google.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { loginBody } from '../../../modules/accounts/contract.ts';
import { accountsApi } from '../api/accounts.ts';
import { ApiError } from '../api/client.ts';
import { AuthHeader, AuthLayout } from '../components/auth/AuthLayout.tsx';
import { GoogleSignIn } from '../components/auth/GoogleButton.tsx';
import { RecoveryNotice } from '../components/auth/RecoveryNotice.tsx';
import { TwoFactorStep } from '../components/auth/TwoFactorStep.tsx';
import { showLoginFailed, showVerifyEmailToast, useCompleteSignIn } from '../components/auth/useSignIn.ts';
import { toast } from '../components/toast.ts';
import { EmailField, PasswordField, SubmitButton } from '../components/ui/Form.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { afterLogin, returnTarget } from '../lib/auth-routes.ts';
import { authHref } from '../lib/paths.ts';
import { checkForm } from '../lib/validation-messages.ts';

type Errors = { email?: string; password?: string };

export default function LoginPage() {
  const { t, i18n } = useLingui();
  usePageMeta({
    title: t`Log in`,
    description: t`Log in to Studyhall: your documents, points wallet, flashcards and study plans.`,
    noIndex: true,
  });
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const [challenge, setChallenge] = useState<string | null>(params.get('twoFactor'));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const complete = useCompleteSignIn((user, s) => afterLogin(s, user.role));
  const signIn = useMutation({
    mutationFn: (body: Parameters<typeof accountsApi.login>[0]) => accountsApi.login(body),
    onSuccess: (result) => {
      if (result.twoFactorRequired) setChallenge(result.challengeToken);
      else complete(result.user);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && error.code === 'email_not_verified') {
        showVerifyEmailToast(body.email);
        return;
      }
      showLoginFailed(error);
      if (error instanceof ApiError && error.code === 'invalid_credentials') setPassword('');
    },
  });
  // Signed in: the form stays busy while the page moves on.
  const busy = signIn.isPending || (signIn.isSuccess && !signIn.data.twoFactorRequired);
  const googleFailed = params.get('error') === 'google';
  const recovery = params.get('type') === 'recovery';

  // Google sign-in came back with an error, or with a two-factor challenge: say so once, then tidy the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival
  useEffect(() => {
    if (!googleFailed && !params.has('twoFactor')) return;
    if (googleFailed) {
      toast.error(t`Failed to sign in with Google`, {
        id: 'google-failed',
        description: t`Please try again, or log in with your email and password.`,
      });
    }
    const next = new URLSearchParams(search);
    next.delete('error');
    next.delete('twoFactor');
    const qs = next.toString();
    navigate(qs ? `${location}?${qs}` : location, { replace: true });
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(loginBody, { email, password }, i18n);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    signIn.mutate(parsed.data);
  }

  const target = returnTarget(search) ?? '/dashboard';

  return (
    <AuthLayout>
      {recovery && <RecoveryNotice />}
      {challenge ? (
        <TwoFactorStep
          challengeToken={challenge}
          onSignedIn={complete}
          onRestart={(error) => {
            if (error) showLoginFailed(error);
            setChallenge(null);
            setPassword('');
          }}
        />
      ) : (
        <>
          <AuthHeader title={t`Welcome back`} text={t`Log in to pick up where you left off.`} />
          <GoogleSignIn returnUrl={target} onTwoFactor={setChallenge} />
          <form className="auth-fields" onSubmit={onSubmit} noValidate aria-label={t`Log in`}>
            <EmailField
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
              autoFocus={!email}
            />
            <PasswordField
              label={t`Password`}
              name="password"
              autoComplete="current-password"
              placeholder={t`Your password`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              autoFocus={Boolean(email)}
              aside={
                <Link href="/forgot-password" className="field__aside-link">
                  <Trans>Forgot password?</Trans>
                </Link>
              }
            />
            <SubmitButton busy={busy} busyLabel={t`Logging in…`}>
              <Trans>Log in</Trans>
            </SubmitButton>
          </form>
          <p className="auth-form__switch">
            <Trans>
              New to Studyhall? <Link href={authHref('/register', location, search)}>Create a free account</Link>
            </Trans>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
