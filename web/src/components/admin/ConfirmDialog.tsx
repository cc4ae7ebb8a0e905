// The confirm step of every admin action: what will happen, a reason when the action needs one (checked here with
// the contract's message, then by the server), anything else the action asks (`children`), and the server's
// refusal in its own words if it says no. Resolving `onConfirm` closes the dialog.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { type LucideIcon, ShieldCheck } from 'lucide-react';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../api/client.ts';
import { useModalPanel } from '../../hooks/useModalPanel.ts';
import { Alert, Field, SubmitButton } from '../ui/Form.tsx';

export type ReasonSpec = {
  label: string;
  placeholder?: string;
  hint?: string;
  /** Required reasons are refused empty with this message. */
  requiredMessage?: string;
  /** A single line (a payout reference) instead of a paragraph. */
  singleLine?: boolean;
  maxLength?: number;
};

/** The usual reason of an admin action: required, and kept in the audit log. */
export function auditReason(i18n: I18n): ReasonSpec {
  return { label: i18n._(msg`Reason`), hint: i18n._(msg`Kept in the audit log.`), requiredMessage: i18n._(msg`Give a reason`) };
}

type Props = {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  tone?: 'primary' | 'danger';
  icon?: LucideIcon;
  reason?: ReasonSpec;
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

export function ConfirmDialog({ title, text, confirmLabel, busyLabel, tone = 'primary', icon: Icon = ShieldCheck, reason, children, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = useMutation({
    mutationFn: (reasonText: string) => onConfirm(reasonText),
    onSuccess: () => onClose(),
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.reason?.[0]) setFieldError(fields.reason[0]);
      else setFailure(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    },
  });
  // Closing is done once the change is: the dialog stays busy from the click until it closes.
  const busy = confirm.isPending || confirm.isSuccess;
  useModalPanel(true, () => !busy && onClose(), panelRef, { initialFocus: reason ? 'textarea, input' : '.dialog__actions .btn--cancel' });

  function submit(e: FormEvent) {
    e.preventDefault();
    const trimmed = value.trim();
    if (reason?.requiredMessage && !trimmed) {
      setFieldError(reason.requiredMessage);
      return;
    }
    setFieldError(null);
    setFailure(null);
    confirm.mutate(trimmed);
  }

  return createPortal(
    <div className="dialog-layer">
      <div ref={panelRef} className={`dialog dialog--${tone}`} role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-text">
        <span className="dialog__icon" aria-hidden="true">
          <Icon />
        </span>
        <h2 id="confirm-title" className="dialog__title">
          {title}
        </h2>
        <div id="confirm-text" className="dialog__text">
          {text}
        </div>
        <form className="dialog__form" onSubmit={submit} noValidate>
          {reason && (
            <Field label={reason.label} hint={reason.hint} error={fieldError} optional={!reason.requiredMessage}>
              {({ id, describedBy, invalid }) => {
                const Control = reason.singleLine ? 'input' : 'textarea';
                return (
                  <Control
                    id={id}
                    className="input"
                    value={value}
                    maxLength={reason.maxLength ?? (reason.singleLine ? 200 : 1000)}
                    placeholder={reason.placeholder}
                    aria-invalid={invalid || undefined}
                    aria-describedby={describedBy}
                    onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value)}
                  />
                );
              }}
            </Field>
          )}
          {children}
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className="dialog__actions">
            <button type="button" className="btn btn--secondary btn--cancel" onClick={onClose} disabled={busy}>
              <Trans>Cancel</Trans>
            </button>
            <SubmitButton busy={busy} busyLabel={busyLabel} className={`btn ${tone === 'danger' ? 'btn--danger' : 'btn--primary'}`}>
              {confirmLabel}
            </SubmitButton>
          </div>
        </form>
      </div>
    </div>,
    document.body,
  );
}
