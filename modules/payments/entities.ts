// Tables the payments module owns. Only this module writes them (plain SQL for the conditional status changes
// that make settlement happen once; the entities keep MikroORM's metadata complete).
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

export const PointsOrderEntity = defineEntity({
  name: 'PointsOrder',
  tableName: 'points_orders',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    packageId: p.uuid().nullable(),
    amountCents: p.integer(),
    pointsAmount: p.integer(),
    bonusPoints: p.integer().default(0),
    currency: p.string().default('usd'),
    promotionCode: p.string().nullable(),
    paymentMethod: p.string(),
    providerSessionId: p.string().nullable(),
    paymentIntentId: p.string().nullable(),
    paymentStatus: p.string().default('pending'),
    orderStatus: p.string().default('pending'),
    metadata: p.json<Record<string, unknown>>(),
    successPath: p.string().default('/checkout/success'),
    cancelPath: p.string().default('/checkout'),
    verifiedVia: p.string().nullable(),
    verifiedAt: p.datetime().nullable(),
    acknowledgedAt: p.datetime().nullable(),
    creditTransactionId: p.uuid().nullable().unique(),
    completedAt: p.datetime().nullable(),
    failureReason: p.text().nullable(),
    refundId: p.string().nullable(),
    refundReason: p.text().nullable(),
    refundTransactionId: p.uuid().nullable().unique(),
    refundedAt: p.datetime().nullable(),
    refundShortfallPoints: p.integer().default(0),
    refundedVia: p.string().nullable(),
    disputeId: p.string().nullable(),
    disputeStatus: p.string().nullable(),
    disputeReason: p.string().nullable(),
    disputedAt: p.datetime().nullable(),
    disputeClosedAt: p.datetime().nullable(),
    disputePointsTaken: p.integer().nullable(),
    disputeShortfallPoints: p.integer().default(0),
    disputeTransactionId: p.uuid().nullable().unique(),
    disputePointsReturned: p.integer().nullable(),
    disputeReturnTransactionId: p.uuid().nullable().unique(),
    userAgent: p.text().nullable(),
    ipAddress: p.string().nullable(),
    countryCode: p.string().nullable(),
    city: p.string().nullable(),
    region: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const PaymentWebhookEvent = defineEntity({
  name: 'PaymentWebhookEvent',
  tableName: 'payment_webhook_events',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    provider: p.string(),
    eventId: p.string(),
    eventType: p.string(),
    orderId: p.uuid().nullable(),
    outcome: p.string(),
    payload: p.json<Record<string, unknown>>(),
    receivedAt: p.datetime().onCreate(() => new Date()),
  },
});

export const paymentsEntities = [PointsOrderEntity, PaymentWebhookEvent];
