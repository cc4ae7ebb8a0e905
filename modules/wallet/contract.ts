// The wallet's HTTP contract: request schemas, response shapes, messages and limits. The web imports this file.
//
// Points are whole numbers (1 point = 0.10 USD, 10 points per USD); money is whole cents with a currency.
// Every list takes `?page=&pageSize=` and answers `{ items, page, pageSize, total }`. Errors have the one
// shape `{ error: { code, message, fields? } }`.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { payoutDetails, withdrawalRequestBody } from './forms.ts';
import { CUSTOM_AMOUNT_MAX_CENTS } from './pricing-contract.ts';

export { type PayoutDetails, payoutDetails, type WithdrawalRequestBody, withdrawalRequestBody } from './forms.ts';

export * from './pricing-contract.ts';

/** The spec's texts (000 §8, 001 §9) and ours where it is silent. */
export const WALLET_MESSAGES = {
  /** The generic refusal of a spend the balance does not cover (code `insufficient_points`, status 422). */
  insufficientPoints: 'insufficient points',
  /** What AI callers may show instead (spec 001 §9). */
  insufficientForAiDetection: 'You have insufficient points for AI detection',
  insufficientForPlagiarism: 'You have insufficient points for plagiarism checking',
  toolbarActionFailed: 'Failed to use points for toolbar action',
  failedToUsePoints: 'Failed to use points',
  notAuthenticated: 'User not authenticated',
  documentUnavailable: 'Some of these documents are not available for purchase.',
  ownDocument: 'You uploaded this document, so it is already yours.',
  alreadyOwned: 'You already own this document. Digital content can only be purchased once.',
  catalogUnavailable: 'Document purchases are not available right now. Please try again later.',
  idempotencyKeyReused: 'This idempotency key was already used for a different movement of points.',
  idempotencyKeyInUse: 'Another request with this idempotency key is being processed. Please try again.',
  withdrawalBelowMinimum: 'The amount is below the minimum withdrawal.',
  withdrawalAboveAvailable: 'You can withdraw only the points you earned from sales that are still in your balance.',
  withdrawalNotFound: 'Withdrawal request not found',
  withdrawalWrongState: 'This withdrawal request cannot change to that status.',
  purchaseNotFound: 'No purchase of this document by this user was found.',
  sellerCannotCover: "The seller's balance no longer covers their share of this sale.",
  userNotFound: 'No such user.',
  purchaseIdNotFound: 'Purchase not found.',
  purchaseAlreadyRefunded: 'This purchase was already refunded.',
  purchaseNotRefundable: 'Only a purchase made with points can be refunded.',
  refundReasonRequired: 'Give a reason for the refund.',
} as const;

/** 10 points per USD (spec 000 §9): 1 point = 10 cents. */
export const POINTS_PER_USD = 10;
export const CENTS_PER_POINT = 10;
/** The spec's page size of the transactions list (000 §9: transactions default 10). */
export const TRANSACTIONS_PAGE_SIZE = 10;
/** At most this many documents in one checkout with points. */
export const CHECKOUT_MAX_DOCUMENTS = 50;
/** The largest single movement of points. */
export const MAX_MOVEMENT_POINTS = 10_000_000;

const uuid = z.uuid();
const timestamp = z.string().describe('ISO 8601, UTC');

// --- balance and ledger ------------------------------------------------------------------------------------------

