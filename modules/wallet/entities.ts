// Tables the wallet owns. Only this module writes them, and balances only through `wallet_move` (ledger.ts):
// the money paths are plain SQL for their conditional updates and locks; the entities keep MikroORM's metadata
// complete.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

export const PointsPackage = defineEntity({
  name: 'PointsPackage',
  tableName: 'points_packages',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    slug: p.string().unique(),
    name: p.string(),
    description: p.text().default(''),
    points: p.integer(),
    bonusPoints: p.integer().default(0),
    priceCents: p.integer(),
    currency: p.string().default('usd'),
    isActive: p.boolean().default(true),
    isPopular: p.boolean().default(false),
    sortOrder: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const PointsBonusTier = defineEntity({
  name: 'PointsBonusTier',
  tableName: 'points_bonus_tiers',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    name: p.string(),
    minAmountCents: p.integer().unique(),
    bonusPercent: p.integer(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const UserPoints = defineEntity({
  name: 'UserPoints',
  tableName: 'user_points',
  properties: {
    userId: p.uuid().primary(),
    pointsBalance: p.integer().default(0),
    lifetimeSpent: p.integer().default(0),
    lifetimeEarned: p.integer().default(0),
    lastTransactionId: p.uuid().nullable(),
    previousTransactionId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});

export const PointsTransaction = defineEntity({
  name: 'PointsTransaction',
  tableName: 'points_transactions',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    type: p.string(),
    amount: p.integer(),
    balanceAfter: p.integer(),
    previousId: p.uuid().nullable().unique(),
    description: p.text(),
    metadata: p.json<Record<string, unknown>>(),
    idempotencyKey: p.string().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const UserDocument = defineEntity({
  name: 'UserDocument',
  tableName: 'user_documents',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    documentId: p.uuid(),
    accessType: p.string(),
    pointsSpent: p.integer().default(0),
    sellerId: p.uuid().nullable(),
    sellerPoints: p.integer().default(0),
    sellerPointsReversed: p.integer().default(0),
    checkoutId: p.uuid().nullable(),
    purchaseTransactionId: p.uuid().nullable(),
    saleTransactionId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    revokedAt: p.datetime().nullable(),
    revokeReason: p.text().nullable(),
    refundTransactionId: p.uuid().nullable(),
    reversalTransactionId: p.uuid().nullable(),
  },
});

export const WithdrawalRequest = defineEntity({
  name: 'WithdrawalRequest',
  tableName: 'withdrawal_requests',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    points: p.integer(),
    amountCents: p.integer(),
    currency: p.string().default('usd'),
    method: p.string(),
    payoutDetails: p.json<Record<string, unknown>>(),
    status: p.string().default('pending'),
    holdTransactionId: p.uuid().unique(),
    releaseTransactionId: p.uuid().nullable().unique(),
    adminNote: p.text().nullable(),
    payoutReference: p.string().nullable(),
    reviewedBy: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    approvedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    rejectedAt: p.datetime().nullable(),
  },
});

export const walletEntities = [PointsPackage, PointsBonusTier, UserPoints, PointsTransaction, UserDocument, WithdrawalRequest];
