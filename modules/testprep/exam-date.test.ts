// A plan's exam date must be a real calendar date: before, 2026-02-30 (or 7799-95-64) matched the YYYY-MM-DD format,
// reached PostgreSQL's date type and answered 500. Found by the fuzz suite (tests/fuzz/).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootHarness, type Harness, signUp } from '../../tests/support/http-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootHarness();
});
afterAll(async () => {
  await h?.close();
});

it('refuses an exam date that is not a day of the calendar, on create and on edit', async () => {
  const user = await signUp(h, 'Eve Exam');
  for (const examDate of ['2026-02-30', '7799-95-64', '0000-01-01']) {
    const res = await user.client.post('/api/test-prep/plans', { name: 'Finals', examDate });
    expect(res.status, `${examDate}: ${res.text.slice(0, 200)}`).toBe(400);
    expect(res.body.error.fields.examDate).toEqual(['Use a real date in the format YYYY-MM-DD.']);
  }
  const plan = await user.client.post('/api/test-prep/plans', { name: 'Finals', examDate: '2028-02-29' });
  expect(plan.status).toBe(201);
  const id = plan.body.plan?.id ?? plan.body.id;
  expect((await user.client.patch(`/api/test-prep/plans/${id}`, { name: 'Finals', examDate: '2027-02-29' })).status).toBe(400);
});
