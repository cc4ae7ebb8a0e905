// The second step of a two-factor sign-in: a 6-digit authenticator code, or a recovery code. Used after
// a password login that answers twoFactorRequired, and by /login?twoFactor=<token> after Google.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeft, KeyRound, ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { accountsApi, type Profile } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { InputField, SubmitButton } from '../ui/Form.tsx';
import { AuthHeader, AuthIcon } from './AuthLayout.tsx';

type Props = {
  challengeToken: string;
  onSignedIn: (user: Profile) => void;
  /** The challenge expired or was refused: back to the password step. */
  onRestart: (error: ApiError | null) => void;
};

export function TwoFactorStep({ challengeToken, onSignedIn, onRestart }: Props) {
  const { t } = useLingui();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const verify = useMutation({
    mutationFn: async (trimmed: string) => {
      const result = await accountsApi.loginTotp({ challengeToken, code: trimmed });
      if (result.twoFactorRequired) throw new ApiError(500, 'unexpected', 'Unexpected answer');
      return result.user;
    },
    onSuccess: (user) => onSignedIn(user),
    onError: (e) => {
      if (e instanceof ApiError && (e.code === 'challenge_invalid' || e.status === 403)) {
        onRestart(e);
        return;
      }
      setError(e instanceof ApiError ? e.message : t`Something went wrong. Please try again.`);
      setCode('');
      inputRef.current?.focus();
    },
  });
  // Signed in: the form stays busy while the page moves on.
  const busy = verify.isPending || verify.isSuccess;

  function submit(value: string) {
    if (busy) return;
    const trimmed = value.trim();
    if (recovery ? trimmed.length < 6 : !/^\d{6}$/.test(trimmed)) {
      setError(recovery ? t`Enter one of your recovery codes` : t`Enter the 6-digit code`);
      return;
    }
    setError(null);
    verify.mutate(trimmed);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit(code);
  }

  return (
    <div className="auth-step" data-testid="two-factor-step">
      <AuthHeader
        icon={<AuthIcon tone="brand">{recovery ? <KeyRound aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}</AuthIcon>}
        title={t`Two-factor authentication`}
        text={
          recovery
            ? t`Enter one of the recovery codes you saved when you turned on two-factor authentication. Each works once.`
            : t`Open your authenticator app and enter the 6-digit code for Studyhall.`
        }
      />
      <form className="auth-fields" onSubmit={onSubmit} noValidate>
        {recovery ? (
          <InputField
            key="recovery"
            ref={inputRef}
            label={t`Recovery code`}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="xxxxx-xxxxx"
            className="input--code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
            autoFocus
          />
        ) : (
          <InputField
            key="totp"
            ref={inputRef}
            label={t`Authentication code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            className="input--code input--otp"
            value={code}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').slice(0, 6);
              setCode(digits);
              if (digits.length === 6) void submit(digits);
            }}
            error={error}
            autoFocus
          />
        )}
        <SubmitButton busy={busy} busyLabel={t`Verifying…`}>
          <Trans>Verify and log in</Trans>
        </SubmitButton>
      </form>
      <div className="auth-step__links">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? t`Use your authenticator app instead` : t`Use a recovery code instead`}
        </button>
        <button type="button" className="link-button link-button--muted" onClick={() => onRestart(null)}>
          <ArrowLeft aria-hidden="true" /> <Trans>Back to log in</Trans>
        </button>
      </div>
    </div>
  );
}
