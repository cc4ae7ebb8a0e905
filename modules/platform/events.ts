// Events and jobs through pg-boss. `publish(em, ...)` enqueues in the caller's transaction (a transactional
// outbox): a rolled-back change publishes nothing, a committed one never loses its event. Every handler
// runs in its own transaction, and an event is handled at most once per queue (handled_events), so a
// duplicate delivery leaves one effect.
//
// A handler's transaction holds a pooled connection for as long as the handler runs (and never a second one:
// db/transaction-guard.ts refuses it). So a process runs at most JOB_SLOTS transactional handlers at once,
// whatever each queue's concurrency, and requests keep the rest of the pool.
// Handlers that write in their own short transactions (an AI action waits a minute on its provider) declare
// `ownTransactions` and take neither a transaction nor a slot.
//
// An event is an `EventDefinition` from its publisher's events.ts: `publish` checks the payload against the event's
// schema before anything is enqueued, and a subscription (`onEvent`) takes the payload type from the event.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type JobResult, PgBoss, fromKysely } from 'pg-boss';
import type { EventDefinition } from './event-definition.ts';
import { uuidv7 } from './ids.ts';
import { type Logger, logger } from './log.ts';
import { jobDuration, jobsFailed, seconds } from './metrics.ts';
import { type Orm, POOL_MAX } from './db/orm.ts';
import { PermanentError } from './permanent-error.ts';
import { slots } from './slots.ts';
import { assertOutsideTransaction } from './db/transaction-guard.ts';
import { noteChange, topicOfName } from './changes.ts';

export type EventEnvelope<D = unknown> = { id: string; name: string; occurredAt: string; data: D };

/** `eventId` is the published event's id (stable across retries and duplicate deliveries); null for plain jobs. */
export type HandlerContext = { em: EntityManager; jobId: string; eventId: string | null; attempt: number; log: Logger };
export type Handler<D = any> = (data: D, ctx: HandlerContext) => Promise<void>;

/** A queue this process may serve: a plain job queue, or a subscription of one handler to one event. */
export type QueueDefinition<D = any> = {
  /** `module.what-it-does`, e.g. `mail.send` or `search.index-approved-document`. */
  queue: string;
  /** When set, the queue receives every `publish`ed event of this definition (write it with `onEvent`). */
  event?: EventDefinition<D, any>;
  handler: Handler<D>;
  /** A cron expression (UTC): pg-boss sends one job per occurrence, whichever process runs its clock. */
  schedule?: string;
  retryLimit?: number;
  expireInSeconds?: number;
  concurrency?: number;
  /** The handler opens its own short transactions: it gets an `em` outside any, and no job slot. Plain jobs only. */
  ownTransactions?: boolean;
};

/** A queue subscribed to `event`: the handler's payload is the event's, so a handler of another payload does not compile. */
export function onEvent<D>(event: EventDefinition<D, any>, definition: Omit<QueueDefinition<D>, 'event' | 'ownTransactions'>): QueueDefinition<D> {
  return { ...definition, event };
}

/** A payload that breaks its event's schema: a bug in the publisher, refused before anything is enqueued. */
export class InvalidEventPayload extends PermanentError {
  constructor(event: string, issues: { path: PropertyKey[]; message: string }[]) {
    super(`Invalid ${event} payload: ${issues.map((i) => `${i.path.join('.') || 'payload'} ${i.message}`).join('; ')}`);
    this.name = 'InvalidEventPayload';
  }
}

/** The payload as subscribers receive it (defaults filled in), or InvalidEventPayload. */
function checkedPayload<D, I>(event: EventDefinition<D, I>, data: I): D {
  const result = event.schema.safeParse(data);
  if (!result.success) throw new InvalidEventPayload(event.name, result.error.issues);
  return result.data;
}

/** Transactional handlers at once per process: each holds one connection, and requests keep the other twelve. */
export const JOB_SLOTS = Math.max(1, Math.floor((POOL_MAX - 4) / 2));

