// The points ledger. Every movement goes through `wallet_move` (migration 000500), one statement that locks the
// user's balance row (creating it when missing), answers a replayed idempotency key with the movement it already
// made, debits only with a conditional update (the check constraint backs it), appends the ledger row and
// notifies the user's realtime channel on commit. One round trip, atomic on its own or inside a caller's
// transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, badRequest, counter, uuidv7, type Page } from '../platform/index.ts';
import {
  MAX_MOVEMENT_POINTS, type PointsTransaction, type TransactionType, WALLET_MESSAGES, type WalletBalance,
} from './contract.ts';
import { iso, int, one, paginate, pgCode, type Row, rows } from './db.ts';

/**
 * The PostgreSQL channel the platform's realtime listener forwards to server-sent-event streams
 * (modules/platform/realtime.ts). `wallet_move` notifies on it itself, in the same statement as the movement,
 * with the platform's message shape `{ id, channel, type, data }`; realtime.test in this module proves a balance
 * change reaches a real stream.
 */
export const REALTIME_PG_CHANNEL = 'studyhall_realtime';

/**
 * Points moved by applied movements, by type and direction. Counted when `wallet_move` applies, so a caller's
 * transaction that later rolls back has still been counted: a rate for dashboards, not an audit (the ledger is).
 */
const pointsMoved = counter('studyhall_points_moved_total', 'Points moved through the ledger', ['type', 'direction']);

export type MoveInput = {
  userId: string;
  /** Signed: negative takes points out. Never zero. */
  amount: number;
  type: TransactionType;
  description: string;
  metadata?: Record<string, unknown>;
  /** Unique per movement: a replay with the same key returns the first movement and moves nothing. */
  idempotencyKey: string;
  /** The ledger id to use (for rows written before the movement that point at it); a UUIDv7 when absent. */
  id?: string;
};

export type MoveResult = {
  outcome: 'applied' | 'replayed' | 'insufficient';
  transactionId: string | null;
  balance: number;
  lifetimeSpent: number;
  lifetimeEarned: number;
  amount: number;
  createdAt: string | null;
};

function checkPoints(points: number, what = 'Amount') {
  if (!Number.isSafeInteger(points) || points === 0 || Math.abs(points) > MAX_MOVEMENT_POINTS) {
    throw badRequest(`${what} must be a whole, non-zero number of points up to ${MAX_MOVEMENT_POINTS}`);
  }
}

function checkKey(key: string) {
  if (typeof key !== 'string' || key.length < 1 || key.length > 200) throw badRequest('An idempotency key of 1 to 200 characters is required');
}

/** One movement as `wallet_move` takes it, after its checks (the field names are the batch function's). */
export type CheckedMove = {
  id: string; user_id: string; amount: number; type: TransactionType; description: string; metadata: Record<string, unknown>; key: string;
};

export function checkedMove(input: MoveInput): CheckedMove {
  checkPoints(input.amount);
  checkKey(input.idempotencyKey);
  return {
    id: input.id ?? uuidv7(),
    user_id: input.userId,
    amount: input.amount,
    type: input.type,
    description: input.description.trim().slice(0, 500) || input.type,
    metadata: input.metadata ?? {},
    key: input.idempotencyKey,
  };
}

/** The answer to one movement from its `wallet_move` row. Throws 409 when the key was used for another movement. */
export function moveResult(input: Pick<MoveInput, 'type' | 'amount'>, r: Row): MoveResult {
  if (r.outcome === 'key_conflict') throw new HttpError(409, 'idempotency_key_reused', WALLET_MESSAGES.idempotencyKeyReused);
  if (r.outcome === 'applied') pointsMoved.inc({ type: input.type, direction: input.amount > 0 ? 'in' : 'out' }, Math.abs(int(r.moved)));
  return {
    outcome: r.outcome,
    transactionId: r.transaction_id ?? null,
    balance: int(r.balance),
    lifetimeSpent: int(r.lifetime_spent),
    lifetimeEarned: int(r.lifetime_earned),
    amount: int(r.moved),
    createdAt: iso(r.created_at),
  };
}

/** Moves points (signed amount). Throws 409 when the key was used for a different movement. */
export async function move(em: EntityManager, input: MoveInput): Promise<MoveResult> {
  const m = checkedMove(input);
  const params = [m.id, m.user_id, m.amount, m.type, m.description, JSON.stringify(m.metadata), m.key, REALTIME_PG_CHANNEL];
  let r: Row | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      r = await one(em, 'select * from wallet_move(?, ?, ?, ?, ?, ?::jsonb, ?, ?)', params);
      break;
    } catch (error) {
      const code = pgCode(error);
      if (code === '23503') throw new HttpError(404, 'user_not_found', WALLET_MESSAGES.userNotFound);
      // A concurrent twin with the same key committed first: on its own, run again to answer its movement; inside
      // a caller's transaction (now aborted) say so.
      if (code === '23505' && /idempotency_key/.test(String((error as Error).message) + JSON.stringify(error))) {
        if (!em.isInTransaction() && attempt < 3) continue;
        throw new HttpError(409, 'idempotency_key_in_use', WALLET_MESSAGES.idempotencyKeyInUse);
      }
      throw error;
    }
  }
  if (!r) throw new Error('wallet_move returned nothing');
  return moveResult(input, r);
}

/** The 422 a route answers for a refused spend. */
export function insufficientPoints(message: string = WALLET_MESSAGES.insufficientPoints) {
  return new HttpError(422, 'insufficient_points', message);
}

type PositiveMove = Omit<MoveInput, 'amount' | 'type'> & { amount: number };

function positive(input: PositiveMove) {
  checkPoints(input.amount);
  if (input.amount < 0) throw badRequest('Amount must be positive');
}

