
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
const STRIPE_TOLERANCE_SECONDS = 300;
/** Per user: a real subscriber starts a checkout or two; a script would make us create provider sessions. */
const checkoutLimit = (userId: string) => [
  { key: `subscriptions.checkout:${userId}`, max: 10, windowSeconds: 600 },
  { key: `subscriptions.checkout-day:${userId}`, max: 30, windowSeconds: 86_400 },
];

export function mountSubscriptionsRoutes(api: ApiRouter, platform: Platform, deps: () => SubscriptionsDeps) {
  api.add({ ...r.plans, summary: 'Active subscription plans, cheapest first, and the payment methods on offer' }, async ({ em }) => {
    const d = deps();
    return {
      plans: await listActivePlans(em),
      providers: d.providers.list.map((p) => ({ id: p.id, label: p.label, testMode: p.testMode })),
      defaultProvider: d.providers.defaultId,
    };
  });

  api.add({ ...r.mine, summary: "The signed-in user's subscription (live, else the latest), with unlocks left" }, async ({ user, ctx, em }) => {
    ctx.set('Cache-Control', 'no-store');
    const row = await currentSubscriptionRow(em, user.id);
    return { subscription: row ? toSubscription(row) : null };
  });

  api.add({ ...r.checkout, summary: 'create-subscription-checkout: start a subscription at the provider (answers its url)' }, async ({ user, em, body }) => {
    await hit(em, checkoutLimit(user.id));
    return startCheckout(em, deps(), { userId: user.id, ...body });
  });

  api.add({ ...r.sync, status: 200, summary: 'Ask the provider for the subscription now (the return page)' }, async ({ user, em, params }) => {
    await ownSubscription(em, user.id, params.id);
    return toSubscription(await syncSubscription(em, deps(), params.id));
  });

  api.add({ ...r.cancel, status: 200, summary: 'cancel-subscription: cancel at the period end (the plan stays active until then)' }, async ({ user, em, params }) => {
    await ownSubscription(em, user.id, params.id);
    return toSubscription(await cancelSubscription(em, deps(), params.id, { immediately: false }));
  });

  api.add({ ...r.resume, status: 200, summary: 'Undo a cancellation before the period ends' }, async ({ user, em, params }) => {
    await ownSubscription(em, user.id, params.id);
    return toSubscription(await resumeSubscription(em, deps(), params.id));
  });

  api.add({ ...r.changePlan, status: 200, summary: 'Move to another plan, prorated by the provider' }, async ({ user, em, params, body }) => {
    await ownSubscription(em, user.id, params.id);
    const changed = await changePlan(em, deps(), params.id, body.planId);
    return { subscription: toSubscription(changed.row), url: changed.url };
  });

  api.add({ ...r.unlock, status: 200, summary: 'Unlock documents with the bonus unlocks of the subscription (0 points each)' }, async ({ user, em, body }) => {
    return await unlockDocuments(em, deps(), { userId: user.id, documentIds: body.documentIds });
  });

  api.add({ ...r.stripeWebhook, status: 200 }, async ({ ctx, em }) => {
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
    return { received: true, ...outcome };
  });

  api.add({ ...r.paypalWebhook, status: 200 }, async ({ ctx, em }) => {
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
    return { received: true, ...(await handlePayPalSubscriptionEvent(em, d, event)) };
  });

  api.add({ ...r.adminList, summary: 'Every subscription, newest first' }, async ({ em, query }) => {
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    return listAllSubscriptions(em, { ...query, userId });
  });

  api.add({ ...r.adminShow, summary: 'One subscription' }, async ({ em, params }) => {
    const found = await adminSubscriptionById(em, params.id);
    if (!found) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
    return found;
  });

  api.add({ ...r.adminCancel, status: 200, summary: 'Cancel a subscription at its period end, or now' }, async ({ em, params, body }) => {
    await cancelSubscription(em, deps(), params.id, body);
    return (await adminSubscriptionById(em, params.id))!;
  });

  api.add({ ...r.adminPlans, summary: 'Every plan, active or not, with its live subscriptions' }, ({ em }) => {
    return listAdminPlans(em);
  });

  api.add({ ...r.changePlanPrice, summary: "Change a plan's monthly price (audited): new subscriptions and plan changes pay it, running ones keep theirs" }, ({ user: admin, em, params, body }) => {
    return changePlanPrice(em, { planId: params.id, priceCents: body.priceCents, reason: body.reason, adminId: admin.id });
  });
}
