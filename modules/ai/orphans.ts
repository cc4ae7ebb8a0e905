// Actions whose job is gone: a worker killed during an action's last attempt leaves it `running`, and pg-boss, once
// the job expires, marks the job failed without calling the handler again. A sweep (every 5 minutes, from the
// worker) fails such actions and gives their points back, through the same outcome write as a failed job (which
// only an action still queued or running takes, so a sweep racing a late job refunds once). An action whose job
// is still waiting, retrying or running is left alone, however long the queue.
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger, type QueueDefinition } from '../platform/index.ts';
import { rows } from './db.ts';
import { type Deps, failAction } from './run-action.ts';
import { aiTools } from './tools.ts';

export const ORPHANS_QUEUE = 'ai.fail-orphaned-actions';
const SCHEDULE = '*/5 * * * *';
/** An action is looked at only after this long, so a job being sent in another transaction is never missed. */
const MIN_AGE_SECONDS = 60;
const BATCH = 200;

export async function failOrphanedActions(em: EntityManager, deps: Deps): Promise<number> {
  const orphans = await rows(
    em,
    `select a.id, a.user_id, a.tool, extract(epoch from now() - coalesce(a.started_at, a.created_at)) * 1000 as age_ms
       from ai_actions a
      where a.status in ('queued', 'running') and a.created_at < now() - make_interval(secs => ?)
        and not exists (
          select 1 from pgboss.job j -- a tool's queue is 'ai.' || its name (tools.ts queueOf)
           where j.name = 'ai.' || a.tool and j.state in ('created', 'retry', 'active') and j.data ->> 'actionId' = a.id::text)
      order by a.created_at limit ?`,
    [MIN_AGE_SECONDS, BATCH],
  );
  // Not a provider error: the user reads the general "could not be produced, points returned" message.
  const lost = new Error('the job of this action was lost (its worker stopped during the last attempt)');
  let failed = 0;
  const tools = new Map(aiTools().map((t) => [t.name, t]));
  for (const row of orphans) {
    const tool = tools.get(row.tool);
    if (!tool) continue; // a tool this build no longer has: nothing can say what it was
    if (await failAction(deps, tool, { id: row.id, userId: row.user_id }, lost, Math.round(Number(row.age_ms)))) failed++;
  }
  if (failed) logger('ai.orphans').warn({ failed }, 'AI actions whose job was lost were failed and refunded');
  return failed;
}

export function orphansQueue(deps: Deps): QueueDefinition<object> {
  // Each orphan is failed and refunded in a transaction of its own (failAction), so the sweep holds none: inside the
  // job's transaction each would be a second connection, which the transaction guard refuses.
  return {
    queue: ORPHANS_QUEUE,
    schedule: SCHEDULE,
    retryLimit: 0,
    ownTransactions: true,
    handler: async (_data, { em }) => void (await failOrphanedActions(em, deps)),
  };
}