/** Adds points the user earned (bought, a seller's share, a grant). Never refused. */
export async function credit(em: EntityManager, input: PositiveMove): Promise<MoveResult> {
  positive(input);
  return move(em, { ...input, type: 'earned' });
}

/** Gives points back for something the user paid with points (a refunded purchase, a failed AI action). */
export async function refund(em: EntityManager, input: PositiveMove): Promise<MoveResult> {
  positive(input);
  return move(em, { ...input, type: 'refund' });
}

/** Takes back points the user was credited (a refunded points order, a reversed seller share). May be refused. */
export async function reverse(em: EntityManager, input: PositiveMove): Promise<MoveResult> {
  positive(input);
  return move(em, { ...input, amount: -input.amount, type: 'reversal' });
}

// --- reads ---------------------------------------------------------------------------------------------------

const ZERO: WalletBalance = { balance: 0, lifetimeSpent: 0, lifetimeEarned: 0, updatedAt: null };

function toBalance(r: Row | undefined): WalletBalance {
  if (!r) return ZERO;
  return { balance: int(r.points_balance), lifetimeSpent: int(r.lifetime_spent), lifetimeEarned: int(r.lifetime_earned), updatedAt: iso(r.updated_at) };
}

/** The user's points; zeros when they have no row yet. */
export async function balanceOf(em: EntityManager, userId: string): Promise<WalletBalance> {
  return toBalance(await one(em, 'select * from user_points where user_id = ?', [userId]));
}

/** The user's points, creating their row when missing (spec 000 §4: a missing points row is created). */
export async function ensureBalance(em: EntityManager, userId: string): Promise<WalletBalance> {
  const found = await one(em, 'select * from user_points where user_id = ?', [userId]);
  if (found) return toBalance(found);
  await rows(em, 'insert into user_points (user_id) values (?) on conflict (user_id) do nothing', [userId]);
  return balanceOf(em, userId);
}

export function toTransaction(r: Row): PointsTransaction {
  return {
    id: r.id,
    type: r.type,
    amount: int(r.amount),
    balanceAfter: int(r.balance_after),
    description: r.description,
    metadata: typeof r.metadata === 'string' ? JSON.parse(r.metadata) : (r.metadata ?? {}),
    createdAt: iso(r.created_at)!,
  };
}

/** A user's transactions, newest first. */
export async function listTransactions(
  em: EntityManager,
  userId: string,
  query: { page: number; pageSize: number; type?: TransactionType },
): Promise<Page<PointsTransaction>> {
  return paginate(
    em,
    {
      columns: 'id, type, amount, balance_after, description, metadata, created_at',
      from: 'from points_transactions where user_id = ? and (?::text is null or type = ?)',
      orderBy: 'id desc',
      params: [userId, query.type ?? null, query.type ?? null],
    },
    query,
    (found) => found.map(toTransaction),
  );
}

/** Every transaction, newest first, for the admin pages. */
export async function listAllTransactions(
  em: EntityManager,
  query: { page: number; pageSize: number; userId?: string; type?: TransactionType },
): Promise<Page<PointsTransaction & { userId: string }>> {
  return paginate(
    em,
    {
      columns: 'id, user_id, type, amount, balance_after, description, metadata, created_at',
      from: 'from points_transactions where (?::uuid is null or user_id = ?::uuid) and (?::text is null or type = ?)',
      orderBy: 'id desc',
      params: [query.userId ?? null, query.userId ?? null, query.type ?? null, query.type ?? null],
    },
    query,
    (found) => found.map((r) => ({ ...toTransaction(r), userId: r.user_id })),
  );
}

export type AuditReport = {
  checkedAt: string;
  users: number;
  transactions: number;
  /** Users whose balance is not the sum of their transactions. */
  mismatches: { userId: string; balance: number; ledgerSum: number; transactions: number }[];
  /** Transactions whose balance_after is not the previous one's plus their amount. */
  chainBreaks: { transactionId: string; userId: string }[];
  ok: boolean;
};

/** Proves balance = sum of ledger for every user, in one consistent snapshot. */
export async function auditLedger(em: EntityManager): Promise<AuditReport> {
  return em.fork().transactional(
    async (tx) => {
      const [counts] = await rows(tx, 'select (select count(*) from user_points) as users, (select count(*) from points_transactions) as transactions');
      const mismatches = await rows(
        tx,
        `select coalesce(up.user_id, t.user_id) as user_id, coalesce(up.points_balance, 0) as balance,
                coalesce(t.total, 0) as ledger_sum, coalesce(t.n, 0) as n
         from user_points up
         full outer join (select user_id, sum(amount) as total, count(*) as n from points_transactions group by user_id) t
           on t.user_id = up.user_id
         where coalesce(up.points_balance, 0) <> coalesce(t.total, 0)
         order by 1`,
      );
      const breaks = await rows(
        tx,
        `select t.id, t.user_id from points_transactions t
         left join points_transactions p on p.id = t.previous_id
         where t.balance_after <> coalesce(p.balance_after, 0) + t.amount
            or (t.previous_id is not null and p.user_id is distinct from t.user_id)
         order by t.id limit 1000`,
      );
      const report: AuditReport = {
        checkedAt: new Date().toISOString(),
        users: int(counts?.users),
        transactions: int(counts?.transactions),
        mismatches: mismatches.map((m) => ({ userId: m.user_id, balance: int(m.balance), ledgerSum: int(m.ledger_sum), transactions: int(m.n) })),
        chainBreaks: breaks.map((b) => ({ transactionId: b.id, userId: b.user_id })),
        ok: false,
      };
      report.ok = report.mismatches.length === 0 && report.chainBreaks.length === 0;
      return report;
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
