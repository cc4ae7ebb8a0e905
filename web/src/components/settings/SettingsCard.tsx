import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ApiError } from '../../api/client.ts';

/**
 * What a toast or a field says when a settings change fails: the server's message, else a plea to try again. Said in
 * the browser after a request (settings are never server-rendered), so the global i18n is the page's.
 */
export const errorText = (error: unknown) => (error instanceof ApiError ? error.message : t`Please try again.`);

/** One section of a settings tab: a title, a line of explanation, an action, and its body. */
export function SettingsCard({
  title,
  description,
  action,
  badge,
  children,
  footer,
  id,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  id?: string;
  testId?: string;
}) {
  return (
    <section className="card settings-card" aria-labelledby={id} data-testid={testId}>
      <header className="settings-card__head">
        <div className="settings-card__titles">
          <h2 className="settings-card__title" id={id}>
            {title}
            {badge}
          </h2>
          {description && <p className="settings-card__desc">{description}</p>}
        </div>
        {action && <div className="settings-card__action">{action}</div>}
      </header>
      {children && <div className="settings-card__body">{children}</div>}
      {footer && <footer className="settings-card__foot">{footer}</footer>}
    </section>
  );
}
