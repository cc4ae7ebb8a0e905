// Koa routes of /api/subscriptions and /api/admin/subscriptions: parse with contract.ts, call the services, shape
// the answer. A subscription of another user is a 404, as if it did not exist.
import type { Context, Middleware, Next } from 'koa';
import { requireAdmin, requireUser } from '../accounts/index.ts';
import { parseWebhookEvent, readWebhookBody } from '../payments/index.ts';
import { type ApiRouter, HttpError, hit, logger, notFound, type Platform } from '../platform/index.ts';
import { emptyPage, userFilterId } from '../wallet/index.ts';
import { adminSubscriptionById, listAllSubscriptions } from './admin.ts';
import { SUBSCRIPTION_MESSAGES, subscriptionsRoutes as r } from './contract.ts';
import { cancelSubscription, changePlan, resumeSubscription, startCheckout, syncSubscription } from './manage.ts';
import { changePlanPrice, listAdminPlans } from './plan-prices.ts';
import { listActivePlans } from './plans.ts';
import type { SubscriptionsDeps } from './providers/index.ts';
import { currentSubscriptionRow, ownSubscription, toSubscription } from './subscriptions.ts';
import { unlockDocuments } from './unlock.ts';
import { handlePayPalSubscriptionEvent, handleStripeSubscriptionEvent, type PayPalSubscriptionEvent, verifyPayPalDelivery } from './webhooks.ts';

const log = logger('subscriptions');
const SIGNED_IN_ONLY = /^\/api\/(subscriptions\/(me|checkout|unlock|[0-9a-f-]{36}\/.*)|admin\/subscriptions(\/.*)?)$/;
const STRIPE_TOLERANCE_SECONDS = 300;
/** Per user: a real subscriber starts a checkout or two; a script would make us create provider sessions. */
const checkoutLimit = (userId: string) => [
  { key: `subscriptions.checkout:${userId}`, max: 10, windowSeconds: 600 },
  { key: `subscriptions.checkout-day:${userId}`, max: 30, windowSeconds: 86_400 },
];

export function subscriptionsGuestGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (SIGNED_IN_ONLY.test(ctx.path) && !ctx.state.user) throw new HttpError(401, 'unauthenticated', SUBSCRIPTION_MESSAGES.notAuthenticated);
    return next();
  };
}

function ok<T>(ctx: Context, value: T): undefined {
  ctx.status = 200;
  ctx.body = value;
  return undefined;
}

