// /forgot-password: mails a reset link ('Reset Link Sent'; the answer never says whether the address
// has an account), or 'Reset Failed'.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { accountsApi } from '../api/accounts.ts';
import { ApiError } from '../api/client.ts';
import { AuthHeader, AuthIcon, AuthLayout } from '../components/auth/AuthLayout.tsx';
import { EmailForm } from '../components/auth/EmailForm.tsx';
import { toast } from '../components/toast.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Forgot password`,
    description: t`Enter your email and we will send you a link to choose a new password.`,
    noIndex: true,
  });
  const search = useSearch();
  const [email, setEmail] = useState(new URLSearchParams(search).get('email') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => accountsApi.forgotPassword(address),
    onSuccess: (_, address) => {
      toast.success(t`Reset Link Sent`, { description: t`If an account exists for ${address}, a link is on its way.` });
      setSentTo(address);
    },
    onError: (err) => toast.error(t`Reset Failed`, { description: err instanceof ApiError ? err.message : t`Please try again in a moment.` }),
  });

  return (
    <AuthLayout>
      {sentTo ? (
        <div className="auth-step auth-step--center" data-testid="reset-link-sent">
          <AuthHeader
            icon={<AuthIcon tone="success"><MailCheck aria-hidden="true" /></AuthIcon>}
            title={t`Check your email`}
            text={t`If an account exists for this address, we have sent it a link to choose a new password.`}
          />
          <p className="auth-email-pill">{sentTo}</p>
          <p className="auth-form__muted">
            <Trans>The link works once and expires after an hour.</Trans>
          </p>
          <div className="auth-fields">
            <Link href="/login" className="btn btn--primary btn--lg btn--block">
              <Trans>Back to log in</Trans>
            </Link>
            <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={() => setSentTo(null)}>
              <Trans>Use a different email</Trans>
            </button>
          </div>
        </div>
      ) : (
        <>
          <AuthHeader
            icon={<AuthIcon tone="brand"><KeyRound aria-hidden="true" /></AuthIcon>}
            title={t`Forgot your password?`}
            text={t`Enter the email you signed up with and we will send you a link to choose a new one.`}
          />
          <EmailForm label={t`Reset your password`} email={email} onEmailChange={setEmail} onSend={(address) => send.mutate(address)} busy={send.isPending} autoFocus>
            <Trans>Send reset link</Trans>
          </EmailForm>
          <p className="auth-form__switch">
            <Trans>
              Remembered it? <Link href="/login">Back to log in</Link>
            </Trans>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
