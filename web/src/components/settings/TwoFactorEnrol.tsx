// Turning two-factor sign-in on: scan the QR code (or type the key), then confirm with a code from the app.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { accountsApi, type Enrolment } from '../../api/accounts.ts';
import { InputField, SubmitButton } from '../ui/Form.tsx';
import { copyText } from './RecoveryCodes.tsx';
import { errorText } from './SettingsCard.tsx';
import { SignOutOthers } from './SignOutOthers.tsx';

function groupSecret(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export function Enrol({ enrolment, onCancel, onDone }: { enrolment: Enrolment; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signOutOthers, setSignOutOthers] = useState(true);
  const verify = useMutation({
    mutationFn: () => accountsApi.verifyTotp(code, signOutOthers),
    onSuccess: ({ recoveryCodes }) => onDone(recoveryCodes),
    onError: (err) => {
      setError(errorText(err));
      setCode('');
    },
  });
  const busy = verify.isPending;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(t`Enter the 6-digit code from your app`);
      return;
    }
    setError(null);
    verify.mutate();
  }

  return (
    <div className="enrol" data-testid="totp-enrol">
      <ol className="enrol__steps">
        <li>
          <span className="enrol__num" aria-hidden="true">
            1
          </span>
          <div className="enrol__step">
            <h3>
              <Trans>Scan the QR code</Trans>
            </h3>
            <p>
              <Trans>Open an authenticator app (Google Authenticator, 1Password, Authy…) and scan this code.</Trans>
            </p>
            <div className="enrol__qr-row">
              <img src={enrolment.qrCodeDataUrl} alt={t`QR code to add Studyhall to your authenticator app`} className="enrol__qr" width={176} height={176} data-testid="totp-qr" />
              <div className="enrol__manual">
                <p className="enrol__manual-label">
                  <Trans>Can’t scan it? Enter this key instead:</Trans>
                </p>
                <code className="enrol__secret" data-testid="totp-secret" data-secret={enrolment.secret}>
                  {groupSecret(enrolment.secret)}
                </code>
                <button type="button" className="btn btn--secondary btn--sm" onClick={() => copyText(enrolment.secret, t`Key copied`, t`Could not copy the key`)}>
                  <Copy aria-hidden="true" /> <Trans>Copy key</Trans>
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
            <h3>
              <Trans>Enter the code from the app</Trans>
            </h3>
            <p>
              <Trans>The app shows a new 6-digit code every 30 seconds.</Trans>
            </p>
            <form className="enrol__verify" onSubmit={onSubmit} noValidate aria-label={t`Confirm two-factor authentication`}>
              <InputField
                label={t`Authentication code`}
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
                  <Trans>Cancel</Trans>
                </button>
                <SubmitButton busy={busy} busyLabel={t`Verifying…`} className="btn btn--primary">
                  <Trans>Verify and turn on</Trans>
                </SubmitButton>
              </div>
            </form>
          </div>
        </li>
      </ol>
    </div>
  );
}