export function mountSubscriptionsRoutes(api: ApiRouter, platform: Platform, deps: () => SubscriptionsDeps) {
  api.add({ ...r.plans, summary: 'Active subscription plans, cheapest first, and the payment methods on offer' }, async ({ em }) => {
    const d = deps();
    return {
      plans: await listActivePlans(em),
      providers: d.providers.list.map((p) => ({ id: p.id, label: p.label, testMode: p.testMode })),
      defaultProvider: d.providers.defaultId,
    };
  });

  api.add({ ...r.mine, summary: "The signed-in user's subscription (live, else the latest), with unlocks left" }, async ({ ctx, em }) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    const row = await currentSubscriptionRow(em, user.id);
    return { subscription: row ? toSubscription(row) : null };
  });

  api.add({ ...r.checkout, summary: 'create-subscription-checkout: start a subscription at the provider (answers its url)' }, async ({ ctx, em, body }) => {
    const user = requireUser(ctx);
    await hit(em, checkoutLimit(user.id));
    return startCheckout(em, deps(), { userId: user.id, ...body });
  });

  api.add({ ...r.sync, summary: 'Ask the provider for the subscription now (the return page)' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    await ownSubscription(em, user.id, params.id);
    return ok(ctx, toSubscription(await syncSubscription(em, deps(), params.id)));
  });

  api.add({ ...r.cancel, summary: 'cancel-subscription: cancel at the period end (the plan stays active until then)' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    await ownSubscription(em, user.id, params.id);
    return ok(ctx, toSubscription(await cancelSubscription(em, deps(), params.id, { immediately: false })));
  });

  api.add({ ...r.resume, summary: 'Undo a cancellation before the period ends' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    await ownSubscription(em, user.id, params.id);
    return ok(ctx, toSubscription(await resumeSubscription(em, deps(), params.id)));
  });

  api.add({ ...r.changePlan, summary: 'Move to another plan, prorated by the provider' }, async ({ ctx, em, params, body }) => {
    const user = requireUser(ctx);
    await ownSubscription(em, user.id, params.id);
    const changed = await changePlan(em, deps(), params.id, body.planId);
    return ok(ctx, { subscription: toSubscription(changed.row), url: changed.url });
  });

  api.add({ ...r.unlock, summary: 'Unlock documents with the bonus unlocks of the subscription (0 points each)' }, async ({ ctx, em, body }) => {
    const user = requireUser(ctx);
    return ok(ctx, await unlockDocuments(em, deps(), { userId: user.id, documentIds: body.documentIds }));
  });

  api.add(r.stripeWebhook, async ({ ctx, em }) => {
    const stripe = deps().stripeWebhook;
    if (!stripe) throw notFound();
    const text = await readWebhookBody(ctx, platform.config.BODY_LIMIT_KB * 1024);
    try {
      stripe.client.webhooks.signature.verifyHeader(text, ctx.get('stripe-signature'), stripe.secret, STRIPE_TOLERANCE_SECONDS);
    } catch (error) {
      log.warn({ err: error }, 'stripe subscription webhook with a bad signature');
      throw new HttpError(400, 'invalid_signature', 'Invalid signature');
    }
    const outcome = await handleStripeSubscriptionEvent(em, deps(), parseWebhookEvent(text));
    return ok(ctx, { received: true, ...outcome });
  });

  api.add(r.paypalWebhook, async ({ ctx, em }) => {
    const d = deps();
    if (!d.paypalWebhook) throw notFound();
    const event = parseWebhookEvent<PayPalSubscriptionEvent>(await readWebhookBody(ctx, platform.config.BODY_LIMIT_KB * 1024));
    let verified: boolean;
    try {
      verified = await verifyPayPalDelivery(d, event, (name) => ctx.get(name));
    } catch (error) {
      log.error({ err: error }, 'could not ask PayPal about a subscription webhook');
      throw new HttpError(502, 'provider_failed', SUBSCRIPTION_MESSAGES.providerFailed);
    }
    if (!verified) throw new HttpError(400, 'invalid_signature', 'Invalid signature');
    return ok(ctx, { received: true, ...(await handlePayPalSubscriptionEvent(em, d, event)) });
  });

  api.add({ ...r.adminList, summary: 'Every subscription, newest first' }, async ({ ctx, em, query }) => {
    requireAdmin(ctx);
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    return listAllSubscriptions(em, { ...query, userId });
  });

  api.add({ ...r.adminShow, summary: 'One subscription' }, async ({ ctx, em, params }) => {
    requireAdmin(ctx);
    const found = await adminSubscriptionById(em, params.id);
    if (!found) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return found;
  });

  api.add({ ...r.adminCancel, summary: 'Cancel a subscription at its period end, or now' }, async ({ ctx, em, params, body }) => {
    requireAdmin(ctx);
    await cancelSubscription(em, deps(), params.id, body);
    return ok(ctx, (await adminSubscriptionById(em, params.id))!);
  });

  api.add({ ...r.adminPlans, summary: 'Every plan, active or not, with its live subscriptions' }, ({ ctx, em }) => {
    requireAdmin(ctx);
    return listAdminPlans(em);
  });

  api.add({ ...r.changePlanPrice, summary: "Change a plan's monthly price (audited): new subscriptions and plan changes pay it, running ones keep theirs" }, ({ ctx, em, params, body }) => {
    const admin = requireAdmin(ctx);
    return changePlanPrice(em, { planId: params.id, priceCents: body.priceCents, reason: body.reason, adminId: admin.id });
  });
}
