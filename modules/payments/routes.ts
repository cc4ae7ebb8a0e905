// Koa routes of /api/payments and /api/admin/payments: parse with contract.ts, call the services, shape the answer.
import type { Context, } from 'koa';
import type Stripe from 'stripe';
import { type ApiRouter, clientIp, HttpError, hit, logger, type Platform } from '../platform/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { adminUsers, emptyPage, packageById, userFilterId } from '../wallet/index.ts';
import { type AdminPointsOrder, type AdminPointsOrderView, PAYMENT_MESSAGES, paymentsRoutes as r } from './contract.ts';
import { one } from './db.ts';
import { PAYMENT_LIMITS } from './rate-limits.ts';
import { cancelOrder, type ClientInfo, createOrder, type PaymentsDeps, verifyOrder } from './order-lifecycle.ts';
import { toAdminOrder, toOrder } from './order-presenters.ts';
import { findUserOrder, listAllOrders, listUserOrders } from './order-queries.ts';
import { refundOrder } from './order-refunds.ts';
import { parseWebhookEvent, readWebhookBody } from './webhook-body.ts';
import { handlePayPalEvent, handleStripeEvent, type PayPalEvent } from './webhooks.ts';

const log = logger('payments');

/** Who is paying, from where: the user agent and address, and a country only from a trusted proxy's header. */
function clientInfo(ctx: Context, trustProxy: boolean): ClientInfo {
  const header = (...names: string[]) => {
    if (!trustProxy) return null;
    for (const name of names) {
      const value = ctx.get(name).trim();
      if (value) return value;
    }
    return null;
  };
  const country = header('cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country')?.toUpperCase() ?? null;
  return {
    userAgent: ctx.get('user-agent') || null,
    ipAddress: clientIp(ctx),
    countryCode: country && /^[A-Z]{2}$/.test(country) ? country : null,
    city: header('cloudfront-viewer-city', 'x-vercel-ip-city'),
    region: header('cloudfront-viewer-country-region', 'x-vercel-ip-country-region'),
  };
}

