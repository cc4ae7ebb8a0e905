// /dashboard/settings (spec 001 §2 Settings): four tabs, each addressable as ?tab=profile|billing|
// security|notifications. Arrow keys move between tabs (a WAI-ARIA tab list).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bell, CreditCard, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react';
import { type KeyboardEvent, useRef } from 'react';
import { BillingTab } from '../../components/settings/BillingTab.tsx';
import { NotificationsTab } from '../../components/settings/NotificationsTab.tsx';
import { ProfileTab } from '../../components/settings/ProfileTab.tsx';
import { SecurityTab } from '../../components/settings/SecurityTab.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

export const settingsTabs = ['profile', 'billing', 'security', 'notifications'] as const;
export type SettingsTab = (typeof settingsTabs)[number];

const tabs: { id: SettingsTab; label: MessageDescriptor; icon: LucideIcon; lead: MessageDescriptor }[] = [
  { id: 'profile', label: msg`Profile`, icon: UserRound, lead: msg`Your name, photo, university and course.` },
  { id: 'billing', label: msg`Billing`, icon: CreditCard, lead: msg`The address on your receipts and invoices.` },
  { id: 'security', label: msg`Security`, icon: ShieldCheck, lead: msg`Your password, two-factor sign-in and devices.` },
  { id: 'notifications', label: msg`Notifications`, icon: Bell, lead: msg`Which emails Studyhall sends you.` },
];

export default function SettingsPage() {
  const [param, setParam] = useQueryParam('tab');
  const active = tabs.find((t) => t.id === param) ?? tabs[0]!;
  const { t, i18n } = useLingui();
  const tabLabel = i18n._(active.label);
  usePageMeta({ title: t`${tabLabel} · Settings`, noIndex: true });
  const listRef = useRef<HTMLDivElement>(null);

  function select(id: SettingsTab, focus = false) {
    setParam(id);
    if (focus) requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`#tab-${id}`)?.focus());
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.id === active.id);
    const move = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (move) {
      e.preventDefault();
      select(tabs[(index + move + tabs.length) % tabs.length]!.id, true);
    } else if (e.key === 'Home') {
      e.preventDefault();
      select(tabs[0]!.id, true);
    } else if (e.key === 'End') {
      e.preventDefault();
      select(tabs[tabs.length - 1]!.id, true);
    }
  }

  return (
    <div className="dash-page settings">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Settings</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Manage your profile, billing address, security and notifications.</Trans>
        </p>
      </header>
      <div className="settings__layout">
        <div ref={listRef} className="settings-tabs" role="tablist" aria-label={t`Settings`} onKeyDown={onKeyDown}>
          {tabs.map((tab) => {
            const selected = tab.id === active.id;
            return (
              <button
                key={tab.id}
                id={`tab-${tab.id}`}
                type="button"
                role="tab"
                aria-selected={selected}
                aria-controls={`panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                className={`settings-tab${selected ? ' is-active' : ''}`}
                onClick={() => select(tab.id)}
              >
                <tab.icon aria-hidden="true" />
                <span className="settings-tab__text">
                  <span className="settings-tab__label">{i18n._(tab.label)}</span>
                  <span className="settings-tab__lead">{i18n._(tab.lead)}</span>
                </span>
              </button>
            );
          })}
        </div>
        <div
          id={`panel-${active.id}`}
          role="tabpanel"
          aria-labelledby={`tab-${active.id}`}
          className="settings__panel"
          data-testid={`settings-${active.id}`}
        >
          {active.id === 'profile' && <ProfileTab />}
          {active.id === 'billing' && <BillingTab />}
          {active.id === 'security' && <SecurityTab />}
          {active.id === 'notifications' && <NotificationsTab />}
        </div>
      </div>
    </div>
  );
}
