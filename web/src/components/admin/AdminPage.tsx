// The head of an admin page (eyebrow, title, lead, actions) and the small pieces every admin list shares: status
// tabs with counts, a removable filter chip, a status pill and a person (name over email, a filter on click).
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser } from '../../../../modules/wallet/contract.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

type PageProps = { eyebrow: string; title: string; lead: string; actions?: ReactNode; children: ReactNode; testId?: string };

export function AdminPage({ eyebrow, title, lead, actions, children, testId }: PageProps) {
  const { t } = useLingui();
  usePageMeta({ title: t`${title} · Admin`, description: lead, noIndex: true });
  return (
    <div className="admin-page" data-testid={testId}>
      <header className="admin-page__head">
        <div>
          <p className="admin-page__eyebrow">{eyebrow}</p>
          <h1 className="admin-page__title">{title}</h1>
          <p className="admin-page__lead">{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

export type Tab<T extends string> = { id: T; label: string; count?: number };

/** Status tabs (the library's tab look); the selected one is the filter. */
export function StatusTabs<T extends string>({ tabs, value, onChange, label }: { tabs: Tab<T>[]; value: T; onChange: (id: T) => void; label: string }) {
  const format = useFormat();
  return (
    <div className="lib-tabs admin-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button key={t.id} type="button" role="tab" className="lib-tab" aria-selected={value === t.id} onClick={() => onChange(t.id)}>
          {t.label}
          {t.count !== undefined && <span className="lib-tab__count">{format.number(t.count)}</span>}
        </button>
      ))}
    </div>
  );
}

export function FilterChip({ label, onClear }: { label: ReactNode; onClear: () => void }) {
  const { t } = useLingui();
  return (
    <span className="filter-chip">
      {label}
      <button type="button" aria-label={t`Remove this filter`} onClick={onClear}>
        <X aria-hidden="true" />
      </button>
    </span>
  );
}

export type Tone = 'success' | 'warning' | 'danger' | 'brand' | 'muted';

export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`pill pill--${tone}`}>{children}</span>;
}

/** Whether a setting was changed from its default. */
export function ChangedPill({ changed }: { changed: boolean }) {
  return changed ? (
    <Pill tone="brand">
      <Trans>Changed</Trans>
    </Pill>
  ) : (
    <Pill tone="muted">
      <Trans>Default</Trans>
    </Pill>
  );
}

/** A person in a list: their name over their email; clicking filters the list to them when `onFilter` is given. */
export function Person({ user, fallbackId, onFilter }: { user: AdminUser | null; fallbackId?: string | null; onFilter?: (email: string) => void }) {
  const { t } = useLingui();
  if (!user) {
    return (
      <span className="person">
        <span className="person__name">
          <Trans>Former member</Trans>
        </span>
        {fallbackId && <span className="person__email">{fallbackId.slice(0, 8)}…</span>}
      </span>
    );
  }
  const body = (
    <>
      <span className="person__name">{user.fullName}</span>
      <span className="person__email">{user.email}</span>
    </>
  );
  return onFilter ? (
    <button type="button" className="person" title={t`Show only ${user.email}`} onClick={() => onFilter(user.email)}>
      {body}
    </button>
  ) : (
    <span className="person">{body}</span>
  );
}
