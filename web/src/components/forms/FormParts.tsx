// What every public form ends with: the honeypot, the server's refusal in its words, and the sent state.
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError, apiFieldErrors } from '../../api/client.ts';
import { Alert } from '../ui/Form.tsx';

/** Off-screen and out of the tab order, so only bots fill it. */
export function Honeypot({ value, onChange }: { value: string; onChange: (e: { target: { value: string } }) => void }) {
  return (
    <div className="contact-form__trap" aria-hidden="true">
      <label>
        {/* i18n-ignore: a bait for bots, hidden from people and screen readers */}
        Website
        <input type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
      </label>
    </div>
  );
}

export function SendFailure({ error, title }: { error: Error | null; title: string }) {
  const { t } = useLingui();
  if (!error || Object.keys(apiFieldErrors(error)).length) return null;
  return (
    <Alert tone="danger" title={title}>
      {error instanceof ApiError ? error.message : t`Please check your connection and try again.`}
    </Alert>
  );
}

export function Sent({ title, message, email, children }: { title: string; message: string; email: string; children?: ReactNode }) {
  return (
    <div className="contact-sent" role="status">
      <CheckCircle2 aria-hidden="true" />
      <h2>{title}</h2>
      <p>{message}</p>
      <p>
        <Trans>
          We sent a receipt to <strong>{email}</strong>.
        </Trans>
      </p>
      {children}
    </div>
  );
}
