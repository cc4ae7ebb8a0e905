// Form pieces shared by the auth pages and settings: labelled fields with hints and errors, a
// password input with a show/hide toggle, a select, a switch, a spinner and an inline alert.
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2, Eye, EyeOff, Info, Loader2, TriangleAlert } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  forwardRef,
  useId,
  useState,
} from 'react';

type FieldProps = {
  label: ReactNode;
  /** Rendered to the right of the label (e.g. "Forgot password?"). */
  aside?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
};

export function Field({ label, aside, hint, error, optional, children, className = '' }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''} ${className}`}>
      <div className="field__top">
        <label className="field__label" htmlFor={id}>
          {label}
          {optional && (
            <span className="field__optional">
              <Trans>Optional</Trans>
            </span>
          )}
        </label>
        {aside}
      </div>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          <AlertCircle aria-hidden="true" /> {error}
        </p>
      ) : hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: ReactNode;
  aside?: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  fieldClassName?: string;
};

export const InputField = forwardRef<HTMLInputElement, InputFieldProps>(function InputField(
  { label, aside, hint, error, optional, fieldClassName, className = '', ...input },
  ref,
) {
  return (
    <Field label={label} aside={aside} hint={hint} error={error} optional={optional} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <input
          ref={ref}
          id={id}
          className={`input ${className}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
        />
      )}
    </Field>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<InputFieldProps, 'type'>>(function PasswordField(
  { label, aside, hint, error, optional, fieldClassName, className = '', ...input },
  ref,
) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <Field label={label} aside={aside} hint={hint} error={error} optional={optional} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <div className="input-wrap">
          <input
            ref={ref}
            id={id}
            type={shown ? 'text' : 'password'}
            className={`input input--with-action ${className}`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...input}
          />
          <button
            type="button"
            className="input-action"
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? t`Hide password` : t`Show password`}
            aria-pressed={shown}
          >
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
});

/** The email input of the sign-in, sign-up and reset forms: the email keyboard and the browser's autofill. */
export const EmailField = forwardRef<HTMLInputElement, Omit<InputFieldProps, 'type' | 'label'> & { label?: ReactNode }>(function EmailField(
  { label, ...input },
  ref,
) {
  const { t } = useLingui();
  return (
    <InputField
      ref={ref}
      label={label ?? t`Email`}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@university.edu"
      {...input}
    />
  );
});

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  children: ReactNode;
  fieldClassName?: string;
};

export function SelectField({ label, hint, error, optional, children, fieldClassName, className = '', ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} optional={optional} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={`input select ${className}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

type SwitchProps = {
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
  label: string;
  describedBy?: string;
  id?: string;
};

/** An on/off switch (role="switch"); shows a spinner while its change is in flight. */
export function Switch({ checked, onChange, disabled, busy, label, describedBy, id }: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      disabled={disabled}
      className={`switch${checked ? ' is-on' : ''}${busy ? ' is-busy' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="switch__thumb">{busy && <Loader2 className="spin" aria-hidden="true" />}</span>
    </button>
  );
}

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <Loader2 className={`spin ${className}`} aria-hidden={label ? undefined : true} aria-label={label} role={label ? 'status' : undefined} />
  );
}

type AlertProps = { tone?: 'info' | 'warning' | 'danger' | 'success'; title?: ReactNode; children?: ReactNode; className?: string };

const alertIcons = { info: Info, warning: TriangleAlert, danger: AlertCircle, success: CheckCircle2 };

/** An inline message box; danger and warning are announced. */
export function Alert({ tone = 'info', title, children, className = '' }: AlertProps) {
  const Icon = alertIcons[tone];
  return (
    <div className={`alert alert--${tone} ${className}`} role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}>
      <Icon aria-hidden="true" />
      <div className="alert__body">
        {title && <p className="alert__title">{title}</p>}
        {children && <div className="alert__text">{children}</div>}
      </div>
    </div>
  );
}

/** A submit button that shows a spinner and stays the same width while busy. */
export function SubmitButton({
  busy,
  children,
  className = 'btn btn--primary btn--lg btn--block',
  disabled,
  busyLabel,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <Loader2 className="spin" aria-hidden="true" /> {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
