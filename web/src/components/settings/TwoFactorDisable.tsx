// Turning two-factor sign-in off, confirmed with the password or a current code.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountsApi } from '../../api/accounts.ts';
import { Alert, InputField, PasswordField, SubmitButton } from '../ui/Form.tsx';
import { errorText } from './SettingsCard.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';

export function Disable({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const disable = useMutation({
    mutationFn: () => {
      const proof = method === 'password' ? { password: value } : { code: value.trim() };
      return accountsApi.disableTotp({ ...proof, signOutOtherSessions: signOutOthers });
    },
    onSuccess: () => onDone(),
    onError: (err) => setError(errorText(err)),
  });
  const busy = disable.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!value.trim()) {
      setError(method === 'password' ? t`Enter your password` : t`Enter a code from your app or a recovery code`);
      return;
    }
    setError(null);
    disable.mutate();
  }

  return (
    <form className="settings-form disable-2fa" onSubmit={onSubmit} noValidate aria-label={t`Turn off two-factor authentication`}>
      <Alert tone="warning" title={t`Turning this off makes your account easier to break into`}>
        <Trans>Confirm it is you with your password or a current code.</Trans>
      </Alert>
      <fieldset className="segmented" aria-label={t`Confirm with`}>
        <button type="button" aria-pressed={method === 'password'} onClick={() => { setMethod('password'); setValue(''); setError(null); }}>
          <Trans>Password</Trans>
        </button>
        <button type="button" aria-pressed={method === 'code'} onClick={() => { setMethod('code'); setValue(''); setError(null); }}>
          <Trans>Authentication code</Trans>
        </button>
      </fieldset>
      <div className="form-grid">
        {method === 'password' ? (
          <PasswordField
            key="password"
            fieldClassName="form-grid__half"
            label={t`Password`}
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
            label={t`Code from your app, or a recovery code`}
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
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={busy} busyLabel={t`Turning off…`} className="btn btn--danger">
          <Trans>Turn off two-factor</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
