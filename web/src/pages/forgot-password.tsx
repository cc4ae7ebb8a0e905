// /forgot-password: mails a reset link ('Reset Link Sent'; the answer never says whether the address
// has an account), or 'Reset Failed'.
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
  usePageMeta({
    title: 'Forgot password',
    description: 'Enter your email and we will send you a link to choose a new password.',
    noIndex: true,
  });
  const search = useSearch();
  const [email, setEmail] = useState(new URLSearchParams(search).get('email') ?? '');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => accountsApi.forgotPassword(address),
    onSuccess: (_, address) => {
      toast.success('Reset Link Sent', { description: `If an account exists for ${address}, a link is on its way.` });
      setSentTo(address);
    },
    onError: (err) => toast.error('Reset Failed', { description: err instanceof ApiError ? err.message : 'Please try again in a moment.' }),
  });

  return (
    <AuthLayout>
      {sentTo ? (
        <div className="auth-step auth-step--center" data-testid="reset-link-sent">
          <AuthHeader
            icon={<AuthIcon tone="success"><MailCheck aria-hidden="true" /></AuthIcon>}
            title="Check your email"
            text="If an account exists for this address, we have sent it a link to choose a new password."
          />
          <p className="auth-email-pill">{sentTo}</p>
          <p className="auth-form__muted">The link works once and expires after an hour.</p>
          <div className="auth-fields">
            <Link href="/login" className="btn btn--primary btn--lg btn--block">
              Back to log in
            </Link>
            <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={() => setSentTo(null)}>
              Use a different email
            </button>
          </div>
        </div>
      ) : (
        <>
          <AuthHeader
            icon={<AuthIcon tone="brand"><KeyRound aria-hidden="true" /></AuthIcon>}
            title="Forgot your password?"
            text="Enter the email you signed up with and we will send you a link to choose a new one."
          />
          <EmailForm label="Reset your password" email={email} onEmailChange={setEmail} onSend={(address) => send.mutate(address)} busy={send.isPending} autoFocus>
            Send reset link
          </EmailForm>
          <p className="auth-form__switch">
            Remembered it? <Link href="/login">Back to log in</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
