// The job of an AI action (queue `ai.<tool>`): run the tool with the configured provider, stream its answer,
// store the result. A failure is retried by the queue, unless retrying cannot change it (`worthRetrying`); the last
// one marks the action failed and gives the points back once (the wallet's idempotency key `ai:{actionId}:refund`). Every write here is its own short transaction
// (not the job's), so the status, the streamed text and the outcome are visible as they happen; the outcome's
// write only applies to an action still queued or running, so a duplicated job leaves one outcome.
import type { EntityManager } from '@mikro-orm/postgresql';
import { counter, type HandlerContext, type Platform, notify } from '../platform/index.ts';
import { refund } from '../wallet/index.ts';
import { AI_MESSAGES, AI_REALTIME, type AiStatusEvent } from './contract.ts';
import { rows } from './db.ts';
import { AI_EVENTS } from './events.ts';
import { refundKey } from './actions.ts';
import { type AiProvider, type Completion, ProviderError, worthRetrying } from './provider.ts';
import { sourcePassages } from './passages.ts';
import type { Reader } from './readable.ts';
import { retrieve } from './retrieval.ts';
import type { AiSettings } from './settings.ts';
import { answerStream } from './stream.ts';
import type { AiToolDefinition, AiToolResult } from './tools.ts';

// Counted from the outcome write, not from the ai.completed / ai.failed events: a subscriber would count again on
// every redelivery and add a queue hop per action, while the write applies once per action (only to an action
// still queued or running) and the count follows its commit.
const actionsEnded = counter('studyhall_ai_actions_total', 'AI actions that ended, by tool and outcome (done or failed)', ['tool', 'outcome']);

export type Deps = { platform: Platform; settings: AiSettings; provider: () => AiProvider };

async function announce(em: EntityManager, userId: string, event: AiStatusEvent) {
  await notify(em, `user:${userId}`, AI_REALTIME.status, event);
}

function withTimeout<T>(work: Promise<T>, ms: number, controller: AbortController): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError('The AI provider took too long to answer. Your points were returned.', 'provider_timeout'));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function runAiAction(deps: Deps, tool: AiToolDefinition, data: { actionId: string }, job: HandlerContext): Promise<void> {
  const fork = () => deps.platform.orm.em.fork();
  const started = await fork().transactional(async (tx) => {
    const [row] = await rows(
      tx,
      `update ai_actions set status = 'running', text = '', attempts = attempts + 1, started_at = coalesce(started_at, now())
       where id = ? and status in ('queued', 'running') returning id, user_id, input`,
      [data.actionId],
    );
    if (row) await announce(tx, row.user_id, { actionId: row.id, tool: tool.name, status: 'running' });
    return row;
  });
  if (!started) return job.log.info({ actionId: data.actionId }, 'AI action already ended');

  const action = { id: started.id as string, userId: started.user_id as string };
  const provider = deps.provider();
  const stream = answerStream(fork, action);
  const controller = new AbortController();
  const calls: Completion[] = [];
  const clock = Date.now();
  try {
    const reader: Reader = { userId: action.userId, audience: tool.audience(started.input) };
    const result = await withTimeout(
      tool.run({
        actionId: action.id,
        userId: action.userId,
        input: started.input,
        em: fork(),
        provider,
        retrieve: (sourceIds, question, k) => retrieve(fork(), reader, sourceIds, question, k),
        passages: (sourceId) => sourcePassages(fork(), reader, sourceId),
        complete: async (input) => {
          const completion = await provider.complete({ ...input, onToken: (delta) => stream.push(delta), signal: controller.signal });
          calls.push(completion);
          return completion;
        },
        log: job.log,
      }),
      deps.settings.timeoutMs,
      controller,
    );
    await stream.close();
    await finish(deps, tool, action, { result, calls, provider, durationMs: Date.now() - clock });
  } catch (error) {
    await stream.close().catch(() => {});
    const last = job.attempt >= deps.settings.retries || !worthRetrying(error);
    job.log.warn({ err: error, actionId: action.id, last }, 'AI action failed');
    if (!last) throw error;
    await failAction(deps, tool, action, error, Date.now() - clock);
  }
}

async function finish(
  deps: Deps,
  tool: AiToolDefinition,
  action: { id: string; userId: string },
  outcome: { result: AiToolResult; calls: Completion[]; provider: AiProvider; durationMs: number },
) {
  const { result, calls } = outcome;
  const sum = (pick: (c: Completion) => number | null) => (calls.some((c) => pick(c) != null) ? calls.reduce((a, c) => a + (pick(c) ?? 0), 0) : null);
  const done = await deps.platform.orm.em.fork().transactional(async (tx) => {
    const [row] = await rows(
      tx,
      `update ai_actions set status = 'done', text = ?, citations = ?::jsonb, result = ?::jsonb, provider = ?, model = ?,
         prompt_tokens = ?, completion_tokens = ?, passages_used = ?, duration_ms = ?, finished_at = now(),
         error_code = null, error_message = null
       where id = ? and status in ('queued', 'running') returning id`,
      [
        result.text,
        JSON.stringify(result.citations ?? []),
        result.result === undefined ? null : JSON.stringify(result.result),
        calls[0]?.provider ?? outcome.provider.name,
        calls[0]?.model ?? outcome.provider.model,
        sum((c) => c.usage.promptTokens),
        sum((c) => c.usage.completionTokens),
        sum((c) => c.usage.passagesUsed),
        outcome.durationMs,
        action.id,
      ],
    );
    if (!row) return false;
    await announce(tx, action.userId, { actionId: action.id, tool: tool.name, status: 'done' });
    await deps.platform.bus.publish(tx, AI_EVENTS.completed, { actionId: action.id, tool: tool.name, userId: action.userId, status: 'done' });
    return true;
  });
  if (done) actionsEnded.inc({ tool: tool.name, outcome: 'done' });
}

/** Marks an action still queued or running failed and gives its points back, once. Answers whether it did. */
export async function failAction(deps: Deps, tool: AiToolDefinition, action: { id: string; userId: string }, error: unknown, durationMs: number): Promise<boolean> {
  const code = error instanceof ProviderError ? error.code : 'ai_failed';
  const message = error instanceof ProviderError ? error.message : AI_MESSAGES.failed;
  const failed = await deps.platform.orm.em.fork().transactional(async (tx) => {
    const [row] = await rows(
      tx,
      // A refunded action keeps none of its text: what streamed before a timeout was not paid for (§11).
      `update ai_actions set status = 'failed', text = '', error_code = ?, error_message = ?, duration_ms = ?, finished_at = now(), refunded = points > 0
       where id = ? and status in ('queued', 'running') returning points`,
      [code, message, durationMs, action.id],
    );
    if (!row) return false;
    const points = Number(row.points);
    if (points > 0) {
      await refund(tx, {
        userId: action.userId,
        amount: points,
        description: `${tool.title}: refund`,
        metadata: { actionId: action.id, tool: tool.name },
        idempotencyKey: refundKey(action.id),
      });
    }
    await announce(tx, action.userId, { actionId: action.id, tool: tool.name, status: 'failed' });
    await deps.platform.bus.publish(tx, AI_EVENTS.failed, { actionId: action.id, tool: tool.name, userId: action.userId, status: 'failed' });
    return true;
  });
  if (failed) actionsEnded.inc({ tool: tool.name, outcome: 'failed' });
  return failed;
}
