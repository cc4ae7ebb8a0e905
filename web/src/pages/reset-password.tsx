// /reset-password and /auth/reset-password (spec 000 §2 gives both): the token comes from the mailed
// link's query. Both fields must match ('Passwords do not match') and be 6 or more characters ('Password
// too short'); 'Password updated!' then the login page after 2 s; 'Reset Failed' otherwise.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, LinkIcon, LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../../modules/accounts/contract.ts';
import { accountsApi } from '../api/accounts.ts';
import { ApiError } from '../api/client.ts';
import { AuthHeader, AuthIcon, AuthLayout } from '../components/auth/AuthLayout.tsx';
import { RecoveryNotice } from '../components/auth/RecoveryNotice.tsx';
import { toast } from '../components/toast.ts';
import { PasswordField, SubmitButton } from '../components/ui/Form.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export const REDIRECT_AFTER_RESET_MS = 2000;

type Errors = { password?: string; confirmPassword?: string };

function InvalidLink({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <div className="auth-step auth-step--center" data-testid="reset-invalid">
      <AuthHeader
        icon={<AuthIcon tone="warning"><LinkIcon aria-hidden="true" /></AuthIcon>}
        title={t`This link does not work`}
        text={message}
      />
      <div className="auth-fields">
        <Link href="/forgot-password" className="btn btn--primary btn--lg btn--block">
          <Trans>Request a new link</Trans>
        </Link>
        <Link href="/login" className="btn btn--ghost btn--lg btn--block">
          <Trans>Back to log in</Trans>
        </Link>
      </div>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useLingui();
  const passwordUpdated = t`Password updated!`;
  const passwordsDoNotMatch = t`Passwords do not match`;
  const passwordTooShort = t`Password must be at least ${PASSWORD_MIN} characters long.`;
  usePageMeta({ title: t`Choose a new password`, description: t`Set a new password for your Studyhall account.`, noIndex: true });
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const token = params.get('token') ?? '';
  const recovery = params.get('type') === 'recovery';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [linkError, setLinkError] = useState<string | null>(token.length >= 20 ? null : t`This link is invalid or has already been used.`);
  const reset = useMutation({
    mutationFn: () => accountsApi.resetPassword({ token, password, confirmPassword }),
    onSuccess: () => toast.success(passwordUpdated, { description: t`Log in with your new password.` }),
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : t`Please try again in a moment.`;
      toast.error(t`Reset Failed`, { description: message });
      if (error instanceof ApiError && (error.code === 'token_invalid' || error.code === 'token_expired')) setLinkError(message);
    },
  });
  const done = reset.isSuccess;
  // Done: the form stays busy until the page moves on to the login.
  const busy = reset.isPending || done;

  useEffect(() => {
    if (!done) return;
    const id = window.setTimeout(() => navigate('/login', { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => window.clearTimeout(id);
  }, [done, navigate]);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (password.length < PASSWORD_MIN) {
      setErrors({ password: passwordTooShort });
      toast.error(t`Password too short`, { description: passwordTooShort });
      return;
    }
    if (password.length > PASSWORD_MAX) {
      setErrors({ password: t`Password must be at most ${PASSWORD_MAX} characters long.` });
      return;
    }
    if (password !== confirmPassword) {
      setErrors({ confirmPassword: passwordsDoNotMatch });
      toast.error(passwordsDoNotMatch, { description: t`Please make sure both passwords are identical.` });
      return;
    }
    setErrors({});
    reset.mutate();
  }

  return (
    <AuthLayout>
      {recovery && <RecoveryNotice />}
      {done ? (
        <div className="auth-step auth-step--center" data-testid="reset-done">
          <AuthHeader
            icon={<AuthIcon tone="success"><CheckCircle2 aria-hidden="true" /></AuthIcon>}
            title={passwordUpdated}
            text={t`Your password is changed and you were signed out everywhere. Taking you to the login page…`}
          />
          <div className="auth-fields">
            <Link href="/login" className="btn btn--primary btn--lg btn--block">
              <Trans>Log in now</Trans>
            </Link>
          </div>
        </div>
      ) : linkError ? (
        <InvalidLink message={linkError} />
      ) : (
        <>
          <AuthHeader
            icon={<AuthIcon tone="brand"><LockKeyhole aria-hidden="true" /></AuthIcon>}
            title={t`Choose a new password`}
            text={t`Use ${PASSWORD_MIN} or more characters. You will log in with it next.`}
          />
          <form className="auth-fields" onSubmit={onSubmit} noValidate aria-label={t`Choose a new password`}>
            <PasswordField
              label={t`New password`}
              name="password"
              autoComplete="new-password"
              placeholder={t`At least ${PASSWORD_MIN} characters`}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={errors.password}
              autoFocus
            />
            <PasswordField
              label={t`Confirm new password`}
              name="confirmPassword"
              autoComplete="new-password"
              placeholder={t`Type it again`}
              value={confirmPassword}
              onChange={(e) => setConfirmPassword(e.target.value)}
              error={errors.confirmPassword}
            />
            <SubmitButton busy={busy} busyLabel={t`Saving…`}>
              <Trans>Update password</Trans>
            </SubmitButton>
          </form>
          <p className="auth-form__switch">
            <Trans>
              Changed your mind? <Link href="/login">Back to log in</Link>
            </Trans>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
