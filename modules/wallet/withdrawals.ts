// Withdrawal requests: a seller asks to be paid out for points earned from sales. Requesting holds the points (a
// 'withdrawal' movement); an admin approves, then marks it paid once the money left; rejecting (from pending or
// approved) releases the points back. pending -> approved -> paid; pending | approved -> rejected.
import { getSetting } from '../settings/index.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, notify, uuidv7, type Page } from '../platform/index.ts';
import {
  CENTS_PER_POINT, type PayoutDetails, WALLET_MESSAGES, WALLET_REALTIME, type Withdrawal, type WithdrawalStatus,
} from './contract.ts';
import { inTransaction, int, iso, one, paginate, type Row, rows } from './db.ts';
import type { WalletDeps } from './deps.ts';
import { WALLET_EVENTS } from './events.ts';
import { move } from './ledger.ts';
import { withdrawable } from './seller.ts';

export function toWithdrawal(r: Row): Withdrawal {
  const details = typeof r.payout_details === 'string' ? JSON.parse(r.payout_details) : r.payout_details;
  return {
    id: r.id,
    userId: r.user_id,
    points: int(r.points),
    amountCents: int(r.amount_cents),
    currency: r.currency,
    method: r.method,
    payoutDetails: details,
    status: r.status,
    adminNote: r.admin_note ?? null,
    payoutReference: r.payout_reference ?? null,
    createdAt: iso(r.created_at)!,
    approvedAt: iso(r.approved_at),
    paidAt: iso(r.paid_at),
    rejectedAt: iso(r.rejected_at),
  };
}

function usd(points: number) {
  return `$${((points * CENTS_PER_POINT) / 100).toFixed(2)}`;
}

export async function requestWithdrawal(
  em: EntityManager,
  deps: WalletDeps,
  input: { userId: string; points: number; payout: PayoutDetails },
): Promise<Withdrawal> {
  const minimum = await getSetting(em, 'wallet.withdrawalMinimumPoints', deps.settings.withdrawalMinimumPoints);
  if (!Number.isSafeInteger(input.points) || input.points <= 0) {
    throw new HttpError(400, 'invalid_request', 'Points must be a positive whole number');
  }
  if (input.points < minimum) {
    throw new HttpError(
      422,
      'withdrawal_below_minimum',
      `${WALLET_MESSAGES.withdrawalBelowMinimum} The minimum is ${minimum} points (${usd(minimum)}).`,
      { points: [`At least ${minimum}`] },
    );
  }
  return inTransaction(em, async (tx) => {
    // The balance row's lock serialises this user's requests, so two at once cannot both pass the check.
    await rows(tx, 'insert into user_points (user_id) values (?) on conflict (user_id) do nothing', [input.userId]);
    await rows(tx, 'select 1 from user_points where user_id = ? for update', [input.userId]);
    const available = await withdrawable(tx, input.userId);
    if (input.points > available.withdrawable) {
      throw new HttpError(
        422,
        'withdrawal_above_available',
        `${WALLET_MESSAGES.withdrawalAboveAvailable} You can withdraw up to ${available.withdrawable} points now.`,
        { points: [`At most ${available.withdrawable}`] },
      );
    }
    const id = uuidv7();
    const hold = await move(tx, {
      userId: input.userId,
      amount: -input.points,
      type: 'withdrawal',
      description: `Withdrawal requested (${usd(input.points)} by ${input.payout.method === 'paypal' ? 'PayPal' : 'bank transfer'})`,
      metadata: { withdrawalId: id },
      idempotencyKey: `withdrawal:${id}`,
    });
    if (hold.outcome !== 'applied') throw new HttpError(422, 'insufficient_points', WALLET_MESSAGES.insufficientPoints);
    const { method, ...details } = input.payout;
    const [row] = await rows(
      tx,
      `insert into withdrawal_requests (id, user_id, points, amount_cents, method, payout_details, hold_transaction_id)
       values (?, ?, ?, ?, ?, ?::jsonb, ?) returning *`,
      [id, input.userId, input.points, input.points * CENTS_PER_POINT, method, JSON.stringify({ method, ...details }), hold.transactionId],
    );
    await deps.bus.publish(tx, WALLET_EVENTS.withdrawalRequested, {
      withdrawalId: id,
      userId: input.userId,
      points: input.points,
      amountCents: input.points * CENTS_PER_POINT,
    });
    await notify(tx, `user:${input.userId}`, WALLET_REALTIME.withdrawalUpdated, { withdrawalId: id, status: 'pending', points: input.points });
    return toWithdrawal(row!);
  });
}

