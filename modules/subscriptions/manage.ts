// What a subscriber (or an admin) asks of a subscription: start a checkout, cancel at the period end, resume,
// change plan, or look again at the provider. The provider is asked first; its answer is applied through the
// lifecycle (its webhooks will say the same later, and find nothing left to do).
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, HttpError, notFound, uuidv7 } from '../platform/index.ts';
import { SUBSCRIPTION_MESSAGES, type SubscriptionProviderId } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { applyProviderState } from './lifecycle.ts';
import { planForProvider, planRow } from './plans.ts';
import type { SubscriptionsDeps } from './providers/index.ts';
import { type SubscriptionForProvider, type SubscriptionProvider, SubscriptionProviderError } from './providers/port.ts';
import { forProvider, subscriptionRow } from './subscriptions.ts';

const badGateway = (error: unknown) =>
  error instanceof SubscriptionProviderError ? new HttpError(502, 'provider_failed', SUBSCRIPTION_MESSAGES.providerFailed) : error;

function providerOf(deps: SubscriptionsDeps, id: SubscriptionProviderId): SubscriptionProvider {
  const provider = deps.providers.get(id);
  if (!provider) throw new HttpError(422, 'provider_unavailable', SUBSCRIPTION_MESSAGES.providerUnavailable);
  return provider;
}

async function activePlan(em: EntityManager, planId: string): Promise<Row> {
  const plan = await planRow(em, planId);
  if (!plan?.is_active) throw new HttpError(422, 'plan_unavailable', SUBSCRIPTION_MESSAGES.planUnavailable);
  return plan;
}

/** Our plan's id at the provider, made there on first use (PayPal) and remembered on the plan. */
async function preparedPlan(em: EntityManager, provider: SubscriptionProvider, plan: Row): Promise<Row> {
  if (!provider.preparePlan || plan.paypal_plan_id) return plan;
  const paypalPlanId = await provider.preparePlan(planForProvider(plan));
  await rows(em, 'update subscription_plans set paypal_plan_id = ?, updated_at = now() where id = ?', [paypalPlanId, plan.id]);
  return { ...plan, paypal_plan_id: paypalPlanId };
}

export async function startCheckout(
  em: EntityManager,
  deps: SubscriptionsDeps,
  input: { userId: string; planId: string; provider?: SubscriptionProviderId; successPath?: string; cancelPath?: string },
) {
  const provider = providerOf(deps, input.provider ?? deps.providers.defaultId ?? 'local');
  const plan = await preparedPlan(em, provider, await activePlan(em, input.planId)).catch((e) => {
    throw badGateway(e);
  });
  if (await one(em, `select 1 from user_subscriptions where user_id = ? and status in ('active', 'past_due')`, [input.userId])) {
    throw conflict('already_subscribed', SUBSCRIPTION_MESSAGES.alreadySubscribed);
  }
  const id = uuidv7();
  // The price is written on the subscription: a later change of the plan's price leaves it alone.
  await rows(em, `insert into user_subscriptions (id, user_id, plan_id, provider, status, price_cents) values (?, ?, ?, ?, 'incomplete', ?)`, [
    id, input.userId, plan.id, provider.id, plan.price_cents,
  ]);
  const back = (path: string, extra: string) => `${deps.publicUrl}${path}${path.includes('?') ? '&' : '?'}${extra}&subscription_id=${id}`;
  const urls = {
    success: back(input.successPath ?? '/dashboard/subscription', 'subscribed=true'),
    cancel: back(input.cancelPath ?? '/dashboard/subscription', 'canceled=true'),
  };
  try {
    const started = await provider.createCheckout(await forProvider(em, (await subscriptionRow(em, id))!), urls);
    await rows(em, 'update user_subscriptions set checkout_session_id = ?, provider_subscription_id = ? where id = ?', [
      started.checkoutSessionId, started.providerSubscriptionId, id,
    ]);
    return { subscriptionId: id, provider: provider.id, url: started.url };
  } catch (error) {
    throw badGateway(error);
  }
}

async function live(em: EntityManager, id: string): Promise<Row> {
  const row = await subscriptionRow(em, id);
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  if (row.status !== 'active' && row.status !== 'past_due') throw conflict('not_active', SUBSCRIPTION_MESSAGES.notActive);
  return row;
}

type Ask = (provider: SubscriptionProvider, sub: SubscriptionForProvider) => ReturnType<SubscriptionProvider['fetch']>;

/** Asks the provider and applies its answer (no event id: the webhook that follows will be recorded on its own). */
async function act(em: EntityManager, deps: SubscriptionsDeps, row: Row, ask: Ask): Promise<Row> {
  const provider = providerOf(deps, row.provider);
  const snapshot = await ask(provider, await forProvider(em, row)).catch((e) => {
    throw badGateway(e);
  });
  await applyProviderState(em, deps, { provider: row.provider, snapshot, subscriptionId: row.id, fresh: true });
  return (await subscriptionRow(em, row.id))!;
}

export async function cancelSubscription(em: EntityManager, deps: SubscriptionsDeps, id: string, options: { immediately: boolean }, now = new Date()) {
  return act(em, deps, await live(em, id), (p, sub) => p.cancel(sub, options, now));
}

export async function resumeSubscription(em: EntityManager, deps: SubscriptionsDeps, id: string, now = new Date()) {
  const row = await live(em, id);
  if (!row.cancel_at_period_end) return row;
  return act(em, deps, row, (p, sub) => p.resume(sub, now));
}

/** Asks the provider for the subscription's state now (the return page, the reconciliation job). */
export async function syncSubscription(em: EntityManager, deps: SubscriptionsDeps, id: string, now = new Date()) {
  const row = await subscriptionRow(em, id);
  if (!row) throw notFound(SUBSCRIPTION_MESSAGES.notFound);
  if (row.status === 'cancelled') return row;
  return act(em, deps, row, (p, sub) => p.fetch(sub, now));
}

export async function changePlan(em: EntityManager, deps: SubscriptionsDeps, id: string, planId: string, now = new Date()) {
  const row = await live(em, id);
  if (row.plan_id === planId) throw conflict('same_plan', SUBSCRIPTION_MESSAGES.samePlan);
  const provider = providerOf(deps, row.provider);
  const plan = await preparedPlan(em, provider, await activePlan(em, planId)).catch((e) => {
    throw badGateway(e);
  });
  let url: string | null = null;
  const after = await act(em, deps, row, async (p, sub) => {
    const changed = await p.changePlan(sub, planForProvider(plan), now);
    url = changed.url;
    return changed.snapshot;
  });
  return { row: after, url };
}
