// The payments HTTP contract: buying points with money. The web imports this file.
//
// Flow for the pages (spec 000 §4 "Payment return"):
// 1. POST /api/payments/checkout with a package id (or a custom amount in whole cents) answers `{ url }`; send the
//    browser there. The server creates the order and decides its amount and points; nothing the browser says
//    about amounts is used (unknown fields are refused with 400).
// 2. The provider (Stripe, PayPal, or the local test checkout) sends the browser back to
//    `/checkout/success?success=true&provider=…&order_id=…&session_id=…` (PayPal adds `token=` instead of
//    `session_id`), or to `/checkout?canceled=true&order_id=…`.
// 3. The page posts `{ sessionId: session_id ?? token, orderId: order_id }` to POST /api/payments/verify. The server
//    asks the provider (or has already heard from its webhook) and answers `{ valid, alreadyProcessed,
//    payment_details }`. Points are credited by a settlement job a moment later; the page sees the new balance
//    on the live stream (`wallet.balance-changed`, `payments.order-updated`) or by refetching.
//    `alreadyProcessed` is true when this payment was already reported to the user once (any tab, any device):
//    show 'This payment has already been processed.'
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { adminUser } from '../wallet/contract.ts';

export const PAYMENT_MESSAGES = {
  notAuthenticated: 'User not authenticated',
  paymentSuccessful: 'Payment successful! Points added to your account.',
  alreadyProcessed: 'This payment has already been processed.',
  mayHaveSucceeded: 'Payment may have been successful. Please check your points balance.',
  verifyError: 'Error verifying payment. Please contact support.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  missingDetails: 'Could not process payment. Missing details.',
  processingError: 'Error processing payment. Please contact support.',
  orderError: 'Error creating order. Please contact support.',
  sessionNotFound: 'Payment session not found.',
  orderNotFound: 'Order not found.',
  packageUnavailable: 'This points package is not available.',
  providerUnavailable: 'This payment method is not available.',
  paymentsUnavailable: 'Payments are not configured on this server.',
  notRefundable: 'Only a completed order can be refunded.',
  refundShortfall: 'The user no longer has all the points of this order.',
  alreadyRefunded: 'This order was already refunded.',
  disputed: 'This payment is disputed at the provider: the dispute decides whether the money and the points go back.',
  refundReasonRequired: 'Give a reason for the refund.',
} as const;

export const providers = ['local', 'stripe', 'paypal'] as const;
export type ProviderId = (typeof providers)[number];

/**
 * order_status: pending (awaiting payment) -> processing (payment verified with the provider; the settlement job
 * is crediting the points) -> completed (points credited) -> refunding (points taken back; the provider refund is
 * under way) -> refunded. pending -> cancelled (the buyer cancelled, or the provider session expired) | failed
 * (the provider refused, or reported another amount). A payment verified later still completes a cancelled or
 * failed order: money taken is never left without its points.
 */
