// The local provider's test checkout page: GET /test-checkout/{orderId}?token=… shows the order, clearly
// labelled TEST MODE, with Pay and Cancel buttons; POST (a plain HTML form) pays or cancels and redirects to the
// order's success or cancel URL with 303, the way Stripe's hosted page does.
//
// Why outside /api: it plays an outside provider's hosted page. It is authorised by the capability token in its
// URL (an HMAC of the order id under the app secret), not by our session, and a plain form cannot send the
// CSRF header that /api requires of cookie sessions.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Middleware, Next } from 'koa';
import { LOCAL_CHECKOUT_PATH } from './contract.ts';
import { int, one } from './db.ts';
import { closeOrder, type PaymentsDeps, recordVerifiedPayment, returnUrls } from './order-lifecycle.ts';
import { localPaymentId, validLocalCheckoutToken } from './providers/local.ts';

const PATH = new RegExp(`^${LOCAL_CHECKOUT_PATH}/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$`);

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const money = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** A hosted-provider page of the local test mode: the TEST MODE banner and one card. */
export function testModePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · TEST MODE · Studyhall</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f4f5; color: #18181b; margin: 0; }
  .banner { background: #f59e0b; color: #111; text-align: center; font-weight: 700; padding: 10px; letter-spacing: .08em; }
  main { max-width: 420px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 28px; box-shadow: 0 1px 4px rgb(0 0 0 / .1); }
  h1 { font-size: 1.25rem; margin: 0 0 4px; }
  .note { color: #52525b; font-size: .9rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 8px; margin: 20px 0; }
  dt { color: #52525b; } dd { margin: 0; font-weight: 600; text-align: right; }
  .actions { display: flex; gap: 12px; } form { flex: 1; }
  button { width: 100%; padding: 12px; border-radius: 8px; font-size: 1rem; cursor: pointer; border: 1px solid #d4d4d8; background: #fff; }
  button.pay { background: #4f46e5; color: #fff; border-color: #4f46e5; }
</style>
</head>
<body>
<div class="banner" role="status">TEST MODE: no real payment is taken</div>
<main>${body}</main>
</body>
</html>`;
}

function checkoutPage(order: Record<string, any>, token: string): string {
  const id = escapeHtml(order.id);
  const t = escapeHtml(token);
  const total = int(order.points_amount) + int(order.bonus_points);
  const form = (action: 'pay' | 'cancel', label: string, cls: string) =>
    `<form method="post" action="${LOCAL_CHECKOUT_PATH}/${id}"><input type="hidden" name="token" value="${t}">` +
    `<input type="hidden" name="action" value="${action}"><button type="submit" class="${cls}">${escapeHtml(label)}</button></form>`;
  return testModePage(
    'Checkout',
    `<h1>Studyhall test checkout</h1>
<p class="note">This server has no payment provider configured, so this page stands in for one. Paying here adds
the points without charging anything.</p>
<dl>
  <dt>Points</dt><dd>${int(order.points_amount)}</dd>
  <dt>Bonus points</dt><dd>${int(order.bonus_points)}</dd>
  <dt>You receive</dt><dd>${total} points</dd>
  <dt>Amount</dt><dd>${money(int(order.amount_cents))} ${escapeHtml(String(order.currency).toUpperCase())}</dd>
</dl>
<div class="actions">${form('cancel', 'Cancel', 'cancel')}${form('pay', `Pay ${money(int(order.amount_cents))}`, 'pay')}</div>`,
  );
}

function closedPage(order: Record<string, any>, urls: { success: string; cancel: string }): string {
  const paid = Boolean(order.payment_intent_id);
  return testModePage(
    'Checkout closed',
    `<h1>This checkout is closed</h1><p class="note">The order is ${escapeHtml(order.order_status)}.</p>
<p><a href="${escapeHtml(paid ? urls.success : urls.cancel)}">Back to Studyhall</a></p>`,
  );
}

function refuse(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = testModePage('Checkout', `<h1>${escapeHtml(message)}</h1>`);
}

export function localCheckoutMiddleware(deps: () => PaymentsDeps, secret: string): Middleware {
  return async (ctx: Context, next: Next) => {
    const match = PATH.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.method !== 'POST')) return next();
    const d = deps();
    if (!d.providers.get('local')) return refuse(ctx, 404, 'The test checkout is not available on this server.');
    const orderId = match[1]!;
    const form = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const token = ctx.method === 'POST' ? form.token : ctx.query.token;
    if (!validLocalCheckoutToken(secret, orderId, token)) return refuse(ctx, 403, 'This checkout link is not valid.');
    const em = ctx.state.em as EntityManager;
    const order = await one(em, `select * from points_orders where id = ? and payment_method = 'local'`, [orderId]);
    if (!order) return refuse(ctx, 404, 'This checkout does not exist.');
    const urls = returnUrls(d, order);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Referrer-Policy', 'no-referrer');

    if (ctx.method !== 'POST') {
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = order.order_status === 'pending' ? checkoutPage(order, String(token)) : closedPage(order, urls);
      return;
    }
    const action = form.action;
    if (action === 'pay') {
      if (!order.payment_intent_id) {
        await recordVerifiedPayment(
          em,
          d,
          order.id,
          { state: 'paid', paymentId: localPaymentId(order.id), amountCents: int(order.amount_cents), currency: order.currency },
          'local_checkout',
        );
      }
      ctx.status = 303;
      ctx.redirect(urls.success);
      return;
    }
    if (action === 'cancel') {
      if (!order.payment_intent_id) await closeOrder(em, order.id, 'cancelled', null);
      ctx.status = 303;
      ctx.redirect(order.payment_intent_id ? urls.success : urls.cancel);
      return;
    }
    refuse(ctx, 400, 'Choose Pay or Cancel.');
  };
}
