import { Trans } from '@lingui/react/macro';
import { AlertCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

type EmptyProps = { icon: LucideIcon; title: string; text?: ReactNode; actions?: ReactNode; className?: string };

export function EmptyState({ icon: Icon, title, text, actions, className = '' }: EmptyProps) {
  return (
    <div className={`empty-state ${className}`}>
      <div className="empty-state__icon">
        <Icon aria-hidden="true" />
      </div>
      <h3 className="empty-state__title">{title}</h3>
      {text && <p className="empty-state__text">{text}</p>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}

type ErrorProps = { title: string; message?: string; onRetry?: () => void };

export function ErrorPanel({ title, message, onRetry }: ErrorProps) {
  return (
    <div className="error-panel" role="alert">
      <AlertCircle aria-hidden="true" />
      <div>
        <p className="error-panel__title">{title}</p>
        {message && <p className="error-panel__text">{message}</p>}
        {onRetry && (
          <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" /> <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
