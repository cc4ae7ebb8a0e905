// One email and a send button, checked by the accounts contract before it is sent: the forgot-password
// form and the new-confirmation-link form. The page keeps the email, so it survives going back to the form.
import { useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { emailBody } from '../../../../modules/accounts/contract.ts';
import { checkForm } from '../../lib/validation-messages.ts';
import { EmailField, SubmitButton } from '../ui/Form.tsx';

type EmailFormProps = {
  label: string;
  email: string;
  onEmailChange: (email: string) => void;
  onSend: (email: string) => void;
  busy: boolean;
  autoFocus?: boolean;
  children: ReactNode;
};

export function EmailForm({ label, email, onEmailChange, onSend, busy, autoFocus, children }: EmailFormProps) {
  const { t, i18n } = useLingui();
  const [error, setError] = useState<string | null>(null);
  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = checkForm(emailBody, { email }, i18n);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t`Enter a valid email address`);
      return;
    }
    setError(null);
    onSend(parsed.data.email);
  }
  return (
    <form className="auth-fields" onSubmit={onSubmit} noValidate aria-label={label}>
      <EmailField value={email} onChange={(e) => onEmailChange(e.target.value)} error={error} autoFocus={autoFocus} />
      <SubmitButton busy={busy} busyLabel={t`Sending…`}>
        {children}
      </SubmitButton>
    </form>
  );
}
