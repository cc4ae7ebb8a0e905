// /register (spec 000 §5, §8): full name, email, password and confirmation ('Passwords do not match'
// inline), 'Registration Failed', and the success state 'Please check your email for the confirmation link.'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, RotateCw } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PASSWORD_MIN, registerBody } from '../../../modules/accounts/contract.ts';
import { checkForm } from '../lib/validation-messages.ts';
import { accountsApi } from '../api/accounts.ts';
import { ApiError, apiFieldErrors } from '../api/client.ts';
import { AuthHeader, AuthIcon, AuthLayout } from '../components/auth/AuthLayout.tsx';
import { GoogleSignIn } from '../components/auth/GoogleButton.tsx';
import { useResendVerification } from '../components/auth/useResendVerification.ts';
import { toast } from '../components/toast.ts';
import { EmailField, InputField, PasswordField, SubmitButton } from '../components/ui/Form.tsx';
import { firstIssues, useFields } from '../components/ui/useFields.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { returnTarget } from '../lib/auth-routes.ts';
import { authHref } from '../lib/paths.ts';
import { rememberSignup } from '../lib/pending-signup.ts';

type FieldName = 'fullName' | 'email' | 'password' | 'confirmPassword';
type Errors = Partial<Record<FieldName, string>>;

function CheckInbox({ email, loginHref }: { email: string; loginHref: string }) {
  const { t } = useLingui();
  const resend = useResendVerification();
  const busy = resend.isPending;
  return (
    <div className="auth-step auth-step--center" data-testid="register-success">
      <AuthHeader
        icon={<AuthIcon tone="success"><MailCheck aria-hidden="true" /></AuthIcon>}
        title={t`Check your inbox`}
        text={t`Please check your email for the confirmation link.`}
      />
      <p className="auth-email-pill">{email}</p>
      <p className="auth-form__muted">
        <Trans>The link is valid for 24 hours. Open it to confirm your address, then log in.</Trans>
      </p>
      <div className="auth-fields">
        <Link href={loginHref} className="btn btn--primary btn--lg btn--block">
          <Trans>Go to log in</Trans>
        </Link>
        <button type="button" className="btn btn--secondary btn--lg btn--block" onClick={() => resend.mutate(email)} disabled={busy}>
          <RotateCw aria-hidden="true" className={busy ? 'spin' : undefined} /> <Trans>Resend the email</Trans>
        </button>
      </div>
      <p className="auth-form__switch">
        <Trans>Nothing there? Check your spam folder, or resend it.</Trans>
      </p>
    </div>
  );
}

export default function RegisterPage() {
  const { t, i18n } = useLingui();
  const passwordsDoNotMatch = t`Passwords do not match`;
  usePageMeta({
    title: t`Create your account`,
    description: t`Create a free Studyhall account: save documents, buy with points, sell your notes and use every AI study tool.`,
    noIndex: true,
  });
  const search = useSearch();
  const [location] = useLocation();
  const { values, setErrors, field } = useFields<Record<FieldName, string>>({ fullName: '', email: '', password: '', confirmPassword: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const target = returnTarget(search);
  const register = useMutation({
    mutationFn: (body: Parameters<typeof accountsApi.register>[0]) => accountsApi.register(body),
    onSuccess: (_, body) => {
      rememberSignup(globalThis.localStorage, { email: body.email, returnUrl: target });
      setSentTo(body.email);
    },
    onError: (error) => {
      const fields = apiFieldErrors(error) as Errors;
      if (error instanceof ApiError && error.status === 409) fields.email = error.message;
      setErrors(fields);
      toast.error(t`Registration Failed`, {
        description: error instanceof ApiError ? error.message : t`Something went wrong. Please try again.`,
      });
    },
  });

  function checkConfirm() {
    if (values.confirmPassword && values.password !== values.confirmPassword) {
      setErrors((prev) => ({ ...prev, confirmPassword: passwordsDoNotMatch }));
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(registerBody, values, i18n);
    if (!parsed.success) {
      const next = firstIssues<Errors>(parsed.error);
      if (!values.confirmPassword) next.confirmPassword = t`Confirm your password`;
      else if (values.password !== values.confirmPassword) next.confirmPassword = passwordsDoNotMatch;
      setErrors(next);
      return;
    }
    setErrors({});
    register.mutate(parsed.data);
  }

  const loginHref = authHref('/login', location, search);

  return (
    <AuthLayout>
      {sentTo ? (
        <CheckInbox email={sentTo} loginHref={`/login?email=${encodeURIComponent(sentTo)}${target ? `&returnUrl=${encodeURIComponent(target)}` : ''}`} />
      ) : (
        <>
          <AuthHeader title={t`Create your free account`} text={t`Save documents, sell your notes and use every AI study tool.`} />
          <GoogleSignIn returnUrl={target ?? '/dashboard'} />
          <form className="auth-fields" onSubmit={onSubmit} noValidate aria-label={t`Create your account`}>
            <InputField
              label={t`Full name`}
              autoComplete="name"
              placeholder={t`Ada Lovelace`}
              {...field('fullName')}
              autoFocus
            />
            <EmailField {...field('email')} />
            <PasswordField
              label={t`Password`}
              autoComplete="new-password"
              placeholder={t`At least ${PASSWORD_MIN} characters`}
              {...field('password')}
              hint={t`Use ${PASSWORD_MIN} or more characters. A short sentence is easy to remember and hard to guess.`}
            />
            <PasswordField
              label={t`Confirm password`}
              autoComplete="new-password"
              placeholder={t`Type it again`}
              {...field('confirmPassword')}
              onBlur={checkConfirm}
            />
            <SubmitButton busy={register.isPending} busyLabel={t`Creating your account…`}>
              <Trans>Create account</Trans>
            </SubmitButton>
            <p className="auth-form__legal">
              <Trans>
                By creating an account you agree to the <Link href="/legal/terms">Terms</Link> and the{' '}
                <Link href="/legal/privacy">Privacy Policy</Link>.
              </Trans>
            </p>
          </form>
          <p className="auth-form__switch">
            <Trans>
              Already have an account? <Link href={loginHref}>Log in</Link>
            </Trans>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
