// Subscriptions: plans, user subscriptions through Stripe Billing, PayPal or the local test checkout (their life
// driven by provider webhooks and a reconciliation job), and bonus unlocks of documents.
import type { Platform, StudyhallModule } from '../platform/index.ts';
import { registerSubscriptionsCommands } from './commands.ts';
import { localSubscriptionCheckout } from './local-checkout.ts';
import { registerPlanPriceCommands } from './plan-commands.ts';
import { seedPlans } from './plans.ts';
import { type SubscriptionsDeps, subscriptionsDepsFrom } from './providers/index.ts';
import { RECONCILE_QUEUE, RECONCILE_SCHEDULE, reconcileSubscriptions } from './reconcile.ts';
import { mountSubscriptionsRoutes } from './routes.ts';
import { subscriptionsPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { unlocksLeft } from './unlock.ts';

const depsByPlatform = new WeakMap<Platform, SubscriptionsDeps>();

/** One set of providers per platform. */
export function subscriptionsDepsOf(platform: Platform): SubscriptionsDeps {
  let deps = depsByPlatform.get(platform);
  if (!deps) {
    deps = subscriptionsDepsFrom(platform);
    depsByPlatform.set(platform, deps);
  }
  return deps;
}

export const subscriptionsModule: StudyhallModule = {
  name: 'subscriptions',
  personalData: subscriptionsPersonalData,
  queues: (platform) => [
    {
      queue: RECONCILE_QUEUE,
      schedule: RECONCILE_SCHEDULE,
      retryLimit: 0,
      // Each subscription is synced with its provider in a transaction of its own (a fork per subscription): inside
      // the job's transaction those forks were second connections (issue #25), and the provider calls held it open.
      ownTransactions: true,
      handler: async (_data, { em }) => {
        await reconcileSubscriptions(em, subscriptionsDepsOf(platform));
      },
    },
  ],
  middleware: (platform) => [localSubscriptionCheckout(() => subscriptionsDepsOf(platform), platform.secret)],
  routes: (api, platform) => mountSubscriptionsRoutes(api, platform, () => subscriptionsDepsOf(platform)),
  commands: (program, platform) => {
    registerSubscriptionsCommands(program, platform, subscriptionsDepsOf);
    registerPlanPriceCommands(program, platform);
  },
  seed: async (platform) => ({ subscriptionPlans: await platform.orm.em.fork().transactional((em) => seedPlans(em)) }),
};
