// What operators see of the queues: counts, the dead-letter queue, retries. The CLI and (later) the admin
// pages use these. Jobs whose retries ran out stay in pg-boss's `failed` state: that set is the dead-letter queue.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DailyTotal, dailyTotals } from './daily-totals.ts';
import type { EventBus } from './events.ts';

export type QueueCounts = { queue: string; waiting: number; active: number; completed: number; failed: number };
export type FailedJob = { id: string; queue: string; retries: number; failedAt: Date | null; error: string | null };

export async function queueCounts(em: EntityManager): Promise<QueueCounts[]> {
  return (await em.getConnection().execute(
    `select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
            count(j.id) filter (where j.state = 'active')::int as active,
            count(j.id) filter (where j.state = 'completed')::int as completed,
            count(j.id) filter (where j.state = 'failed')::int as failed
     from pgboss.queue q left join pgboss.job j on j.name = q.name
     where q.name not like '\\_\\_pgboss%'
     group by q.name order by q.name`,
  )) as QueueCounts[];
}

export type QueueDepth = { queue: string; queued: number; active: number };

/**
 * Jobs waiting and being worked per queue, for /metrics at every scrape: unlike `queueCounts` it never touches
 * completed or failed rows (which pile up until pg-boss deletes them), so pg-boss's partial index over live states
 * answers it.
 */
export async function queueDepths(em: EntityManager): Promise<QueueDepth[]> {
  return (await em.getConnection().execute(
    `select q.name as queue,
            count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
            count(j.id) filter (where j.state = 'active')::int as active
     from pgboss.queue q left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active')
     where q.name not like '\\_\\_pgboss%'
     group by q.name`,
  )) as QueueDepth[];
}

export async function failedJobs(em: EntityManager, options: { queue?: string; limit: number }): Promise<FailedJob[]> {
  const rows = await em.getConnection().execute(
    `select id, name as queue, retry_count as retries, completed_on as failed_at,
            left(coalesce(output->>'message', output::text), 200) as error
     from pgboss.job where state = 'failed' and (?::text is null or name = ?)
     order by completed_on desc nulls last limit ?`,
    [options.queue ?? null, options.queue ?? null, options.limit],
  );
  return rows.map((r) => ({ id: r.id, queue: r.queue, retries: r.retries, failedAt: r.failed_at, error: r.error }));
}

/** Jobs that ran out of retries, per day of their last failure (the overview's failed-jobs chart). */
export function failedJobsByDay(em: EntityManager, since: Date): Promise<DailyTotal[]> {
  return dailyTotals(em, { table: 'pgboss.job', at: 'completed_on', where: "state = 'failed'" }, since);
}

export class JobAdminError extends Error {}

/** Sends a failed job back to its queue. */
export async function retryFailedJob(em: EntityManager, bus: EventBus, id: string): Promise<{ id: string; queue: string }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new JobAdminError(`"${id}" is not a job id`);
  const [job] = await em.getConnection().execute('select name, state from pgboss.job where id = ?', [id]);
  if (!job) throw new JobAdminError(`No job ${id}`);
  if (job.state !== 'failed') throw new JobAdminError(`Job ${id} is ${job.state}, not failed`);
  await bus.boss.retry(job.name, id);
  return { id, queue: job.name };
}