export function mountPaymentsRoutes(api: ApiRouter, platform: Platform, deps: () => PaymentsDeps) {
  api.add({ ...r.providers, summary: 'The payment methods this server offers, and which is the default' }, () => {
    const d = deps();
    return { providers: d.providers.list.map((p) => ({ id: p.id, label: p.label, testMode: p.testMode })), defaultProvider: d.providers.defaultId };
  });

  api.add(
    { ...r.checkout, summary: 'Create a points order from a package or a custom amount and start its checkout (answers its url)' },
    async ({ user, ctx, em, body }) => {
      await hit(em, PAYMENT_LIMITS.checkout(user.id));
      return createOrder(em, deps(), { userId: user.id, body, client: clientInfo(ctx, platform.config.TRUST_PROXY) });
    },
  );

  api.add({ ...r.verify, status: 200, summary: 'Verify the payment of the payment-return page (server to server with the provider)' }, async ({ user, em, body }) => {
    await hit(em, PAYMENT_LIMITS.verify(user.id));
    const result = await verifyOrder(em, deps(), user.id, body);
    return result;
  });

  api.add({ ...r.orders, summary: "The signed-in user's points orders, newest first" }, ({ user, em, query }) => {
    return listUserOrders(em, user.id, query);
  });

  api.add({ ...r.order, summary: 'One of the signed-in user’s points orders' }, async ({ user, em, params }) => {
    return toOrder(await findUserOrder(em, user.id, { orderId: params.id }).catch(() => Promise.reject(new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound))));
  });

  api.add({ ...r.cancel, status: 200, summary: 'Give up a pending order' }, async ({ user, em, params }) => {
    const order = await cancelOrder(em, user.id, params.id).catch((error) => {
      throw error instanceof HttpError && error.status === 404 ? new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound) : error;
    });
    return order;
  });

  const webhookBody = (ctx: Context) => readWebhookBody(ctx, platform.config.BODY_LIMIT_KB * 1024);

  api.add({ ...r.stripeWebhook, status: 200 }, async ({ ctx, em }) => {
    const stripe = deps().providers.stripe;
    if (!stripe) throw new HttpError(404, 'not_found', 'Stripe is not configured on this server.');
    const raw = await webhookBody(ctx);
    try {
      stripe.verifyWebhook(raw, ctx.get('stripe-signature') || undefined);
    } catch (error) {
      log.warn({ reason: String((error as Error).message).split('\n')[0] }, 'refused a Stripe webhook with a bad signature');
      throw new HttpError(400, 'invalid_signature', 'The webhook signature could not be verified.');
    }
    const result = await handleStripeEvent(em, deps(), parseWebhookEvent<Stripe.Event>(raw));
    return { received: true, ...result };
  });

  api.add({ ...r.paypalWebhook, status: 200 }, async ({ ctx, em }) => {
    const paypal = deps().providers.paypal;
    if (!paypal) throw new HttpError(404, 'not_found', 'PayPal is not configured on this server.');
    const event = parseWebhookEvent<PayPalEvent>(await webhookBody(ctx));
    let verified: boolean;
    try {
      verified = await paypal.verifyWebhook(event, {
        authAlgo: ctx.get('paypal-auth-algo') || undefined,
        certUrl: ctx.get('paypal-cert-url') || undefined,
        transmissionId: ctx.get('paypal-transmission-id') || undefined,
        transmissionSig: ctx.get('paypal-transmission-sig') || undefined,
        transmissionTime: ctx.get('paypal-transmission-time') || undefined,
      });
    } catch (error) {
      log.error({ err: error }, 'PayPal webhook verification call failed');
      throw new HttpError(502, 'verification_unavailable', 'The webhook could not be verified right now.');
    }
    if (!verified) throw new HttpError(400, 'invalid_signature', 'The webhook signature could not be verified.');
    const result = await handlePayPalEvent(em, deps(), event);
    return { received: true, ...result };
  });

  /** Orders with their buyer and package named, for the admin pages. */
  async function adminViews(em: EntityManager, orders: AdminPointsOrder[]): Promise<AdminPointsOrderView[]> {
    const packageIds = [...new Set(orders.map((o) => o.packageId).filter((id): id is string => Boolean(id)))];
    const [users, packages] = await Promise.all([
      adminUsers(em, orders.map((o) => o.userId)),
      Promise.all(packageIds.map((id) => packageById(em, id))),
    ]);
    const names = new Map(packages.filter((p) => p !== null).map((p) => [p.id, p.name]));
    return orders.map((o) => ({ ...o, user: users.get(o.userId) ?? null, packageName: (o.packageId && names.get(o.packageId)) || null }));
  }

  api.add({ ...r.adminOrders, summary: 'Every points order, newest first, with its buyer and package' }, async ({ em, query }) => {
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    const page = await listAllOrders(em, { ...query, userId });
    return { ...page, items: await adminViews(em, page.items) };
  });

  api.add({ ...r.adminOrder, summary: 'One points order with every field' }, async ({ em, params }) => {
    const row = await one(em, 'select * from points_orders where id = ?', [params.id]);
    if (!row) throw new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound);
    return (await adminViews(em, [toAdminOrder(row)]))[0];
  });

  api.add(
    { ...r.adminRefund, status: 200, summary: 'Refund a completed order through its provider and take its points back (once)' },
    async ({ em, params, body }) => {
      const row = await one(em, 'select order_status from points_orders where id = ?', [params.id]);
      if (!row) throw new HttpError(404, 'order_not_found', PAYMENT_MESSAGES.orderNotFound);
      // refundOrder answers a repeated refund as done (the CLI's retry); an admin asking twice is told so.
      const already = () => new HttpError(409, 'already_refunded', PAYMENT_MESSAGES.alreadyRefunded);
      if (row.order_status === 'refunded') throw already();
      const result = await refundOrder(em, deps(), params.id, body.reason);
      if (result.alreadyRefunded) throw already();
      return { order: (await adminViews(em, [result.order]))[0], pointsTakenBack: result.pointsTakenBack, refundId: result.refundId };
    },
  );
}
