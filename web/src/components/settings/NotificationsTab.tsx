// Settings > Notifications (spec 001 §2, §3): the eight preferences, grouped, each with a label, a
// description and a switch. A switch is disabled while its own update is in flight; the change shows at
// once and rolls back if the server refuses it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountKeys, accountsApi, type NotificationItem, type NotificationPreferenceId } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../toast.ts';
import { Switch } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { SettingsCard } from './SettingsCard.tsx';

export const notificationCopy: Record<NotificationPreferenceId, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'security-login': {
    label: msg`New sign-ins`,
    description: msg`An email when your account is signed in to from a new device or browser.`,
  },
  'security-status': {
    label: msg`Security changes`,
    description: msg`When your password, two-factor settings or account status change.`,
  },
  'points-access': {
    label: msg`Points and document access`,
    description: msg`When points are added to or spent from your wallet, and when you unlock a document.`,
  },
  'order-status': {
    label: msg`Orders`,
    description: msg`Receipts and status updates for the documents you buy, and sales of the ones you sell.`,
  },
  'withdrawal-status': {
    label: msg`Withdrawals`,
    description: msg`Each step of a withdrawal of your earnings, from request to payout.`,
  },
  'price-status': {
    label: msg`Price changes`,
    description: msg`When the price of a document you sell is changed or a price change needs your review.`,
  },
  'document-status': {
    label: msg`Document reviews`,
    description: msg`When a document you uploaded is approved, rejected or needs changes.`,
  },
  paper_creation: {
    label: msg`Papers`,
    description: msg`When a paper you started with the AI Writer has been created and is ready to edit.`,
  },
};

export const notificationGroups: { title: MessageDescriptor; description: MessageDescriptor; ids: NotificationPreferenceId[] }[] = [
  { title: msg`Account and security`, description: msg`We recommend keeping these on.`, ids: ['security-login', 'security-status'] },
  {
    title: msg`Wallet and orders`,
    description: msg`Money and points moving in and out of your account.`,
    ids: ['points-access', 'order-status', 'withdrawal-status', 'price-status'],
  },
  { title: msg`Your content`, description: msg`Documents you upload and papers you write.`, ids: ['document-status', 'paper_creation'] },
];

export function NotificationsTab() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: accountKeys.notifications, queryFn: ({ signal }) => accountsApi.notifications(signal) });
  const [pending, setPending] = useState<Set<NotificationPreferenceId>>(new Set());

  useEffect(() => {
    if (prefs.isError) toast.error(t`Failed to load notification settings`, { id: 'notifications-load' });
  }, [prefs.isError, t]);

  const setLocal = (id: NotificationPreferenceId, enabled: boolean) =>
    queryClient.setQueryData<NotificationItem[]>(accountKeys.notifications, (items) =>
      items?.map((item) => (item.id === id ? { ...item, enabled } : item)),
    );

  async function toggle(id: NotificationPreferenceId, enabled: boolean) {
    setPending((s) => new Set(s).add(id));
    setLocal(id, enabled);
    try {
      const items = await accountsApi.updateNotification(id, enabled);
      // Other switches may be mid-flight: take only this one from the answer.
      const saved = items.find((item) => item.id === id)?.enabled ?? enabled;
      setLocal(id, saved);
      toast.success(t`Notification settings updated`);
    } catch (error) {
      setLocal(id, !enabled);
      toast.error(t`Failed to update notification settings`, {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  }

  if (prefs.isPending) {
    return (
      <SettingsCard title={t`Email notifications`}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="pref-row">
            <div style={{ flex: 1 }}>
              <Skeleton className="skeleton--text" width="35%" />
              <Skeleton className="skeleton--text" width="70%" />
            </div>
            <Skeleton width={44} height={26} className="skeleton--pill" />
          </div>
        ))}
      </SettingsCard>
    );
  }
  if (prefs.isError || !prefs.data) {
    return <ErrorPanel title={t`Failed to load notification settings`} onRetry={() => void prefs.refetch()} />;
  }
  const enabled = new Map(prefs.data.map((item) => [item.id, item.enabled]));

  return (
    <div className="settings-stack">
      {notificationGroups.map((group) => (
        <SettingsCard key={group.title.id} title={i18n._(group.title)} description={i18n._(group.description)}>
          <ul className="pref-list">
            {group.ids.map((id) => {
              const copy = notificationCopy[id];
              const on = enabled.get(id) ?? true;
              return (
                <li key={id} className="pref-row" data-testid={`pref-${id}`}>
                  <div className="pref-row__text">
                    <p className="pref-row__label" id={`pref-${id}-label`}>
                      {i18n._(copy.label)}
                    </p>
                    <p className="pref-row__desc" id={`pref-${id}-desc`}>
                      {i18n._(copy.description)}
                    </p>
                  </div>
                  <Switch
                    checked={on}
                    onChange={(next) => void toggle(id, next)}
                    disabled={pending.has(id)}
                    busy={pending.has(id)}
                    label={i18n._(copy.label)}
                    describedBy={`pref-${id}-desc`}
                  />
                </li>
              );
            })}
          </ul>
        </SettingsCard>
      ))}
    </div>
  );
}
