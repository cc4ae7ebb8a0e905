// Notifications: the eight preferences of spec 001 §3 turned into mails and an in-app centre (the header's bell).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StudyhallModule } from '../platform/index.ts';
import { notificationsOf } from './centre.ts';
import { notificationQueues } from './reactions.ts';
import { mountNotificationsRoutes } from './routes.ts';

export * from './contract.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';

export const notificationsModule: StudyhallModule = {
  name: 'notifications',
  queues: notificationQueues,
  routes: mountNotificationsRoutes,
  personalData: () => ({
    export: (em: EntityManager, userId: string) => notificationsOf(em, userId),
    // The users row stays (anonymised) on deletion, so its notifications do not cascade away: they go here.
    erase: async (em: EntityManager, userId: string) => {
      await em.getConnection().execute('delete from notifications where user_id = ?', [userId], 'all', em.getTransactionContext());
    },
  }),
};
