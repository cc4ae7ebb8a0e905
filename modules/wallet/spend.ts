// Spending points, with group commit (#29). A spend made outside a transaction waits in its process's queue for
// the next turn of the event loop; everything queued by then goes to the database as one statement,
// `wallet_spend_batch` (migration 20261128000100), which calls `wallet_move` once per spend: one transaction and
// one commit for the lot, every invariant per spend as before. Each spend is answered from its own row, after the
// commit. A spend refused for its balance or for a key used by another movement is refused alone (the function
// reports it, it does not raise); when the statement raises instead (a user that does not exist, a twin key another
// process committed first, a deadlock with another path), nothing of the batch was applied and each spend runs
// again on its own, answered by its own outcome.
//
// No batch waits for a timer: a spend is sent as soon as fewer than RUNNING batches are in flight, so a lone spend
// goes at once (one event-loop turn later), and spends pile up into the next batch only while the database is busy
// with earlier ones. The queue is per process (per connection pool); across processes the database serialises
// spends of one balance on its row, as it does for single spends.
//
// A spend inside the caller's transaction is part of that transaction's work and goes straight to `wallet_move`
// (so does one made from code that holds a transaction on another EntityManager: the platform's guard then refuses
// it there, naming the caller, instead of failing a whole batch).
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest, holdsTransaction } from '../platform/index.ts';
import { WALLET_MESSAGES } from './contract.ts';
import { type CheckedMove, checkedMove, type MoveInput, type MoveResult, move, moveResult, REALTIME_PG_CHANNEL } from './ledger.ts';
import { rows } from './db.ts';

export type SpendInput = {
  userId: string;
  /** Points to take, positive. */
  amount: number;
  description: string;
  metadata?: Record<string, unknown>;
  idempotencyKey: string;
  /** 'spent' unless the caller is document chat (the spec's third kind). */
  type?: 'spent' | 'document_chat';
  /** The refusal text: 'insufficient points' unless the caller has a more specific one of the spec's. */
  insufficientMessage?: string;
};

/** The spec's use_points_general answer: success, error, transaction_id (plus the balance after). */
export type SpendResult =
  | { success: true; transactionId: string; balance: number; replayed: boolean }
  | { success: false; error: string; code: 'insufficient_points'; balance: number };

/** Spends points (use_points_general / use_points_for_document). A missing balance row is created (at 0). */
export async function spend(em: EntityManager, input: SpendInput): Promise<SpendResult> {
  if (input.amount < 0) throw badRequest('Amount must be positive');
  const movement: MoveInput = {
    userId: input.userId,
    amount: -input.amount,
    type: input.type ?? 'spent',
    description: input.description,
    metadata: input.metadata,
    idempotencyKey: input.idempotencyKey,
  };
  const result = em.isInTransaction() || holdsTransaction() ? await move(em, movement) : await queued(em, movement);
  if (result.outcome === 'insufficient') {
    return { success: false, error: input.insufficientMessage ?? WALLET_MESSAGES.insufficientPoints, code: 'insufficient_points', balance: result.balance };
  }
  return { success: true, transactionId: result.transactionId!, balance: result.balance, replayed: result.outcome === 'replayed' };
}

/** Batches in flight per process: each holds one pooled connection for one statement. */
const RUNNING = 2;
/** Spends per batch at most: a batch holds its users' balance rows until it commits. */
const MOST = 64;

type Waiting = { em: EntityManager; input: MoveInput; move: CheckedMove; resolve: (r: MoveResult) => void; reject: (e: unknown) => void };
type Queue = { waiting: Waiting[]; running: number; scheduled: boolean };

// One queue per connection pool (a process normally has one; tests and benches may boot more).
const queues = new WeakMap<object, Queue>();

function queued(em: EntityManager, input: MoveInput): Promise<MoveResult> {
  const pool = em.getConnection();
  let queue = queues.get(pool);
  if (!queue) queues.set(pool, (queue = { waiting: [], running: 0, scheduled: false }));
  const checked = checkedMove(input);
  const answer = new Promise<MoveResult>((resolve, reject) => {
    queue.waiting.push({ em, input: { ...input, id: checked.id }, move: checked, resolve, reject });
  });
  schedule(queue);
  return answer;
}

// Sends on the next turn of the event loop, so spends made in the same turn (a burst of requests) share a batch.
function schedule(queue: Queue) {
  if (queue.scheduled || queue.running >= RUNNING || queue.waiting.length === 0) return;
  queue.scheduled = true;
  setImmediate(() => {
    queue.scheduled = false;
    while (queue.running < RUNNING && queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, MOST);
      queue.running++;
      void apply(batch).finally(() => {
        queue.running--;
        schedule(queue);
      });
    }
  });
}

async function apply(batch: Waiting[]): Promise<void> {
  let found: Awaited<ReturnType<typeof rows>>;
  try {
    const items = batch.map((w, i) => ({ i, ...w.move }));
    found = await rows(batch[0]!.em, 'select * from wallet_spend_batch(?::jsonb, ?)', [JSON.stringify(items), REALTIME_PG_CHANNEL]);
  } catch {
    // Rolled back whole: each spend on its own, so one that cannot be applied fails alone.
    await Promise.all(batch.map((w) => move(w.em, w.input).then(w.resolve, w.reject)));
    return;
  }
  for (const r of found) {
    const w = batch[r.item]!;
    try {
      w.resolve(moveResult(w.input, r));
    } catch (error) {
      w.reject(error);
    }
  }
}
