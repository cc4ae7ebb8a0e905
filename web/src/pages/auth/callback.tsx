// /auth/callback (spec 000 §2): where the mailed confirmation link lands (?token=…&type=signup: the email
// is confirmed through the API, then the login), where Google sign-in comes back (?returnUrl=…: the
// session is already set; 'Successfully signed in!' and on to the return address), and the
// password-recovery warning (?type=recovery).
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, KeyRound, Loader2, LinkIcon, MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { safeReturnUrl } from '../../../../modules/accounts/contract.ts';
import { accountsApi, useAuth, useAuthCache } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { AuthHeader, AuthIcon, AuthLayout } from '../../components/auth/AuthLayout.tsx';
import { EmailForm } from '../../components/auth/EmailForm.tsx';
import { RecoveryNotice } from '../../components/auth/RecoveryNotice.tsx';
import { useResendVerification } from '../../components/auth/useResendVerification.ts';
import { toast } from '../../components/toast.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { type PendingSignup, takeSignup } from '../../lib/pending-signup.ts';

/** One verification per token, even if React mounts the page twice. */
const verifications = new Map<string, Promise<void>>();

function verifyOnce(token: string): Promise<void> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = accountsApi.verifyEmail(token).then(() => undefined);
    verifications.set(token, pending);
  }
  return pending;
}

function Working({ title }: { title: string }) {
  const { t } = useLingui();
  return (
    <div className="auth-step auth-step--center" role="status" aria-live="polite">
      <AuthHeader
        icon={<AuthIcon tone="brand"><Loader2 className="spin" aria-hidden="true" /></AuthIcon>}
        title={title}
        text={t`This takes a moment.`}
      />
    </div>
  );
}

function ResendForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useLingui();
  const [email, setEmail] = useState(initialEmail);
  const resend = useResendVerification();
  return (
    <EmailForm label={t`Send a new confirmation link`} email={email} onEmailChange={setEmail} onSend={(address) => resend.mutate(address)} busy={resend.isPending}>
      <Trans>Send a new link</Trans>
    </EmailForm>
  );
}

function loginLink(signup: PendingSignup | null): string {
  const params = new URLSearchParams();
  if (signup?.email) params.set('email', signup.email);
  if (signup?.returnUrl) params.set('returnUrl', signup.returnUrl);
  const qs = params.toString();
  return qs ? `/login?${qs}` : '/login';
}

function ConfirmEmail({ token }: { token: string }) {
  const { t } = useLingui();
  const auth = useAuth();
  const [state, setState] = useState<{ kind: 'working' } | { kind: 'done'; signup: PendingSignup | null } | { kind: 'failed'; message: string }>({
    kind: 'working',
  });

  useEffect(() => {
    let live = true;
    verifyOnce(token).then(
      () => {
        if (!live) return;
        setState({ kind: 'done', signup: takeSignup(globalThis.localStorage) });
        toast.success(t`Email confirmed`, { id: 'email-confirmed', description: t`You can log in now.` });
      },
      (error: unknown) => {
        if (!live) return;
        setState({
          kind: 'failed',
          message: error instanceof ApiError ? error.message : t`Something went wrong. Please try again in a moment.`,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  if (state.kind === 'working') return <Working title={t`Confirming your email`} />;
  if (state.kind === 'failed') {
    return (
      <div className="auth-step auth-step--center" data-testid="verify-failed">
        <AuthHeader
          icon={<AuthIcon tone="warning"><LinkIcon aria-hidden="true" /></AuthIcon>}
          title={t`We could not confirm your email`}
          text={t`${state.message} Enter your email and we will send a new confirmation link.`}
        />
        <ResendForm initialEmail="" />
        <p className="auth-form__switch">
          <Trans>
            Already confirmed? <Link href="/login">Log in</Link>
          </Trans>
        </p>
      </div>
    );
  }
  const signedIn = auth.status === 'signed-in';
  return (
    <div className="auth-step auth-step--center" data-testid="verify-done">
      <AuthHeader
        icon={<AuthIcon tone="success"><MailCheck aria-hidden="true" /></AuthIcon>}
        title={t`Your email is confirmed`}
        text={signedIn ? t`Everything is set. Your dashboard is waiting.` : t`Welcome to Studyhall. Log in to get started.`}
      />
      {state.signup?.email && !signedIn && <p className="auth-email-pill">{state.signup.email}</p>}
      <div className="auth-fields">
        <Link href={signedIn ? '/dashboard' : loginLink(state.signup)} className="btn btn--primary btn--lg btn--block">
          {signedIn ? t`Go to your dashboard` : t`Log in`} <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

/** Google sign-in came back with a session: check it, welcome, and go on. */
function FinishSocialSignIn({ returnUrl }: { returnUrl: string }) {
  const { t } = useLingui();
  const cache = useAuthCache();
  const [, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on arrival
  useEffect(() => {
    let live = true;
    cache.refresh().then(
      (user) => {
        if (!live) return;
        if (user) {
          toast.success(t`Successfully signed in!`, { id: 'social-signed-in' });
          navigate(safeReturnUrl(returnUrl), { replace: true });
        } else {
          toast.error(t`Failed to sign in with Google`, { id: 'google-failed' });
          navigate('/login', { replace: true });
        }
      },
      () => {
        if (!live) return;
        toast.error(t`Failed to sign in with Google`, { id: 'google-failed' });
        navigate('/login', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return <Working title={t`Signing you in`} />;
}

function Recovery() {
  const { t } = useLingui();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const settings = '/dashboard/settings?tab=security';
  return (
    <div className="auth-step auth-step--center" data-testid="recovery">
      <AuthHeader
        icon={<AuthIcon tone="warning"><KeyRound aria-hidden="true" /></AuthIcon>}
        title={t`Secure your account`}
      />
      <RecoveryNotice signedIn={signedIn} />
      <div className="auth-fields">
        <Link
          href={signedIn ? settings : `/login?returnUrl=${encodeURIComponent(settings)}`}
          className="btn btn--primary btn--lg btn--block"
        >
          {signedIn ? t`Change my password` : t`Log in to change it`}
        </Link>
      </div>
    </div>
  );
}

export default function AuthCallbackPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Signing you in`, noIndex: true });
  const search = useSearch();
  const auth = useAuth();
  const params = new URLSearchParams(search);
  const token = params.get('token');
  const type = params.get('type');
  const returnUrl = params.get('returnUrl');

  let body: ReactNode;
  if (token && (type === 'signup' || type === 'email' || !type)) body = <ConfirmEmail token={token} />;
  else if (type === 'recovery') body = <Recovery />;
  else if (returnUrl !== null) body = <FinishSocialSignIn returnUrl={returnUrl} />;
  else if (auth.status === 'loading') body = <Working title={t`Signing you in`} />;
  else return <Redirect to={auth.status === 'signed-in' ? '/dashboard' : '/login'} replace />;

  return <AuthLayout>{body}</AuthLayout>;
}
