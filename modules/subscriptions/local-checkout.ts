// The local provider's test checkout for a subscription: GET /test-checkout/subscriptions/{id}?token=… shows the
// plan, clearly labelled TEST MODE, with Subscribe and Cancel buttons; POST (a plain HTML form) starts the
// subscription or gives up, then redirects with 303 like a hosted page. Outside /api for the same reasons as the
// points checkout (payments README): a capability token in the URL, a plain form without the CSRF header.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware, Next } from 'koa';
import { escapeHtml, testModePage, validLocalCheckoutToken } from '../payments/index.ts';
import { LOCAL_SUBSCRIPTION_CHECKOUT_PATH } from './contract.ts';
import { applyProviderState } from './lifecycle.ts';
import { localSubscriptionTokenInput, type SubscriptionsDeps } from './providers/index.ts';
import { localActivation } from './providers/local.ts';
import { forProvider, subscriptionRow } from './subscriptions.ts';

const PATH = new RegExp(`^${LOCAL_SUBSCRIPTION_CHECKOUT_PATH}/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`);
const money = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function checkoutPage(sub: Record<string, any>, token: string): string {
  const form = (action: 'subscribe' | 'cancel', label: string, cls: string) =>
    `<form method="post" action="${LOCAL_SUBSCRIPTION_CHECKOUT_PATH}/${escapeHtml(sub.id)}"><input type="hidden" name="token" value="${escapeHtml(token)}">` +
    `<input type="hidden" name="action" value="${action}"><button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;
  const price = money(Number(sub.plan_price_cents));
  return testModePage(
    'Subscribe',
    `<h1>Studyhall test checkout</h1>
<p class="note">This server has no payment provider configured, so this page stands in for one. Subscribing here
starts the plan without charging anything; it renews each month until cancelled.</p>
<dl>
  <dt>Plan</dt><dd>${escapeHtml(sub.plan_name)}</dd>
  <dt>Document unlocks</dt><dd>${Number(sub.plan_bonus_points)} a month</dd>
  <dt>Price</dt><dd>${price} / month</dd>
</dl>
<div class="actions">${form('cancel', 'Cancel', 'cancel')}${form('subscribe', `Subscribe for ${price}`, 'pay')}</div>`,
  );
}

function refuse(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = testModePage('Subscribe', `<h1>${escapeHtml(message)}</h1>`);
}

export function localSubscriptionCheckout(deps: () => SubscriptionsDeps, secret: string): Middleware {
  return async (ctx: Context, next: Next) => {
    const match = PATH.exec(ctx.path);
    if (!match || !['GET', 'HEAD', 'POST'].includes(ctx.method)) return next();
    const d = deps();
    if (!d.providers.get('local')) return refuse(ctx, 404, 'The test checkout is not available on this server.');
    const id = match[1]!;
    const form = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const token = ctx.method === 'POST' ? form.token : ctx.query.token;
    if (!validLocalCheckoutToken(secret, localSubscriptionTokenInput(id), token)) return refuse(ctx, 403, 'This checkout link is not valid.');
    const em = ctx.state.em as EntityManager;
    const sub = await subscriptionRow(em, id);
    if (sub?.provider !== 'local') return refuse(ctx, 404, 'This checkout does not exist.');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');
    const back = `${d.publicUrl}/dashboard/subscription?subscription_id=${id}`;
    if (ctx.method !== 'POST') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body =
        sub.status === 'incomplete'
          ? checkoutPage(sub, String(token))
          : testModePage('Subscribe', `<h1>This checkout is closed</h1><p><a href="${escapeHtml(back)}">Back to Studyhall</a></p>`);
      return;
    }
    if (form.action === 'subscribe') {
      // The local provider's "subscription created" event, applied once however often the button is pressed.
      await applyProviderState(em, d, {
        provider: 'local',
        snapshot: localActivation(await forProvider(em, sub), new Date()),
        subscriptionId: id,
        event: { id: `local:${id}:created`, type: 'subscription.created', payload: { subscriptionId: id } },
      });
      ctx.status = 303;
      ctx.redirect(`${back}&subscribed=true`);
      return;
    }
    if (form.action === 'cancel') {
      ctx.status = 303;
      ctx.redirect(`${back}&canceled=true`);
      return;
    }
    refuse(ctx, 400, 'Choose Subscribe or Cancel.');
  };
}
