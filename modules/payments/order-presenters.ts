// How a points order is shown: to its buyer, to an admin, to a provider, and live on the buyer's open pages.
import type { EntityManager } from '@mikro-orm/postgresql';
import { notify } from '../platform/index.ts';
import { type AdminPointsOrder, PAYMENTS_REALTIME, type PointsOrder } from './contract.ts';
import { int, iso, type Row } from './db.ts';
import type { OrderForProvider } from './providers/port.ts';

export function toOrder(r: Row): PointsOrder {
  return {
    id: r.id,
    packageId: r.package_id ?? null,
    amountCents: int(r.amount_cents),
    currency: r.currency,
    pointsAmount: int(r.points_amount),
    bonusPoints: int(r.bonus_points),
    totalPoints: int(r.points_amount) + int(r.bonus_points),
    promotionCode: r.promotion_code ?? null,
    paymentMethod: r.payment_method,
    paymentStatus: r.payment_status,
    orderStatus: r.order_status,
    createdAt: iso(r.created_at)!,
    completedAt: iso(r.completed_at),
    refundedAt: iso(r.refunded_at),
  };
}

export function toAdminOrder(r: Row): AdminPointsOrder {
  return {
    ...toOrder(r),
    userId: r.user_id,
    providerSessionId: r.provider_session_id ?? null,
    paymentIntentId: r.payment_intent_id ?? null,
    metadata: typeof r.metadata === 'string' ? JSON.parse(r.metadata) : (r.metadata ?? {}),
    verifiedVia: r.verified_via ?? null,
    verifiedAt: iso(r.verified_at),
    failureReason: r.failure_reason ?? null,
    refundId: r.refund_id ?? null,
    refundReason: r.refund_reason ?? null,
    refundedVia: r.refunded_via ?? null,
    refundShortfallPoints: int(r.refund_shortfall_points),
    dispute: r.dispute_id
      ? {
          id: r.dispute_id,
          status: r.dispute_status,
          reason: r.dispute_reason ?? null,
          openedAt: iso(r.disputed_at)!,
          closedAt: iso(r.dispute_closed_at),
          pointsTaken: r.dispute_points_taken == null ? null : int(r.dispute_points_taken),
          shortfallPoints: int(r.dispute_shortfall_points),
          pointsReturned: r.dispute_points_returned == null ? null : int(r.dispute_points_returned),
        }
      : null,
    userAgent: r.user_agent ?? null,
    ipAddress: r.ip_address ?? null,
    countryCode: r.country_code ?? null,
    city: r.city ?? null,
    region: r.region ?? null,
    updatedAt: iso(r.updated_at)!,
  };
}

export function describe(r: Row): string {
  const total = int(r.points_amount) + int(r.bonus_points);
  const name = typeof r.metadata === 'object' && r.metadata?.packageName ? `${r.metadata.packageName} package: ` : '';
  return `${name}${total} points`;
}

export function forProvider(r: Row, userEmail: string | null = null): OrderForProvider {
  return {
    id: r.id,
    userId: r.user_id,
    userEmail,
    amountCents: int(r.amount_cents),
    currency: r.currency,
    totalPoints: int(r.points_amount) + int(r.bonus_points),
    description: describe(r),
    providerSessionId: r.provider_session_id ?? null,
    paymentIntentId: r.payment_intent_id ?? null,
    orderStatus: r.order_status,
  };
}

export async function orderUpdated(tx: EntityManager, r: Row) {
  await notify(tx, `user:${r.user_id}`, PAYMENTS_REALTIME.orderUpdated, {
    orderId: r.id,
    orderStatus: r.order_status,
    paymentStatus: r.payment_status,
    totalPoints: int(r.points_amount) + int(r.bonus_points),
  });
}
