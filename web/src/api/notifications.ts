// The notification centre's calls (modules/notifications/contract.ts) and its hooks. The list and the count live
// under ['account', …], so they are dropped at sign-in and sign-out with the rest of the user's data.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationsChanged,
  type NotificationsPage,
  NOTIFICATIONS_PAGE_SIZE,
  NOTIFICATIONS_REALTIME,
  notificationsRoutes as r,
} from '../../../modules/notifications/contract.ts';
import { useRealtime } from '../hooks/useRealtime.ts';
import { useAuth } from './accounts.ts';
import { apiGet, apiSend } from './client.ts';

export type { Notification } from '../../../modules/notifications/contract.ts';

export const notificationKeys = {
  all: ['account', 'notifications-centre'] as const,
  unread: ['account', 'notifications-centre', 'unread'] as const,
  list: ['account', 'notifications-centre', 'list'] as const,
};

type Unread = { unread: number };

export const notificationsApi = {
  unread: (signal?: AbortSignal) => apiGet<Unread>(r.unread.path, { signal }),
  list: (signal?: AbortSignal) => apiGet<NotificationsPage>(r.list.path, { signal, query: { page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
  markRead: (id: string) => apiSend<Unread>('POST', r.markRead.path, { params: { id } }),
  markAllRead: () => apiSend<Unread>('POST', r.markAllRead.path),
  unsubscribe: (token: string) => apiSend<{ preferenceId: string; message: string }>('POST', r.unsubscribe.path, { body: { token } }),
};

/** The bell's unread count, kept live by `notifications.changed` (and refetched after a dropped stream). */
export function useUnreadNotifications(): number | null {
  const auth = useAuth();
  const client = useQueryClient();
  const signedIn = auth.status === 'signed-in';
  const query = useQuery({ queryKey: notificationKeys.unread, queryFn: ({ signal }) => notificationsApi.unread(signal), enabled: signedIn });
  useRealtime(
    NOTIFICATIONS_REALTIME.changed,
    (data) => {
      const unread = (data as NotificationsChanged | null)?.unread;
      if (typeof unread !== 'number') return;
      client.setQueryData<Unread>(notificationKeys.unread, { unread });
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
    signedIn,
    () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  );
  return signedIn ? (query.data?.unread ?? null) : null;
}

export function useNotificationList(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.list, queryFn: ({ signal }) => notificationsApi.list(signal), enabled });
}

/** Mark one read (`id`) or all read (no id); the answer is the new count. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => (id ? notificationsApi.markRead(id) : notificationsApi.markAllRead()),
    onSuccess: (answer) => {
      client.setQueryData<Unread>(notificationKeys.unread, answer);
      void client.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
