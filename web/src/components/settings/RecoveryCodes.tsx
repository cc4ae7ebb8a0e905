// The recovery codes, shown once when two-factor sign-in is turned on: to copy or download as a text file.
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Download } from 'lucide-react';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';

/** Copies on a click (in the browser, where the global i18n is the page's); `copied` and `failed` are the toasts. */
export function copyText(text: string, copied: string, failed: string) {
  navigator.clipboard?.writeText(text).then(
    () => toast.success(copied),
    () => toast.error(failed, { description: t`Select the text and copy it yourself.` }),
  );
}

function downloadCodes(codes: string[], email: string) {
  const created = new Date().toISOString().slice(0, 10);
  const text = [
    t`Studyhall two-factor recovery codes`,
    t`Account: ${email}`,
    t`Created: ${created}`,
    '',
    t`Each code signs you in once if you lose your authenticator app.`,
    '',
    ...codes,
    '',
  ].join('\n');
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'studyhall-recovery-codes.txt';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t: tr } = useLingui();
  return (
    <div className="recovery" data-testid="recovery-codes">
      <Alert tone="success" title={tr`Two-factor authentication is on`}>
        <Trans>From now on you will enter a code from your app after your password.</Trans>
      </Alert>
      <h3 className="recovery__title">
        <Trans>Save your recovery codes</Trans>
      </h3>
      <p className="recovery__text">
        <Trans>
          If you lose your phone, each of these codes signs you in once. <strong>They are shown only now</strong>: keep
          them somewhere safe, like a password manager.
        </Trans>
      </p>
      <ul className="recovery__codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="settings-form__actions settings-form__actions--split">
        <div className="btn-row">
          <button type="button" className="btn btn--secondary" onClick={() => copyText(codes.join('\n'), tr`Recovery codes copied`, tr`Could not copy the recovery codes`)}
          >
            <Copy aria-hidden="true" /> <Trans>Copy</Trans>
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => downloadCodes(codes, email)}>
            <Download aria-hidden="true" /> <Trans>Download</Trans>
          </button>
        </div>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          <Check aria-hidden="true" /> <Trans>I have saved them</Trans>
        </button>
      </div>
    </div>
  );
}