export type JobOptions = { singletonKey?: string; startAfter?: number | Date; priority?: number };

const RETRY = { retryLimit: 5, retryDelay: 2, retryBackoff: true, retryDelayMax: 300 } as const;

export type EventBus = ReturnType<typeof createEventBus>;

/**
 * Whether a worker's queue filter (`WORKER_QUEUES`, `--queues`) selects a queue: an entry names a queue or a family
 * (`mail` selects `mail.*`); an entry starting with `!` excludes one, so a general pool can take everything the
 * dedicated pools do not (`!documents,!ai`) and still pick up the queues of modules added later. Empty: all.
 */
export function queueSelected(filter: string[], queue: string): boolean {
  const matches = (f: string) => queue === f || queue.startsWith(`${f}.`);
  const include = filter.filter((f) => !f.startsWith('!'));
  const exclude = filter.filter((f) => f.startsWith('!')).map((f) => f.slice(1));
  return (include.length === 0 || include.some(matches)) && !exclude.some(matches);
}

/**
 * pg-boss's own pool is a second connection too: a call without `db` inside a transaction (a send, a fetch) is refused
 * like any other (db/transaction-guard.ts). Calls with `db` run on the caller's transaction and never reach it.
 */
function guardBossPool(boss: PgBoss) {
  const db = boss.getDb();
  const executeSql = db.executeSql.bind(db);
  db.executeSql = (text, values) => {
    assertOutsideTransaction('A pg-boss call without `db`');
    return executeSql(text, values);
  };
}

