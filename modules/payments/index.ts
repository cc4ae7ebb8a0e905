// Payments: buying points with money through Stripe, PayPal or the local test checkout; webhooks; points orders;
// settlement; refunds.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DailyTotal, dailyTotals, type Platform, type StudyhallModule } from '../platform/index.ts';
import { registerOrdersCommands } from './commands.ts';
import { paymentsEntities } from './entities.ts';
import { paymentsQueues } from './jobs.ts';
import { localCheckoutMiddleware } from './local-checkout.ts';
import type { PaymentsDeps } from './order-lifecycle.ts';
import { providersFromConfig } from './providers/index.ts';
import { mountPaymentsRoutes } from './routes.ts';
import { paymentsPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { verifyOrder } from './order-lifecycle.ts';
export { refundOrder } from './order-refunds.ts';
export type { PaymentProvider, ProviderCheck, OrderForProvider } from './providers/port.ts';
// For the subscriptions module: the same webhook body rules, the local test mode's page and capability tokens.
export { parseWebhookEvent, readWebhookBody } from './webhook-body.ts';
export { escapeHtml, testModePage } from './local-checkout.ts';
export { localCheckoutToken, validLocalCheckoutToken } from './providers/local.ts';

/** One set of providers per platform (they hold HTTP clients and a PayPal token). */
const depsByPlatform = new WeakMap<Platform, PaymentsDeps>();

export function paymentsDepsOf(platform: Platform): PaymentsDeps {
  let deps = depsByPlatform.get(platform);
  if (!deps) {
    deps = { bus: platform.bus, providers: providersFromConfig(platform.config, platform.secret), publicUrl: platform.config.publicUrl };
    depsByPlatform.set(platform, deps);
  }
  return deps;
}

export const paymentsModule: StudyhallModule = {
  name: 'payments',
  entities: paymentsEntities,
  queues: (platform) => paymentsQueues(() => paymentsDepsOf(platform)),
  middleware: (platform) => [localCheckoutMiddleware(() => paymentsDepsOf(platform), platform.secret)],
  routes: (api, platform) => mountPaymentsRoutes(api, platform, () => paymentsDepsOf(platform)),
  commands: (program, platform) => registerOrdersCommands(program, platform, paymentsDepsOf),
  personalData: paymentsPersonalData,
};

/** Completed points orders per day since `since`: revenue in cents and points sold (package points plus bonus). */
export async function pointsSalesByDay(em: EntityManager, since: Date): Promise<{ revenueCents: DailyTotal[]; points: DailyTotal[] }> {
  const sold = { table: 'points_orders', at: 'completed_at', where: "order_status = 'completed'" };
  const [revenueCents, points] = await Promise.all([
    dailyTotals(em, { ...sold, value: 'sum(amount_cents)' }, since),
    dailyTotals(em, { ...sold, value: 'sum(points_amount + bonus_points)' }, since),
  ]);
  return { revenueCents, points };
}
