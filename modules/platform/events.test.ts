// publish() is a transactional outbox: rollback publishes nothing, commit runs the handler, and a duplicate
// delivery of the same event leaves one effect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, type TestPlatform } from '../../tests/support/database.ts';
import { modules } from '../registry.ts';
import { z } from 'zod';
import { defineEvent, failedJobs, InvalidEventPayload, PermanentError, type QueueDefinition, queueCounts, queueSelected, retryFailedJob, type StudyhallModule } from './index.ts';

const received: string[] = [];
let failuresLeft = 0;

const NOTED = defineEvent('probe.noted', z.object({ note: z.string().min(1) }));
const probe: QueueDefinition<{ note: string }> = {
  queue: 'probe.record-note',
  event: NOTED,
  retryLimit: 3,
  async handler(data, { em }) {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error('transient failure');
    }
    await em.getConnection().execute('insert into probe_effects (note) values (?)', [data.note], 'run', em.getTransactionContext());
    received.push(data.note);
  },
};
let doomedRuns = 0;
let doomedHeals = false;
const doomed: QueueDefinition<{ note: string }> = {
  queue: 'probe.doomed-note',
  retryLimit: 1,
  async handler(data, { em }) {
    doomedRuns += 1;
    if (!doomedHeals) throw new Error('the mail server is on fire');
    await em.getConnection().execute('insert into probe_effects (note) values (?)', [data.note], 'run', em.getTransactionContext());
  },
};
let hopelessRuns = 0;
const hopeless: QueueDefinition<{ note: string }> = {
  queue: 'probe.hopeless-note',
  retryLimit: 3,
  async handler(data) {
    hopelessRuns += 1;
    throw new PermanentError(`no such mailbox: ${data.note}`);
  },
};

let slowStarted = false;
const slow: QueueDefinition<{ note: string }> = {
  queue: 'probe.slow-note',
  async handler(data, { em }) {
    slowStarted = true;
    await new Promise((r) => setTimeout(r, 1500));
    await em.getConnection().execute('insert into probe_effects (note) values (?)', [data.note], 'run', em.getTransactionContext());
  },
};
// A burst of jobs that each hold their transaction a while, more of them than the pool has. (A second connection
// taken inside one is refused: db/transaction-guard.test.ts.)
const BURST = 30;
const forking: QueueDefinition<{ note: string }> = {
  queue: 'probe.forking-note',
  concurrency: BURST,
  async handler(data, { em }) {
    await em.getConnection().execute('select pg_sleep(0.2)', [], 'all', em.getTransactionContext());
    await em.getConnection().execute('insert into probe_effects (note) values (?)', [data.note], 'run', em.getTransactionContext());
  },
};
const outsideTransaction: boolean[] = [];
const ownWrites: QueueDefinition<{ note: string }> = {
  queue: 'probe.own-writes-note',
  ownTransactions: true,
  async handler(data, { em }) {
    outsideTransaction.push(em.getTransactionContext() === undefined);
    await em.fork().transactional((tx) => tx.getConnection().execute('insert into probe_effects (note) values (?)', [data.note], 'run', tx.getTransactionContext()));
  },
};
const probeModule: StudyhallModule = { name: 'probe', queues: () => [probe, slow, doomed, forking, ownWrites, hopeless] };

let platform: TestPlatform;

async function effects(): Promise<string[]> {
  const rows = await platform.orm.em.fork().getConnection().execute('select note from probe_effects order by id');
  return rows.map((r) => String(r.note));
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  platform = await bootTestPlatform({ modules: [...modules, probeModule] });
  await platform.orm.em.getConnection().execute('create table probe_effects (id serial primary key, note text not null)');
  await platform.bus.work(['probe.record-note']);
});
afterAll(() => platform?.cleanup());

