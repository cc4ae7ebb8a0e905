// The demo tests: made through the real path once the approved documents have settled (the job waits while their
// number still changes): the demo students buy a document per subject, build a plan over it, and the AI job makes
// a test that is published when ready; a second run makes nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventually, signUp, sql } from '../../tests/support/http-harness.ts';
import { DEMO_MAKERS, makeDemoTests, SEED_QUEUE, seedTestPrep } from './seed.ts';
import { approvedTopicDocument, bootPrep, type PrepHarness } from './harness.testing.ts';

let h: PrepHarness;
beforeAll(async () => {
  h = await bootPrep();
  const seller = await signUp(h, 'Sid Seller');
  const admin = await signUp(h, 'Ada Admin', { admin: true });
  const subjects = await sql(h, 'select slug from subjects order by slug limit 2');
  for (const [i, s] of subjects.entries()) await approvedTopicDocument(h, seller, admin, s.slug, 6 + i);
}, 180_000);
afterAll(() => h?.close());

const make = (job: { approved: number; round: number }) => h.platform.orm.em.fork().transactional((em) => makeDemoTests(h.platform, em, job, 60_000));

it('waits for the approved documents to settle, then makes one public test per subject through the real job, once', async () => {
  expect(await seedTestPrep(h.platform)).toEqual({ testMakers: DEMO_MAKERS.length, testsQueued: 12 });
  expect(await seedTestPrep(h.platform)).toEqual({ testMakers: 0, testsQueued: 0 });
  expect((await sql(h, 'select count(*)::int as n from pgboss.job where name = ?', [SEED_QUEUE]))[0].n).toBe(1);

  expect(await make({ approved: -1, round: 0 })).toBe(0);
  expect(await make({ approved: 2, round: 1 })).toBe(2);
  const ready = await eventually(
    async () => sql(h, "select t.is_public, t.provider, (select count(*)::int from testprep_questions q where q.test_id = t.id) as n from testprep_tests t where t.status = 'ready'"),
    (list) => list.length === 2,
    30_000,
  );
  expect(ready.every((t) => t.is_public && t.provider === 'local' && t.n === 8)).toBe(true);
  // Bought through the wallet, as any student would.
  expect((await sql(h, "select count(*)::int as n from points_transactions where idempotency_key like 'purchase:%'"))[0].n).toBe(2);
  const listed = (await h.guest.get('/api/tests')).body;
  expect(listed.total).toBe(2);
  expect(new Set(listed.items.map((t: { subject: { slug: string } }) => t.subject.slug)).size).toBe(2);
  expect(await make({ approved: 2, round: 2 })).toBe(0);
}, 120_000);
