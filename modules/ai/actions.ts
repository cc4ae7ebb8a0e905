// Requesting an AI action and reading it back. A request, inside the caller's transaction: the per-minute limit
// and the tool's daily cap, the cost quoted from the tool's rule, the charge through the wallet's ledger (its
// idempotency key is the action's: `ai:{actionId}`), the action row and the job on the tool's queue. Any refusal
// rolls all of it back; a replayed request key answers the action it already made and charges nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, type Platform, RateLimitedError, hit, paginate, uuidv7 } from '../platform/index.ts';
import { insufficientPoints, spend } from '../wallet/index.ts';
import { AI_MESSAGES, type AiActionView, type AiUsageEntry } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { aiPrices } from './prices.ts';
import type { AiSettings } from './settings.ts';
import { aiTool, queueOf } from './tools.ts';

export type AiRequest = {
  tool: string;
  userId: string;
  input: unknown;
  key: string;
  /** The price the user was shown: when given and the price is now different, the request is refused (409) and nothing is charged. */
  quotedPoints?: number;
};
export type AiRequested = { actionId: string; points: number; replayed: boolean };

export const chargeKey = (actionId: string) => `ai:${actionId}`;
export const refundKey = (actionId: string) => `${chargeKey(actionId)}:refund`;

function secondsToMidnightUtc(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

export async function requestAiAction(platform: Platform, settings: AiSettings, em: EntityManager, request: AiRequest): Promise<AiRequested> {
  if (!em.isInTransaction()) throw new Error('requestAiAction must run inside a transaction (em.transactional)');
  const tool = aiTool(request.tool);
  const replay = await one(em, 'select id, points from ai_actions where user_id = ? and request_key = ?', [request.userId, request.key]);
  if (replay) return { actionId: replay.id, points: Number(replay.points), replayed: true };

  await hit(em, [{ key: `ai:${tool.name}:user:${request.userId}`, max: settings.perMinute, windowSeconds: 60 }], AI_MESSAGES.tooFast);
  const cap = tool.dailyCap ?? settings.dailyCap;
  const today = await one(
    em,
    `select count(*)::int as n from ai_actions
     where user_id = ? and tool = ? and status <> 'failed' and created_at >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'`,
    [request.userId, tool.name],
  );
  if (Number(today?.n ?? 0) >= cap) throw new RateLimitedError(secondsToMidnightUtc(), AI_MESSAGES.dailyCap);

  const points = tool.cost(request.input, await aiPrices(em));
  if (request.quotedPoints !== undefined && request.quotedPoints !== points) throw new HttpError(409, 'price_changed', AI_MESSAGES.priceChanged(points));
  const actionId = uuidv7();
  if (points > 0) {
    const charged = await spend(em, {
      userId: request.userId,
      amount: points,
      type: tool.ledgerType ?? 'spent',
      description: tool.title,
      metadata: { actionId, tool: tool.name },
      idempotencyKey: chargeKey(actionId),
      insufficientMessage: tool.insufficientMessage,
    });
    if (!charged.success) throw insufficientPoints(charged.error);
  }
  await rows(em, 'insert into ai_actions (id, user_id, tool, request_key, points, input) values (?, ?, ?, ?, ?, ?::jsonb)', [
    actionId, request.userId, tool.name, request.key, points, JSON.stringify(request.input ?? {}),
  ]);
  await platform.bus.enqueue(em, queueOf(tool.name), { actionId });
  return { actionId, points, replayed: false };
}

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

export function toView(r: Row): AiActionView {
  return {
    id: r.id,
    tool: r.tool,
    status: r.status,
    points: Number(r.points),
    refunded: Boolean(r.refunded),
    provider: r.provider ?? null,
    model: r.model ?? null,
    text: r.text ?? '',
    citations: r.citations ?? [],
    result: r.result ?? null,
    error: r.error_code ? { code: r.error_code, message: r.error_message ?? AI_MESSAGES.failed } : null,
    createdAt: iso(r.created_at)!,
    finishedAt: iso(r.finished_at),
  };
}

/** An action as its owner sees it (null when missing); the answer so far while it runs. */
export async function readAction(em: EntityManager, actionId: string): Promise<(AiActionView & { userId: string }) | null> {
  const r = await one(em, 'select * from ai_actions where id = ?', [actionId]);
  return r ? { ...toView(r), userId: r.user_id } : null;
}

/** Many actions by id (a chat's answers), in no particular order. */
export async function readActions(em: EntityManager, actionIds: string[]): Promise<AiActionView[]> {
  if (!actionIds.length) return [];
  return (await rows(em, 'select * from ai_actions where id in (select jsonb_array_elements_text(?::jsonb)::uuid)', [JSON.stringify(actionIds)])).map(toView);
}

/** The route's read: the owner or an admin, else 404 (an action's existence is private too). */
export async function actionFor(em: EntityManager, viewer: { id: string; role: string }, actionId: string): Promise<AiActionView> {
  const action = await readAction(em, actionId);
  if (!action || (action.userId !== viewer.id && viewer.role !== 'admin')) throw new HttpError(404, 'not_found', AI_MESSAGES.notFound);
  const { userId: _owner, ...view } = action;
  return view;
}

/** The admin's usage log, newest first. */
export async function usageLog(em: EntityManager, q: { page: number; pageSize: number; tool?: string; userId?: string }) {
  const where = 'where (?::text is null or tool = ?) and (?::uuid is null or user_id = ?)';
  const params = [q.tool ?? null, q.tool ?? null, q.userId ?? null, q.userId ?? null];
  const list = { columns: '*', from: `from ai_actions ${where}`, orderBy: 'created_at desc, id desc', params };
  return paginate(em, list, q, (found) => found.map(usageEntry));
}

const usageEntry = (r: Row): AiUsageEntry => ({
  id: r.id,
  userId: r.user_id,
  tool: r.tool,
  status: r.status,
  provider: r.provider ?? null,
  model: r.model ?? null,
  points: Number(r.points),
  refunded: Boolean(r.refunded),
  promptTokens: r.prompt_tokens ?? null,
  completionTokens: r.completion_tokens ?? null,
  passagesUsed: r.passages_used ?? null,
  durationMs: r.duration_ms ?? null,
  attempts: Number(r.attempts),
  error: r.error_message ?? null,
  createdAt: iso(r.created_at)!,
});
