// The sweep of actions whose job is gone (a worker killed during the last attempt): on the real database and
// queue, with no worker serving the tool so each job's state is the test's to set. An action whose job still
// waits is never touched, however old; one whose job pg-boss has failed (or that has no job at all) is failed and
// refunded once, however often the sweep runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsCounted, balance, givePoints } from '../../tests/support/ai-support.ts';
import { bootHarness, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { uuidv7 } from '../platform/index.ts';
import { indexTextSource, readAction, requestAiAction } from './index.ts';
import { ORPHANS_QUEUE } from './orphans.ts';
import { quoteTool } from './harness.testing.ts';

let h: Harness;
let user: TestUser;
let sourceId: string;

beforeAll(async () => {
  h = await bootHarness({});
  await h.platform.bus.work([ORPHANS_QUEUE]);
  user = await signUp(h, 'Orla Orphan');
  sourceId = uuidv7();
  await indexTextSource(h.platform.orm.em.fork(), sourceId, [{ pageNumber: 1, text: 'Osmosis moves water across a membrane.' }]);
});
afterAll(() => h?.close());

const ask = () =>
  h.platform.orm.em.fork().transactional((em) => requestAiAction(h.platform, em, { tool: quoteTool.name, userId: user.id, input: { sourceId, question: 'What is osmosis?' }, key: uuidv7() }));

/** Runs the sweep through its queue and waits for that job to finish. */
async function sweep() {
  const jobId = await h.platform.orm.em.fork().transactional((em) => h.platform.bus.enqueue(em, ORPHANS_QUEUE, {}));
  await eventually(async () => (await sql(h, 'select state from pgboss.job where id = ?', [jobId]))[0]?.state, (s) => s === 'completed', 20_000);
}

const age = (actionId: string) => sql(h, "update ai_actions set created_at = now() - interval '2 hours', started_at = now() - interval '90 minutes' where id = ?", [actionId]);
const jobOf = (actionId: string) => `select id from pgboss.job where name = 'ai.${quoteTool.name}' and data ->> 'actionId' = '${actionId}'`;

describe('actions whose job was lost', () => {
  it('leaves an action whose job is still waiting, fails and refunds one whose job died, once (and counts it once)', async () => {
    await givePoints(h, user.id, 10);
    const failedBefore = await actionsCounted(quoteTool.name, 'failed');
    const waiting = await ask();
    const lost = await ask();
    expect(await balance(h, user.id)).toBe(0);
    await age(waiting.actionId);
    await age(lost.actionId);
    // The worker took the job, then died in its last attempt: pg-boss expired it and marked it failed.
    await sql(h, "update ai_actions set status = 'running', attempts = 3 where id = ?", [lost.actionId]);
    await sql(h, `update pgboss.job set state = 'failed' where id = (${jobOf(lost.actionId)})`);

    await sweep();
    expect((await readAction(h.platform.orm.em.fork(), waiting.actionId))?.status).toBe('queued');
    const failed = await readAction(h.platform.orm.em.fork(), lost.actionId);
    expect(failed).toMatchObject({ status: 'failed', refunded: true, error: { code: 'ai_failed', message: 'The answer could not be produced. Your points were returned.' } });
    expect(await balance(h, user.id)).toBe(5);

    await sweep();
    expect(await balance(h, user.id)).toBe(5);
    expect(await sql(h, 'select 1 from points_transactions where idempotency_key = ?', [`ai:${lost.actionId}:refund`])).toHaveLength(1);
    expect(await actionsCounted(quoteTool.name, 'failed')).toBe(failedBefore + 1);
  });

  it('fails an action that has no job at all, and never a fresh one', async () => {
    await givePoints(h, user.id, 10);
    const fresh = await ask();
    const gone = await ask();
    await sql(h, `delete from pgboss.job where id in ((${jobOf(fresh.actionId)}), (${jobOf(gone.actionId)}))`);
    await age(gone.actionId);
    await sweep();
    expect((await readAction(h.platform.orm.em.fork(), fresh.actionId))?.status).toBe('queued');
    expect((await readAction(h.platform.orm.em.fork(), gone.actionId))?.status).toBe('failed');
    expect(await balance(h, user.id)).toBe(10); // 5 left before, 10 given, 10 charged, 5 back
  });
});
