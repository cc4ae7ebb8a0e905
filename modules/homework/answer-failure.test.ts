// A question whose answer fails: the AI platform is pointed at a local server speaking OpenAI's wire format that
// answers every call with a 500, so the homework job fails (one attempt: AI_JOB_RETRIES=0). The points are charged
// when asking and given back exactly once; the question says it failed and cannot be published.
process.env.AI_JOB_RETRIES = '0';

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOMEWORK_MESSAGES } from './contract.ts';
import { approvedDocument, balanceOf, bootHomework, givePoints, type HomeworkHarness, settled, signUp, sql, THERMO_PAGES } from './harness.testing.ts';

let h: HomeworkHarness;
let calls = 0;
const failing = createServer((req, res) => {
  req.resume();
  calls += 1;
  res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
});

beforeAll(async () => {
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  const { port } = failing.address() as AddressInfo;
  h = await bootHomework({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`, OPENAI_MODEL: 'test-model' });
  await approvedDocument(h, { title: 'Thermodynamics revision notes', subject: 'thermodynamics', pages: THERMO_PAGES });
}, 180_000);

afterAll(async () => {
  await h?.close();
  failing.close();
});

it('charges when asked, refunds once when the answer fails, and keeps the failure on the question', async () => {
  const asker = await signUp(h, 'Una Lucky');
  await givePoints(h, asker.id, 25);
  const asked = await asker.client.post('/api/homework/questions', { question: 'Why does heat flow from a hot body to a cold body?' });
  expect(asked.status).toBe(202);
  expect(await balanceOf(h, asker.id)).toBe(15);

  const failed = await settled(asker.client, asked.body.slug);
  expect(calls).toBeGreaterThan(0);
  expect(failed).toMatchObject({ status: 'failed', answer: '', points: 10, error: expect.stringMatching(/points were returned/) });
  expect(await balanceOf(h, asker.id)).toBe(25);
  const movements = await sql(h, 'select type, amount from points_transactions where user_id = ? order by created_at', [asker.id]);
  expect(movements.map((m) => m.type)).toEqual(['earned', 'spent', 'refund']);

  const publish = await asker.client.post(`/api/homework/questions/${asked.body.slug}/publish`);
  expect(publish.status).toBe(422);
  expect(publish.body.error).toEqual({ code: 'not_answered', message: HOMEWORK_MESSAGES.notAnswered });
  expect((await asker.client.get('/api/homework/questions')).body.items[0]).toMatchObject({ status: 'failed', isPublic: false });
});
