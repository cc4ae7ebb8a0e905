// Test Prep under the queue's real retry settings (the other suites run AI jobs without retries): material that
// yields no question in local mode fails at the first attempt and refunds, instead of running the job again.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '2';

import { afterAll, beforeAll, expect, it } from 'vitest';
import { balance, givePoints } from '../../tests/support/ai-support.ts';
import { eventually, signUp, sql } from '../../tests/support/http-harness.ts';
import { TESTPREP_MESSAGES } from './contract.ts';
import { bootPrep, generated, type PrepHarness } from './harness.testing.ts';

let h: PrepHarness;
beforeAll(async () => {
  h = await bootPrep();
}, 120_000);
afterAll(() => h?.close());

it('fails a test from material without sentences at the first attempt, and refunds it once', async () => {
  const user = await signUp(h, 'Rhea Retry');
  await givePoints(h, user.id, 7);
  const plan = await user.client.post('/api/test-prep/plans', { name: 'Numbers' });
  const digits = Array.from({ length: 80 }, (_, i) => `${1000 + i}`).join(' ');
  expect((await user.client.post(`/api/test-prep/plans/${plan.body.id}/notes`, { title: 'Table', text: digits })).status).toBe(201);
  const res = await user.client.post(`/api/test-prep/plans/${plan.body.id}/tests`, { questions: 12, kinds: ['multiple_choice'], difficulty: 'medium' });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const test = await generated(user, res.body.id);
  expect(test.status).toBe('failed');
  const summary = (await user.client.get(`/api/test-prep/plans/${plan.body.id}`)).body.tests[0];
  expect(summary).toMatchObject({ status: 'failed', error: TESTPREP_MESSAGES.notEnoughMaterial });
  const [action] = await sql(h, "select attempts, status from ai_actions where user_id = ? and tool = 'test-prep'", [user.id]);
  expect(action).toMatchObject({ status: 'failed' });
  expect(Number(action!.attempts)).toBe(1);
  await eventually(() => balance(h, user.id), (b) => b === 7);
  const refunds = await sql(h, "select amount from points_transactions where user_id = ? and type = 'refund'", [user.id]);
  expect(refunds.map((r) => Number(r.amount))).toEqual([7]);
});