export const orderStatuses = ['pending', 'processing', 'completed', 'cancelled', 'failed', 'refunding', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** payment_status: pending -> succeeded (verified with the provider) -> refunded; or failed | cancelled. */
export const paymentStatuses = ['pending', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const uuid = z.uuid();
const timestamp = z.string().describe('ISO 8601, UTC');

/** A path on this site to come back to (never another origin). */
const returnPath = z
  .string()
  .max(200)
  .regex(/^\/(?![/\\])[A-Za-z0-9/_\-.~]*$/, 'Must be a path on this site, such as /checkout/success');

export const checkoutBody = z
  .object({
    packageId: uuid.optional().describe('an active points package'),
    amountCents: z
      .number({ error: 'Amount must be a number of cents' })
      .int('Amount must be a whole number of cents')
      .positive('Amount must be positive')
      .optional()
      .describe('a custom amount in whole cents, within the limits of GET /api/wallet/packages'),
    provider: z.enum(providers).optional().describe('the default provider of GET /api/payments/providers when absent'),
    successPath: returnPath.optional().describe("where the provider sends the buyer back; '/checkout/success' by default"),
    cancelPath: returnPath.optional().describe("where a cancelled checkout goes; '/checkout' by default"),
  })
  .strict()
  .refine((b) => (b.packageId === undefined) !== (b.amountCents === undefined), {
    message: 'Give either packageId or amountCents',
    path: ['packageId'],
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutResponse = z.object({
  orderId: uuid,
  provider: z.enum(providers),
  sessionId: z.string().describe("the provider's checkout session (Stripe), order (PayPal) or local session id"),
  url: z.string().describe('send the browser here; never empty'),
  amountCents: z.number().int(),
  currency: z.string(),
  points: z.number().int().describe('base points'),
  bonusPoints: z.number().int(),
  totalPoints: z.number().int(),
  packageId: uuid.nullable(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const verifyBody = z
  .object({
    sessionId: z.string().trim().min(1).max(300).optional().describe('session_id (Stripe, local) or token (PayPal) of the return URL'),
    orderId: uuid.optional().describe('order_id of the return URL'),
  })
  .strict()
  .refine((b) => b.sessionId !== undefined || b.orderId !== undefined, {
    message: PAYMENT_MESSAGES.missingDetails,
    path: ['sessionId'],
  });
export type VerifyBody = z.infer<typeof verifyBody>;

/** The spec's payment verification result (000 §3), from the order the server created, never from the URL. */
export const verifyResponse = z.object({
  valid: z.literal(true).describe('a payment not verified is a 409 error, never valid: false'),
  alreadyProcessed: z.boolean().describe("true: show 'This payment has already been processed.'"),
  orderId: uuid,
  status: z.enum(orderStatuses).describe('processing until the settlement job has credited the points'),
  message: z.string(),
  payment_details: z.object({
    amount: z.number().describe('USD, e.g. 9.99 (display only; amountCents is exact)'),
    amountCents: z.number().int(),
    currency: z.string(),
    points: z.number().int().describe('points credited, bonus included'),
    package_id: uuid.nullable(),
  }),
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

export const pointsOrder = z.object({
  id: uuid,
  packageId: uuid.nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  pointsAmount: z.number().int().describe('base points'),
  bonusPoints: z.number().int(),
  totalPoints: z.number().int(),
  promotionCode: z.string().nullable(),
  paymentMethod: z.enum(providers),
  paymentStatus: z.enum(paymentStatuses),
  orderStatus: z.enum(orderStatuses),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  refundedAt: timestamp.nullable(),
});
export type PointsOrder = z.infer<typeof pointsOrder>;

/** A card dispute (chargeback) at Stripe, and what it did to the order's points. */
export const orderDispute = z.object({
  id: z.string().describe("Stripe's dispute id"),
  status: z.string().describe("Stripe's status: needs_response, under_review, won, lost, warning_closed, …"),
  reason: z.string().nullable().describe("Stripe's reason: fraudulent, product_not_received, …"),
  openedAt: timestamp.describe('when we first heard of it'),
  closedAt: timestamp.nullable(),
  pointsTaken: z.number().int().nullable().describe('points taken back from the buyer; null while nothing was taken'),
  shortfallPoints: z.number().int().describe('points the buyer had already spent, which could not be taken back (0 once won)'),
  pointsReturned: z.number().int().nullable().describe('points given back when the dispute closed in our favour'),
});
export type OrderDispute = z.infer<typeof orderDispute>;

/** Open, or lost with the points kept: Stripe refuses a refund meanwhile, and the dispute decides. */
export const disputeHoldsOrder = (d: OrderDispute | null): boolean =>
  d !== null && (d.closedAt === null || (d.pointsTaken !== null && d.pointsReturned === null));

/** Everything of spec 000 §3 points_orders, for admins. */
export const adminPointsOrder = pointsOrder.extend({
  userId: uuid,
  providerSessionId: z.string().nullable(),
  paymentIntentId: z.string().nullable().describe("the provider's payment: Stripe payment intent, PayPal capture"),
  metadata: z.record(z.string(), z.unknown()),
  verifiedVia: z.enum(['webhook', 'verification', 'local_checkout']).nullable(),
  verifiedAt: timestamp.nullable(),
  failureReason: z.string().nullable(),
  refundId: z.string().nullable(),
  refundReason: z.string().nullable(),
  /** Who started the refund: an admin here, or the provider's dashboard (a webhook told us). */
  refundedVia: z.enum(['admin', 'provider']).nullable(),
  /** Points the buyer had already spent when a provider refund arrived: the refund could not take them back. */
  refundShortfallPoints: z.number().int(),
  dispute: orderDispute.nullable().describe('null when the payment was never disputed'),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  countryCode: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  updatedAt: timestamp,
});
export type AdminPointsOrder = z.infer<typeof adminPointsOrder>;

/** What the admin pages get: the order with its buyer and package named. */
export const adminPointsOrderView = adminPointsOrder.extend({
  user: adminUser.nullable().describe('null when the account no longer exists'),
  packageName: z.string().nullable().describe("the package's name; null for a custom amount"),
});
export type AdminPointsOrderView = z.infer<typeof adminPointsOrderView>;

export const ordersQuery = pageQuery(20);
export const adminOrdersQuery = ordersQuery.extend({
  status: z.enum(orderStatuses).optional(),
  userId: uuid.optional(),
  user: z.string().trim().min(1).max(254).optional().describe("the buyer's email (any case) or id; an unknown user matches nothing"),
  provider: z.enum(providers).optional(),
  disputed: z.stringbool().optional().describe('true: only orders with a Stripe dispute (open or closed)'),
});

export const orderParams = z.object({ id: uuid });

export const refundOrderBody = z.object({
  reason: z
    .string({ error: PAYMENT_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.refundReasonRequired)
    .max(500)
    .describe('kept on the order and in the ledger'),
});
export const orderRefund = z.object({
  order: adminPointsOrderView,
  pointsTakenBack: z.number().int(),
  refundId: z.string().describe("the provider's refund"),
});
export type OrderRefund = z.infer<typeof orderRefund>;

export const providersResponse = z.object({
  providers: z.array(z.object({ id: z.enum(providers), label: z.string(), testMode: z.boolean() })),
  defaultProvider: z.enum(providers).nullable(),
});

/**
 * Live messages on the user's `/api/events` stream: `payments.order-updated` `{ orderId, orderStatus,
 * paymentStatus, totalPoints }` whenever an order changes (paid, credited, cancelled, refunded).
 */
export const PAYMENTS_REALTIME = { orderUpdated: 'payments.order-updated' } as const;

/** The local provider's test checkout page (server-rendered HTML, outside /api: see README). */
export const LOCAL_CHECKOUT_PATH = '/test-checkout';

export const paymentsRoutes = {
  providers: { method: 'get', path: '/api/payments/providers', response: providersResponse },
  checkout: { method: 'post', path: '/api/payments/checkout', access: 'user', body: checkoutBody, response: checkoutResponse, errors: [422, 429] },
  verify: { method: 'post', path: '/api/payments/verify', access: 'user', body: verifyBody, response: verifyResponse, errors: [409, 429] },
  orders: { method: 'get', path: '/api/payments/orders', access: 'user', query: ordersQuery, response: pageOf(pointsOrder) },
  order: { method: 'get', path: '/api/payments/orders/{id}', access: 'user', params: orderParams, response: pointsOrder },
  cancel: { method: 'post', path: '/api/payments/orders/{id}/cancel', access: 'user', params: orderParams, response: pointsOrder },
  stripeWebhook: { method: 'post', path: '/api/payments/stripe/webhook', summary: 'Stripe webhook (signed; application/json only)', rawBody: true },
  paypalWebhook: { method: 'post', path: '/api/payments/paypal/webhook', summary: 'PayPal webhook (verified with PayPal; application/json only)', rawBody: true },
  adminOrders: {
    method: 'get',
    path: '/api/admin/payments/orders',
    access: 'admin',
    query: adminOrdersQuery,
    response: pageOf(adminPointsOrderView),
  },
  adminOrder: { method: 'get', path: '/api/admin/payments/orders/{id}', access: 'admin', params: orderParams, response: adminPointsOrderView },
  adminRefund: {
    errors: [409],
    method: 'post',
    path: '/api/admin/payments/orders/{id}/refund',
    access: 'admin',
    params: orderParams,
    body: refundOrderBody,
    response: orderRefund,
  },
} as const;