const NEXT: Record<'approved' | 'paid' | 'rejected', WithdrawalStatus[]> = {
  approved: ['pending'],
  paid: ['approved'],
  rejected: ['pending', 'approved'],
};

/** Moves a request to `status` (approve, mark paid, reject); 409 from any other status. */
export async function decideWithdrawal(
  em: EntityManager,
  deps: WalletDeps,
  input: { id: string; status: 'approved' | 'paid' | 'rejected'; adminId?: string | null; note?: string; reference?: string },
): Promise<Withdrawal> {
  if (input.status === 'rejected' && !input.note?.trim()) throw new HttpError(400, 'invalid_request', 'A reason is required to reject');
  return inTransaction(em, async (tx) => {
    const current = await one(tx, 'select * from withdrawal_requests where id = ? for update', [input.id]);
    if (!current) throw new HttpError(404, 'not_found', WALLET_MESSAGES.withdrawalNotFound);
    if (!NEXT[input.status].includes(current.status)) {
      throw new HttpError(409, 'invalid_transition', `${WALLET_MESSAGES.withdrawalWrongState} It is ${current.status}.`);
    }
    let releaseId: string | null = null;
    if (input.status === 'rejected') {
      const release = await move(tx, {
        userId: current.user_id,
        amount: int(current.points),
        type: 'withdrawal_release',
        description: 'Withdrawal rejected: points returned',
        metadata: { withdrawalId: current.id },
        idempotencyKey: `withdrawal-release:${current.id}`,
      });
      releaseId = release.transactionId;
    }
    const [row] = await rows(
      tx,
      `update withdrawal_requests set status = ?, updated_at = now(), reviewed_by = coalesce(?::uuid, reviewed_by),
         admin_note = coalesce(?, admin_note), payout_reference = coalesce(?, payout_reference),
         approved_at = case when ? = 'approved' then now() else approved_at end,
         paid_at = case when ? = 'paid' then now() else paid_at end,
         rejected_at = case when ? = 'rejected' then now() else rejected_at end,
         release_transaction_id = coalesce(?::uuid, release_transaction_id)
       where id = ? returning *`,
      [
        input.status, input.adminId ?? null, input.note?.trim() || null, input.reference?.trim() || null,
        input.status, input.status, input.status, releaseId, current.id,
      ],
    );
    await deps.bus.publish(tx, WALLET_EVENTS.withdrawalStatusChanged, {
      withdrawalId: current.id,
      userId: current.user_id,
      status: input.status,
      points: int(current.points),
    });
    await notify(tx, `user:${current.user_id}`, WALLET_REALTIME.withdrawalUpdated, {
      withdrawalId: current.id,
      status: input.status,
      points: int(current.points),
    });
    return toWithdrawal(row!);
  });
}

export async function withdrawalById(em: EntityManager, id: string): Promise<Withdrawal | null> {
  const r = await one(em, 'select * from withdrawal_requests where id = ?', [id]);
  return r ? toWithdrawal(r) : null;
}

export async function listWithdrawals(
  em: EntityManager,
  query: { page: number; pageSize: number; userId?: string; status?: WithdrawalStatus },
): Promise<Page<Withdrawal>> {
  return paginate(
    em,
    {
      columns: '*',
      from: 'from withdrawal_requests where (?::uuid is null or user_id = ?::uuid) and (?::text is null or status = ?)',
      orderBy: 'created_at desc, id desc',
      params: [query.userId ?? null, query.userId ?? null, query.status ?? null, query.status ?? null],
    },
    query,
    (found) => found.map(toWithdrawal),
  );
}