/** GET /api/wallet: the signed-in user's points (spec 000 §3 user_points). */
export const walletBalance = z.object({
  balance: z.number().int().describe('points available now (never below zero)'),
  lifetimeSpent: z.number().int().describe('points spent on documents and AI actions, less what was refunded'),
  lifetimeEarned: z.number().int().describe('points bought, earned from sales or granted, less what was reversed'),
  updatedAt: timestamp.nullable(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

/**
 * Ledger kinds. The spec's three (spent, earned, document_chat) and ours: `refund` (points back to a buyer),
 * `reversal` (points taken back: a refunded points order, a reversed seller share), `withdrawal` (held for a
 * payout), `withdrawal_release` (a rejected withdrawal's points back), `adjustment` (an operator's correction).
 */
export const transactionTypes = [
  'spent', 'document_chat', 'earned', 'refund', 'reversal', 'withdrawal', 'withdrawal_release', 'adjustment',
] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const pointsTransaction = z.object({
  id: uuid,
  type: z.enum(transactionTypes),
  amount: z.number().int().describe('negative for points leaving the balance'),
  balanceAfter: z.number().int(),
  description: z.string(),
  metadata: z.record(z.string(), z.unknown()).describe('ids of what the movement was for, e.g. documentId, orderId'),
  createdAt: timestamp,
});
export type PointsTransaction = z.infer<typeof pointsTransaction>;

export const transactionsQuery = pageQuery(TRANSACTIONS_PAGE_SIZE).extend({
  type: z.enum(transactionTypes).optional().describe('only this kind'),
});

// --- packages, bonus tiers and the points for an amount -----------------------------------------------------

export const pointsPackage = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  points: z.number().int().describe('base points'),
  bonusPoints: z.number().int(),
  totalPoints: z.number().int().describe('points + bonusPoints: what the buyer receives'),
  bonusPercent: z.number().int().describe('bonusPoints as a whole percentage of points, for a "+20%" badge'),
  priceCents: z.number().int(),
  currency: z.string().describe("ISO 4217, lower case ('usd')"),
  isPopular: z.boolean(),
});
export type PointsPackage = z.infer<typeof pointsPackage>;

export const bonusTier = z.object({
  id: uuid,
  name: z.string(),
  minAmountCents: z.number().int().describe('a custom amount from this much earns the bonus'),
  bonusPercent: z.number().int().describe('bonus points as a percentage of the base points, rounded down'),
});
export type BonusTier = z.infer<typeof bonusTier>;

export const packagesResponse = z.object({
  packages: z.array(pointsPackage).describe('active packages, cheapest first'),
  bonusTiers: z.array(bonusTier).describe('active tiers for custom amounts, smallest first'),
  pointsPerUsd: z.number().int(),
  customAmount: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
});
export type PackagesResponse = z.infer<typeof packagesResponse>;

/** Whole cents: a negative, zero or fractional amount is refused with 400. */
export const amountCents = z.coerce
  .number({ error: 'Amount must be a number of cents' })
  .int('Amount must be a whole number of cents')
  .positive('Amount must be positive');

export const pointsQuoteQuery = z.object({
  amountCents: amountCents.max(CUSTOM_AMOUNT_MAX_CENTS, 'Amount is too large'),
});

/** The spec's calculate_points_for_amount(amount_usd): base_points, bonus_points, total_points. */
export const pointsQuote = z.object({
  amountCents: z.number().int(),
  basePoints: z.number().int().describe('an active package at exactly this price gives its points; else floor(10 x USD)'),
  bonusPoints: z.number().int().describe("the package's bonus; else the best active bonus tier's percentage, rounded down"),
  totalPoints: z.number().int(),
  packageId: uuid.nullable().describe('the package this amount buys, if one has exactly this price'),
});
export type PointsQuote = z.infer<typeof pointsQuote>;

// --- buying documents with points ---------------------------------------------------------------------------

/** The cart's document ids only: prices come from the catalog, never from the browser (other fields: 400). */
export const checkoutBody = z
  .object({
    documentIds: z
      .array(uuid)
      .min(1, 'Choose at least one document')
      .max(CHECKOUT_MAX_DOCUMENTS, `At most ${CHECKOUT_MAX_DOCUMENTS} documents at once`)
      .describe('the cart; duplicates are bought once'),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const checkoutResult = z.object({
  checkoutId: uuid,
  purchased: z.array(
    z.object({
      documentId: uuid,
      userDocumentId: uuid,
      pointsSpent: z.number().int(),
      transactionId: uuid.nullable().describe('null for a free document'),
    }),
  ),
  alreadyOwned: z
    .array(z.object({ documentId: uuid, reason: z.enum(['already_purchased', 'own_document']), message: z.string() }))
    .describe('documents not charged because the buyer already has them'),
  totalSpent: z.number().int(),
  balance: z.number().int().describe('the balance after the checkout'),
});
export type CheckoutResult = z.infer<typeof checkoutResult>;

export const accessTypes = ['points', 'subscription'] as const;

/** One document the user acquired (spec 000 §3 user_documents). */
export const purchase = z.object({
  id: uuid,
  documentId: uuid,
  accessType: z.enum(accessTypes),
  pointsSpent: z.number().int(),
  createdAt: timestamp,
});
export type Purchase = z.infer<typeof purchase>;

export const documentParams = z.object({ documentId: uuid });
export const accessResponse = z.object({
  documentId: uuid,
  hasAccess: z.boolean(),
  accessType: z.enum(accessTypes).nullable(),
  acquiredAt: timestamp.nullable(),
});

// --- sellers --------------------------------------------------------------------------------------------------

export const sellerEarnings = z.object({
  sellerSharePercent: z.number().int().describe("the seller's share of a sale's price, rounded down to whole points"),
  salesCount: z.number().int().describe('sales not refunded'),
  grossPoints: z.number().int().describe('what buyers paid for those sales'),
  earnedPoints: z.number().int().describe('the seller shares of all sales, less what refunds reversed'),
  pendingWithdrawalPoints: z.number().int().describe('held by withdrawal requests pending or approved'),
  paidOutPoints: z.number().int(),
  withdrawablePoints: z.number().int().describe('min(balance, earned - pending - paid out)'),
  minimumWithdrawalPoints: z.number().int(),
  balance: z.number().int(),
});
export type SellerEarnings = z.infer<typeof sellerEarnings>;

export const sale = z.object({
  id: uuid.describe('the purchase (user_documents) id'),
  documentId: uuid,
  pricePoints: z.number().int(),
  sellerPoints: z.number().int(),
  sellerPointsReversed: z.number().int(),
  status: z.enum(['completed', 'refunded']),
  createdAt: timestamp,
  refundedAt: timestamp.nullable(),
});
export type Sale = z.infer<typeof sale>;

// --- withdrawals ------------------------------------------------------------------------------------------------

export const withdrawalStatuses = ['pending', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];


export const withdrawal = z.object({
  id: uuid,
  userId: uuid,
  points: z.number().int(),
  amountCents: z.number().int().describe('points x 10 cents'),
  currency: z.string(),
  method: z.enum(['paypal', 'bank_transfer']),
  payoutDetails,
  status: z.enum(withdrawalStatuses),
  adminNote: z.string().nullable().describe('the reason of a rejection, or a note of the reviewer'),
  payoutReference: z.string().nullable().describe('the payout transaction reference once paid'),
  createdAt: timestamp,
  approvedAt: timestamp.nullable(),
  paidAt: timestamp.nullable(),
  rejectedAt: timestamp.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const withdrawalParams = z.object({ id: uuid });
export const approveWithdrawalBody = z.object({ note: z.string().trim().max(1000).optional() });
export const rejectWithdrawalBody = z.object({ reason: z.string().trim().min(1, 'Give a reason').max(1000) });
export const markPaidBody = z.object({ reference: z.string().trim().min(1).max(200).optional() });

// --- admin -------------------------------------------------------------------------------------------------------

/** Who a row is about, for the admin pages (null: the account no longer exists). */
export const adminUser = z.object({ id: uuid, fullName: z.string(), email: z.string() });
export type AdminUser = z.infer<typeof adminUser>;

/** A user filter of the admin lists: an email (exact, any case) or an id. An unknown user matches nothing. */
const userFilter = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .optional()
  .describe("a user's email or id");

export const adminTransaction = pointsTransaction.extend({ userId: uuid, user: adminUser.nullable() });
export type AdminTransaction = z.infer<typeof adminTransaction>;
export const adminTransactionsQuery = pageQuery(50).extend({
  userId: uuid.optional(),
  user: userFilter,
  type: z.enum(transactionTypes).optional(),
});

/** A purchase of a document with points, as the admin Orders page lists it (spec 000 §3 orders). */
export const adminOrder = z.object({
  id: uuid,
  userId: uuid,
  documentId: uuid,
  sellerId: uuid.nullable(),
  accessType: z.enum(accessTypes),
  pointsSpent: z.number().int(),
  sellerPoints: z.number().int(),
  sellerPointsReversed: z.number().int(),
  status: z.enum(['completed', 'refunded']),
  paymentStatus: z.enum(['succeeded', 'refunded']),
  revokeReason: z.string().nullable(),
  createdAt: timestamp,
  refundedAt: timestamp.nullable(),
  buyer: adminUser.nullable(),
  seller: adminUser.nullable(),
  document: z
    .object({ id: uuid, title: z.string(), slug: z.string().nullable() })
    .nullable()
    .describe('null when the document no longer exists'),
});
export type AdminOrder = z.infer<typeof adminOrder>;
export const adminOrdersQuery = pageQuery(50).extend({
  userId: uuid.optional(),
  user: userFilter.describe("the buyer's email or id"),
  sellerId: uuid.optional(),
  documentId: uuid.optional(),
  status: z.enum(['completed', 'refunded']).optional(),
});
export const adminWithdrawal = withdrawal.extend({ user: adminUser.nullable() });
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;
export const adminWithdrawalsQuery = pageQuery(50).extend({
  status: z.enum(withdrawalStatuses).optional(),
  userId: uuid.optional(),
  user: userFilter,
});

export const purchaseParams = z.object({ id: uuid.describe('the purchase (user_documents) id') });
export const refundPurchaseBody = z.object({
  reason: z
    .string({ error: WALLET_MESSAGES.refundReasonRequired })
    .trim()
    .min(1, WALLET_MESSAGES.refundReasonRequired)
    .max(500)
    .describe('kept on the purchase and in the ledger'),
  partialSellerReversal: z
    .boolean()
    .optional()
    .describe("when the seller's balance no longer covers their share, reverse what they have (the platform carries the rest)"),
});
export const purchaseRefund = z.object({
  order: adminOrder,
  pointsRefunded: z.number().int(),
  sellerPointsReversed: z.number().int(),
  sellerShortfall: z.number().int().describe('what the platform carries when the seller could not cover their share'),
  buyerBalance: z.number().int(),
});
export type PurchaseRefund = z.infer<typeof purchaseRefund>;

// --- realtime -------------------------------------------------------------------------------------------------

/**
 * Messages on the signed-in user's `/api/events` stream (server-sent events; the event name is the type):
 * - `wallet.balance-changed` `{ balance, lifetimeSpent, lifetimeEarned, change, transactionType, transactionId }`
 *   after every movement of the user's points;
 * - `wallet.document-purchased` `{ checkoutId, documentIds, totalSpent }` to the buyer;
 * - `wallet.document-sold` `{ documentId, sellerPoints }` to the seller;
 * - `wallet.withdrawal-updated` `{ withdrawalId, status, points }`.
 */
export const WALLET_REALTIME = {
  balanceChanged: 'wallet.balance-changed',
  documentPurchased: 'wallet.document-purchased',
  documentSold: 'wallet.document-sold',
  withdrawalUpdated: 'wallet.withdrawal-updated',
} as const;

export const balanceChangedMessage = z.object({
  balance: z.number().int(),
  lifetimeSpent: z.number().int(),
  lifetimeEarned: z.number().int(),
  change: z.number().int(),
  transactionType: z.enum(transactionTypes),
  transactionId: uuid,
});

/** Every wallet endpoint, for the typed web client and the OpenAPI document. */
export const walletRoutes = {
  balance: { method: 'get', path: '/api/wallet', access: 'user', response: walletBalance },
  packages: { method: 'get', path: '/api/wallet/packages', response: packagesResponse },
  pointsQuote: { method: 'get', path: '/api/wallet/points-for-amount', query: pointsQuoteQuery, response: pointsQuote },
  transactions: {
    method: 'get',
    path: '/api/wallet/transactions',
    access: 'user',
    query: transactionsQuery,
    response: pageOf(pointsTransaction),
  },
  checkout: { method: 'post', path: '/api/wallet/checkout', access: 'user', body: checkoutBody, response: checkoutResult, errors: [422] },
  purchases: {
    method: 'get',
    path: '/api/wallet/purchases',
    access: 'user',
    query: pageQuery(20),
    response: pageOf(purchase),
  },
  access: {
    method: 'get',
    path: '/api/wallet/access/{documentId}',
    access: 'user',
    params: documentParams,
    response: accessResponse,
  },
  sellerEarnings: { method: 'get', path: '/api/wallet/seller/earnings', access: 'user', response: sellerEarnings },
  sellerSales: {
    method: 'get',
    path: '/api/wallet/seller/sales',
    access: 'user',
    query: pageQuery(20),
    response: pageOf(sale),
  },
  withdrawals: {
    method: 'get',
    path: '/api/wallet/withdrawals',
    access: 'user',
    query: pageQuery(20),
    response: pageOf(withdrawal),
  },
  requestWithdrawal: {
    errors: [422],
    method: 'post',
    path: '/api/wallet/withdrawals',
    access: 'user',
    body: withdrawalRequestBody,
    response: withdrawal,
  },
  adminOrders: {
    method: 'get',
    path: '/api/admin/wallet/orders',
    access: 'admin',
    query: adminOrdersQuery,
    response: pageOf(adminOrder),
  },
  adminTransactions: {
    method: 'get',
    path: '/api/admin/wallet/transactions',
    access: 'admin',
    query: adminTransactionsQuery,
    response: pageOf(adminTransaction),
  },
  adminWithdrawals: {
    method: 'get',
    path: '/api/admin/wallet/withdrawals',
    access: 'admin',
    query: adminWithdrawalsQuery,
    response: pageOf(adminWithdrawal),
  },
  refundPurchase: {
    errors: [409],
    method: 'post',
    path: '/api/admin/wallet/purchases/{id}/refund',
    access: 'admin',
    params: purchaseParams,
    body: refundPurchaseBody,
    response: purchaseRefund,
  },
  approveWithdrawal: {
    errors: [409],
    method: 'post',
    path: '/api/admin/wallet/withdrawals/{id}/approve',
    access: 'admin',
    params: withdrawalParams,
    body: approveWithdrawalBody,
    response: withdrawal,
  },
  rejectWithdrawal: {
    errors: [409],
    method: 'post',
    path: '/api/admin/wallet/withdrawals/{id}/reject',
    access: 'admin',
    params: withdrawalParams,
    body: rejectWithdrawalBody,
    response: withdrawal,
  },
  markWithdrawalPaid: {
    errors: [409],
    method: 'post',
    path: '/api/admin/wallet/withdrawals/{id}/mark-paid',
    access: 'admin',
    params: withdrawalParams,
    body: markPaidBody,
    response: withdrawal,
  },
} as const;
