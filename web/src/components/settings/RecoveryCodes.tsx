// The recovery codes, shown once when two-factor sign-in is turned on: to copy or download as a text file.
import { Check, Copy, Download } from 'lucide-react';
import { toast } from '../toast.ts';
import { Alert } from '../ui/Form.tsx';

export function copyText(text: string, what: string) {
  navigator.clipboard?.writeText(text).then(
    () => toast.success(`${what} copied`),
    () => toast.error(`Could not copy the ${what.toLowerCase()}`, { description: 'Select the text and copy it yourself.' }),
  );
}

function downloadCodes(codes: string[], email: string) {
  const text = [
    'Studyhall two-factor recovery codes',
    `Account: ${email}`,
    `Created: ${new Date().toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you lose your authenticator app.',
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
  return (
    <div className="recovery" data-testid="recovery-codes">
      <Alert tone="success" title="Two-factor authentication is on">
        From now on you will enter a code from your app after your password.
      </Alert>
      <h3 className="recovery__title">Save your recovery codes</h3>
      <p className="recovery__text">
        If you lose your phone, each of these codes signs you in once. <strong>They are shown only now</strong>: keep
        them somewhere safe, like a password manager.
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
          <button type="button" className="btn btn--secondary" onClick={() => copyText(codes.join('\n'), 'Recovery codes')}>
            <Copy aria-hidden="true" /> Copy
          </button>
          <button type="button" className="btn btn--secondary" onClick={() => downloadCodes(codes, email)}>
            <Download aria-hidden="true" /> Download
          </button>
        </div>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          <Check aria-hidden="true" /> I have saved them
        </button>
      </div>
    </div>
  );
}
