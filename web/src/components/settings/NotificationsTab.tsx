// Settings > Notifications (spec 001 §2, §3): the eight preferences, grouped, each with a label, a
// description and a switch. A switch is disabled while its own update is in flight; the change shows at
// once and rolls back if the server refuses it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountKeys, accountsApi, type NotificationItem, type NotificationPreferenceId } from '../../api/accounts.ts';
import { ApiError } from '../../api/client.ts';
import { toast } from '../toast.ts';
import { Switch } from '../ui/Form.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ErrorPanel } from '../ui/States.tsx';
import { SettingsCard } from './SettingsCard.tsx';

export const notificationCopy: Record<NotificationPreferenceId, { label: string; description: string }> = {
  'security-login': {
    label: 'New sign-ins',
    description: 'An email when your account is signed in to from a new device or browser.',
  },
  'security-status': {
    label: 'Security changes',
    description: 'When your password, two-factor settings or account status change.',
  },
  'points-access': {
    label: 'Points and document access',
    description: 'When points are added to or spent from your wallet, and when you unlock a document.',
  },
  'order-status': {
    label: 'Orders',
    description: 'Receipts and status updates for the documents you buy, and sales of the ones you sell.',
  },
  'withdrawal-status': {
    label: 'Withdrawals',
    description: 'Each step of a withdrawal of your earnings, from request to payout.',
  },
  'price-status': {
    label: 'Price changes',
    description: 'When the price of a document you sell is changed or a price change needs your review.',
  },
  'document-status': {
    label: 'Document reviews',
    description: 'When a document you uploaded is approved, rejected or needs changes.',
  },
  paper_creation: {
    label: 'Papers',
    description: 'When a paper you started with the AI Writer has been created and is ready to edit.',
  },
};

export const notificationGroups: { title: string; description: string; ids: NotificationPreferenceId[] }[] = [
  { title: 'Account and security', description: 'We recommend keeping these on.', ids: ['security-login', 'security-status'] },
  {
    title: 'Wallet and orders',
    description: 'Money and points moving in and out of your account.',
    ids: ['points-access', 'order-status', 'withdrawal-status', 'price-status'],
  },
  { title: 'Your content', description: 'Documents you upload and papers you write.', ids: ['document-status', 'paper_creation'] },
];

export function NotificationsTab() {
  const queryClient = useQueryClient();
  const prefs = useQuery({ queryKey: accountKeys.notifications, queryFn: ({ signal }) => accountsApi.notifications(signal) });
  const [pending, setPending] = useState<Set<NotificationPreferenceId>>(new Set());

  useEffect(() => {
    if (prefs.isError) toast.error('Failed to load notification settings', { id: 'notifications-load' });
  }, [prefs.isError]);

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
      toast.success('Notification settings updated');
    } catch (error) {
      setLocal(id, !enabled);
      toast.error('Failed to update notification settings', {
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
      <SettingsCard title="Email notifications">
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
    return <ErrorPanel title="Failed to load notification settings" onRetry={() => void prefs.refetch()} />;
  }
  const enabled = new Map(prefs.data.map((item) => [item.id, item.enabled]));

  return (
    <div className="settings-stack">
      {notificationGroups.map((group) => (
        <SettingsCard key={group.title} title={group.title} description={group.description}>
          <ul className="pref-list">
            {group.ids.map((id) => {
              const copy = notificationCopy[id];
              const on = enabled.get(id) ?? true;
              return (
                <li key={id} className="pref-row" data-testid={`pref-${id}`}>
                  <div className="pref-row__text">
                    <p className="pref-row__label" id={`pref-${id}-label`}>
                      {copy.label}
                    </p>
                    <p className="pref-row__desc" id={`pref-${id}-desc`}>
                      {copy.description}
                    </p>
                  </div>
                  <Switch
                    checked={on}
                    onChange={(next) => void toggle(id, next)}
                    disabled={pending.has(id)}
                    busy={pending.has(id)}
                    label={copy.label}
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
