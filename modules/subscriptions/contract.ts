// The subscriptions HTTP contract: request schemas, response shapes, messages. The web imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { planPriceChange } from './forms.ts';

export { PLAN_PRICE_MAX_CENTS, PLAN_PRICE_MIN_CENTS, type PlanPriceChange, planPriceChange } from './forms.ts';
export { SUBSCRIPTION_MESSAGES } from './messages.ts';

export const subscriptionProviders = ['local', 'stripe', 'paypal'] as const;
export type SubscriptionProviderId = (typeof subscriptionProviders)[number];

/**
 * incomplete (checkout started, not paid) -> active -> past_due (a renewal payment failed; unlocks continue for
 * the grace period) -> active (recovered) | cancelled. Cancelled is final.
 */
export const subscriptionStatuses = ['incomplete', 'active', 'past_due', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Days a past_due subscription keeps its unlocks while the provider retries the payment. */
export const PAST_DUE_GRACE_DAYS = 7;

const uuid = z.uuid();
const timestamp = z.string().describe('ISO 8601, UTC');

export const plan = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  priceCents: z.number().int().describe('monthly price in cents'),
  currency: z.string(),
  bonusPoints: z.number().int().describe('documents that may be unlocked each period (spec 001 §3 bonus_points)'),
  isActive: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

export const plansResponse = z.object({
  plans: z.array(plan).describe('active plans, cheapest first'),
  providers: z.array(z.object({ id: z.enum(subscriptionProviders), label: z.string(), testMode: z.boolean() })),
  defaultProvider: z.enum(subscriptionProviders).nullable(),
});
export type PlansResponse = z.infer<typeof plansResponse>;

export const subscription = z.object({
  id: uuid,
  userId: uuid,
  plan,
  provider: z.enum(subscriptionProviders),
  status: z.enum(subscriptionStatuses),
  documentsUsedThisPeriod: z.number().int(),
  unlocksLeft: z.number().int().describe('bonus unlocks left this period (0 when the subscription cannot unlock)'),
  currentPeriodStart: timestamp.nullable(),
  currentPeriodEnd: timestamp.nullable().describe('the renewal date, or the end when cancel_at_period_end'),
  cancelAtPeriodEnd: z.boolean(),
  pastDueSince: timestamp.nullable(),
  cancelledAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Subscription = z.infer<typeof subscription>;

export const mySubscription = z.object({ subscription: subscription.nullable() });

/** A path on this site to come back to (never another origin). */
const returnPath = z
  .string()
  .max(300)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'a path on this site');

export const checkoutBody = z
  .object({
    planId: uuid,
    provider: z.enum(subscriptionProviders).optional(),
    successPath: returnPath.optional().describe("where the provider sends the subscriber back; '/dashboard/subscription' by default"),
    cancelPath: returnPath.optional(),
  })
  .strict();
export const checkoutResponse = z.object({ subscriptionId: uuid, provider: z.enum(subscriptionProviders), url: z.string() });

export const idParams = z.object({ id: uuid });
export const changePlanBody = z.object({ planId: uuid }).strict();
/** A change may need the subscriber's approval at the provider (PayPal): then `url` is where to send them. */
export const changePlanResponse = z.object({ subscription, url: z.string().nullable() });

export const unlockBody = z.object({ documentIds: z.array(uuid).min(1).max(50) }).strict();
export const unlockResponse = z.object({
  unlocked: z.array(uuid),
  alreadyOwned: z.array(uuid),
  unlocksLeft: z.number().int(),
});
export type UnlockResult = z.infer<typeof unlockResponse>;

export const adminListQuery = pageQuery(20).extend({
  status: z.enum(subscriptionStatuses).optional(),
  user: z.string().max(200).optional().describe('an email or a user id'),
});
export const adminSubscription = subscription.extend({
  user: z.object({ id: uuid, fullName: z.string(), email: z.string() }).nullable(),
  providerSubscriptionId: z.string().nullable(),
});
export type AdminSubscription = z.infer<typeof adminSubscription>;
export const adminCancelBody = z
  .object({ immediately: z.boolean().default(false).describe('end it now instead of at the period end') })
  .strict();

export const adminPlan = plan.extend({
  liveSubscriptions: z.number().int().describe('active or past-due subscriptions on this plan (they keep their own price)'),
  updatedAt: timestamp,
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const subscriptionsRoutes = {
  plans: { method: 'get', path: '/api/subscriptions/plans', response: plansResponse },
  mine: { method: 'get', path: '/api/subscriptions/me', access: 'user', response: mySubscription },
  checkout: { method: 'post', path: '/api/subscriptions/checkout', access: 'user', body: checkoutBody, response: checkoutResponse, errors: [409, 422, 429] },
  sync: { method: 'post', path: '/api/subscriptions/{id}/sync', access: 'user', params: idParams, response: subscription },
  cancel: { method: 'post', path: '/api/subscriptions/{id}/cancel', access: 'user', params: idParams, response: subscription, errors: [409] },
  resume: { method: 'post', path: '/api/subscriptions/{id}/resume', access: 'user', params: idParams, response: subscription, errors: [409] },
  changePlan: {
    errors: [409, 422],
    method: 'post',
    path: '/api/subscriptions/{id}/change-plan',
    access: 'user',
    params: idParams,
    body: changePlanBody,
    response: changePlanResponse,
  },
  unlock: { method: 'post', path: '/api/subscriptions/unlock', access: 'user', body: unlockBody, response: unlockResponse, errors: [409, 422] },
  stripeWebhook: { method: 'post', path: '/api/subscriptions/stripe/webhook', summary: 'Stripe Billing webhook (signed)', rawBody: true },
  paypalWebhook: { method: 'post', path: '/api/subscriptions/paypal/webhook', summary: 'PayPal subscriptions webhook', rawBody: true },
  adminList: { method: 'get', path: '/api/admin/subscriptions', access: 'admin', query: adminListQuery, response: pageOf(adminSubscription) },
  adminShow: { method: 'get', path: '/api/admin/subscriptions/{id}', access: 'admin', params: idParams, response: adminSubscription },
  adminCancel: {
    errors: [409],
    method: 'post',
    path: '/api/admin/subscriptions/{id}/cancel',
    access: 'admin',
    params: idParams,
    body: adminCancelBody,
    response: adminSubscription,
  },
  adminPlans: { method: 'get', path: '/api/admin/subscription-plans', access: 'admin', response: z.array(adminPlan) },
  changePlanPrice: {
    method: 'put',
    path: '/api/admin/subscription-plans/{id}/price',
    access: 'admin',
    params: idParams,
    body: planPriceChange,
    response: adminPlan,
  },
} as const;

/** The local provider's test checkout page for a subscription (server-rendered, outside /api). */
export const LOCAL_SUBSCRIPTION_CHECKOUT_PATH = '/test-checkout/subscriptions';