describe('events', () => {
  it('publishes nothing when the transaction rolls back', async () => {
    await expect(
      platform.orm.em.fork().transactional(async (em) => {
        await platform.bus.publish(em, NOTED, { note: 'rolled-back' });
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const [{ count }] = await platform.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as count from pgboss.job where name = 'probe.record-note'`);
    expect(count).toBe(0);
  });

  it('runs the subscriber once the transaction commits', async () => {
    await platform.orm.em.fork().transactional((em) => platform.bus.publish(em, NOTED, { note: 'committed' }));
    expect(await eventually(effects, (e) => e.includes('committed'))).toEqual(['committed']);
  });

  it('leaves one effect when the same event is delivered twice', async () => {
    const envelope = await platform.orm.em
      .fork()
      .transactional((em) => platform.bus.publish(em, NOTED, { note: 'once' }));
    // A second delivery of the very same event, as a redelivery after a crash would be.
    await platform.bus.boss.send('probe.record-note', envelope);
    await eventually(
      async () => (await platform.orm.em.fork().getConnection().execute(
        `select count(*)::int as n from pgboss.job where name = 'probe.record-note' and state = 'completed'`,
      ))[0].n,
      (n) => n >= 3,
    );
    expect((await effects()).filter((n) => n === 'once')).toEqual(['once']);
  });

  it('retries a failing handler and then succeeds', async () => {
    failuresLeft = 1;
    await platform.orm.em.fork().transactional((em) => platform.bus.publish(em, NOTED, { note: 'after-retry' }));
    expect(await eventually(effects, (e) => e.includes('after-retry'), 20_000)).toContain('after-retry');
  });

  it('puts a job whose retries ran out in the dead-letter queue, and retries it from there', async () => {
    await platform.bus.work(['probe.doomed-note']);
    await platform.orm.em.fork().transactional((em) => platform.bus.enqueue(em, 'probe.doomed-note', { note: 'doomed' }));
    const [failed] = await eventually(
      () => failedJobs(platform.orm.em.fork(), { queue: 'probe.doomed-note', limit: 10 }),
      (jobs) => jobs.length > 0,
      20_000,
    );
    expect(failed).toMatchObject({ queue: 'probe.doomed-note', retries: 1, error: 'the mail server is on fire' });
    expect(doomedRuns).toBe(2);
    const counts = (await queueCounts(platform.orm.em.fork())).find((q) => q.queue === 'probe.doomed-note');
    expect(counts).toMatchObject({ failed: 1, waiting: 0 });

    doomedHeals = true;
    await retryFailedJob(platform.orm.em.fork(), platform.bus, failed!.id);
    expect(await eventually(effects, (e) => e.includes('doomed'), 20_000)).toContain('doomed');
    // The handler's effect commits before pg-boss marks the job completed: wait for the mark, not the effect.
    const jobState = async () =>
      (await platform.orm.em.fork().getConnection().execute('select state from pgboss.job where id = ?', [failed!.id]))[0]?.state;
    expect(await eventually(jobState, (state) => state === 'completed', 20_000)).toBe('completed');
    expect(await failedJobs(platform.orm.em.fork(), { queue: 'probe.doomed-note', limit: 10 })).toEqual([]);
    await expect(retryFailedJob(platform.orm.em.fork(), platform.bus, failed!.id)).rejects.toThrow(/is completed, not failed/);
  });

  it('fails a job whose error retrying cannot fix at once, with its reason, and runs it only once', async () => {
    await platform.bus.work(['probe.hopeless-note']);
    await platform.orm.em.fork().transactional((em) => platform.bus.enqueue(em, 'probe.hopeless-note', { note: 'nobody' }));
    const [failed] = await eventually(
      () => failedJobs(platform.orm.em.fork(), { queue: 'probe.hopeless-note', limit: 10 }),
      (jobs) => jobs.length > 0,
      20_000,
    );
    expect(failed).toMatchObject({ queue: 'probe.hopeless-note', retries: 0, error: 'no such mailbox: nobody' });
    expect(hopelessRuns).toBe(1);
  });

  it('runs a burst of jobs that each hold their transaction, more than the pool holds, without stalling', async () => {
    await platform.bus.work(['probe.forking-note']);
    await platform.orm.em.fork().transactional(async (em) => {
      for (let i = 0; i < BURST; i++) await platform.bus.enqueue(em, 'probe.forking-note', { note: `burst-${i}` });
    });
    const done = await eventually(async () => (await effects()).filter((n) => n.startsWith('burst-')), (e) => e.length === BURST, 30_000);
    expect(done).toHaveLength(BURST);
  });

  it('gives a handler that writes in its own transactions an em outside any', async () => {
    await platform.bus.work(['probe.own-writes-note']);
    await platform.orm.em.fork().transactional((em) => platform.bus.enqueue(em, 'probe.own-writes-note', { note: 'own-writes' }));
    expect(await eventually(effects, (e) => e.includes('own-writes'))).toContain('own-writes');
    expect(outsideTransaction).toEqual([true]);
  });

  it('finishes an in-flight job before a graceful stop returns', async () => {
    await platform.bus.work(['probe.slow-note']);
    await platform.orm.em.fork().transactional((em) => platform.bus.enqueue(em, 'probe.slow-note', { note: 'slow' }));
    await eventually(async () => slowStarted, (started) => started);
    await platform.bus.stop({ graceful: true, timeoutMs: 10_000 });
    expect(await effects()).toContain('slow');
  });

  it('refuses to publish outside a transaction', async () => {
    await expect(platform.bus.publish(platform.orm.em.fork(), NOTED, { note: 'x' })).rejects.toThrow(/inside a transaction/);
  });

  it('refuses a payload that breaks its event schema where it is published: nothing is enqueued, the change rolls back', async () => {
    const before = await effects();
    const publishing = platform.orm.em.fork().transactional(async (em) => {
      await em.getConnection().execute("insert into probe_effects (note) values ('published-with-a-bad-payload')", [], 'run', em.getTransactionContext());
      // A publisher's bug that the types would catch, forced past them.
      await platform.bus.publish(em, NOTED, { note: '' });
    });
    await expect(publishing).rejects.toThrow(InvalidEventPayload);
    await expect(publishing).rejects.toThrow(/^Invalid probe\.noted payload: note /);
    const [queued] = await platform.orm.em.fork().getConnection().execute("select count(*)::int as n from pgboss.job where name = 'probe.record-note' and data->'data'->>'note' = ''");
    expect(queued.n).toBe(0);
    expect(await effects()).toEqual(before);
  });
});

describe('which queues a worker pool serves', () => {
  it('takes names and families, and lets a general pool leave families to their own pools', () => {
    expect(queueSelected([], 'ai.document-chat')).toBe(true);
    expect(queueSelected(['mail'], 'mail.send')).toBe(true);
    expect(queueSelected(['mail'], 'mailbox.read')).toBe(false);
    expect(queueSelected(['ai.document-chat'], 'ai.document-chat')).toBe(true);
    expect(queueSelected(['ai.document-chat'], 'ai.homework-answer')).toBe(false);
    expect(queueSelected(['!documents', '!ai'], 'search.index-document')).toBe(true);
    expect(queueSelected(['!documents', '!ai'], 'ai.homework-answer')).toBe(false);
    expect(queueSelected(['ai', '!ai.index-document'], 'ai.index-document')).toBe(false);
    expect(queueSelected(['ai', '!ai.index-document'], 'ai.document-chat')).toBe(true);
  });
});