export function createEventBus(options: { url: string; orm: Orm; definitions: QueueDefinition[]; jobSlots?: number }) {
  const log = logger('events');
  const boss = new PgBoss({ connectionString: options.url, schema: 'pgboss', max: 6, application_name: 'studyhall' });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  guardBossPool(boss);
  const byQueue = new Map(options.definitions.map((d) => [d.queue, d]));
  let started = false;
  const jobSlots = slots(options.jobSlots ?? JOB_SLOTS);

  function transactionDb(em: EntityManager) {
    const trx = em.getTransactionContext();
    if (!trx) throw new Error('publish/enqueue must run inside a transaction (em.transactional)');
    return fromKysely(trx as any);
  }

  return {
    boss,
    definitions: options.definitions,

    /** Starts pg-boss (installing its schema on first use) and declares every queue and subscription. */
    async start() {
      if (started) return;
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const def of options.definitions) {
        if (!existing.has(def.queue)) {
          await boss.createQueue(def.queue, {
            ...RETRY,
            retryLimit: def.retryLimit ?? RETRY.retryLimit,
            expireInSeconds: def.expireInSeconds ?? 900,
          });
        }
        if (def.event) await boss.subscribe(def.event.name, def.queue);
        if (def.schedule) await boss.schedule(def.queue, def.schedule);
      }
      started = true;
    },

    /**
     * Publishes an event inside the caller's transaction; subscribers run after it commits. One job per subscribed
     * queue, sent here rather than through pg-boss's `publish`, which reads the subscriptions on its own pool: a
     * second connection inside the caller's transaction. The subscriptions are read from pg-boss's table on the
     * caller's own connection, so a queue another process (or a test) subscribed is served as pg-boss would.
     * A payload that breaks the event's schema throws InvalidEventPayload here, before anything is enqueued.
     */
    async publish<D, I = D>(em: EntityManager, event: EventDefinition<D, I>, data: NoInfer<I>): Promise<EventEnvelope<D>> {
      noteChange(topicOfName(event.name));
      const envelope: EventEnvelope<D> = { id: uuidv7(), name: event.name, occurredAt: new Date().toISOString(), data: checkedPayload(event, data) };
      const db = transactionDb(em);
      const subscribed = await em.getConnection().execute('select name from pgboss.subscription where event = ? order by name', [event.name], 'all', em.getTransactionContext());
      for (const { name: queue } of subscribed as { name: string }[]) await boss.send(queue, envelope as object, { db });
      return envelope;
    },

    /** Enqueues a job inside the caller's transaction. */
    async enqueue<D extends object>(em: EntityManager, queue: string, data: D, jobOptions: JobOptions = {}) {
      if (!byQueue.has(queue)) throw new Error(`Unknown queue ${queue}`);
      return boss.send(queue, data, { ...jobOptions, db: transactionDb(em) });
    },

    /** Serves the queues the filter selects (`queueSelected`); all when it is empty. */
    async work(filter: string[] = [], concurrency = 4): Promise<string[]> {
      const served = options.definitions.filter((d) => queueSelected(filter, d.queue));
      for (const def of served) {
        await boss.work(
          def.queue,
          { localConcurrency: def.concurrency ?? concurrency, pollingIntervalSeconds: 0.5, perJobResults: true },
          async (jobs) => {
            const results: JobResult[] = [];
            for (const job of jobs) results.push(await settle(def, job.id, job.retryCount, job.data));
            return results;
          },
        );
      }
      return served.map((d) => d.queue);
    },

    async stop(options: { graceful?: boolean; timeoutMs?: number } = {}) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: options.graceful ?? true, timeout: options.timeoutMs ?? 30_000, close: true });
    },
  };

  /** A handler that throws is retried while its retries last (pg-boss); one that throws a PermanentError fails now. */
  async function settle(def: QueueDefinition, jobId: string, attempt: number, payload: unknown): Promise<JobResult> {
    noteChange(topicOfName(def.queue));
    try {
      await runJob(def, jobId, attempt, payload);
      return { id: jobId, status: 'completed' };
    } catch (error) {
      if (!(error instanceof PermanentError)) throw error;
      log.warn({ queue: def.queue, jobId, attempt, err: error }, 'job failed for good: retrying cannot fix it');
      return { id: jobId, status: 'deadletter', output: { name: error.name, message: error.message } };
    } finally {
      noteChange(topicOfName(def.queue));
    }
  }

  /** Every handler run is timed here, the one place all of them pass; a throw counts as a failure (each retry too). */
  async function runJob(def: QueueDefinition, jobId: string, attempt: number, payload: unknown) {
    const started = performance.now();
    try {
      await runHandler(def, jobId, attempt, payload);
      jobDuration.observe({ queue: def.queue, outcome: 'completed' }, seconds(performance.now() - started));
    } catch (error) {
      jobDuration.observe({ queue: def.queue, outcome: 'failed' }, seconds(performance.now() - started));
      jobsFailed.inc({ queue: def.queue });
      throw error;
    }
  }

  async function runHandler(def: QueueDefinition, jobId: string, attempt: number, payload: unknown) {
    const jobLog = log.child({ queue: def.queue, jobId, attempt });
    const isEvent = Boolean(def.event);
    const envelope = payload as EventEnvelope;
    if (def.ownTransactions && !isEvent) {
      await def.handler(payload, { em: options.orm.em.fork(), jobId, eventId: null, attempt, log: jobLog });
      return;
    }
    await jobSlots.run(() => options.orm.em.fork().transactional(async (em) => {
      if (isEvent) {
        // At most once per (queue, event): a replayed or duplicated delivery finds its mark and stops.
        const inserted = await em
          .getConnection()
          .execute(
            'insert into handled_events (queue, event_id) values (?, ?) on conflict do nothing returning event_id',
            [def.queue, envelope.id],
            'all',
            em.getTransactionContext(),
          );
        if (inserted.length === 0) {
          jobLog.debug({ eventId: envelope.id }, 'event already handled');
          return;
        }
      }
      await def.handler(isEvent ? envelope.data : payload, { em, jobId, eventId: isEvent ? envelope.id : null, attempt, log: jobLog });
    }));
  }
}
