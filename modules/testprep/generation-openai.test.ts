// A test generated through the OpenAI wire format (local test server, streamed): the model is given passages headed
// by their pages and asked for JSON matching the test's schema; questions citing a page it was not given, of a
// kind not asked for, or whose answer is not among their choices are dropped; a failing server refunds once.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { afterAll, beforeAll, expect, it } from 'vitest';
import { balance, givePoints } from '../../tests/support/ai-support.ts';
import { eventually, signUp, sql } from '../../tests/support/http-harness.ts';
import { pagesIn, startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { bootPrep, generated, type PrepHarness, planWithNotes } from './harness.testing.ts';

let h: PrepHarness;
let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
beforeAll(async () => {
  server = await startTestOpenAiServer();
  h = await bootPrep({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' });
}, 120_000);
afterAll(async () => {
  await h?.close();
  await server?.close();
});

it('asks for JSON by schema over the given pages and keeps only the questions that hold up', async () => {
  const user = await signUp(h, 'Ola Openai');
  await givePoints(h, user.id, 5);
  const plan = await planWithNotes(user, 30);
  server.answerWith((r) => {
    const [a, b, c] = pagesIn(r.messages[0]!.content);
    return JSON.stringify({
      questions: [
        { kind: 'multiple_choice', prompt: 'Which organelle makes proteins?', options: ['ribosome', 'nucleus', 'vacuole'], answer: 'ribosome', accepted: [], explanation: 'The ribosome is the subject.', page: a },
        { kind: 'true_false', prompt: 'The nucleus stores DNA.', options: [], answer: 'True', accepted: [], explanation: 'The nucleus is the subject.', page: b },
        { kind: 'short_answer', prompt: 'Name the powerhouse of the cell.', options: [], answer: 'mitochondrion', accepted: ['mitochondria'], explanation: 'The mitochondrion.', page: c },
        { kind: 'multiple_choice', prompt: 'An invented page', options: ['a', 'b'], answer: 'a', accepted: [], explanation: 'Nowhere.', page: 777 },
        { kind: 'multiple_choice', prompt: 'An answer not offered', options: ['a', 'b'], answer: 'c', accepted: [], explanation: 'x', page: a },
      ],
    });
  });
  const res = await user.client.post(`/api/test-prep/plans/${plan.id}/tests`, { questions: 5, kinds: ['multiple_choice', 'true_false', 'short_answer'] });
  expect(res.status).toBe(202);
  const test = await generated(user, res.body.id);
  expect(test).toMatchObject({ status: 'ready', provider: 'openai' });
  expect(test.questions.map((q: { prompt: string }) => q.prompt)).toEqual(['Which organelle makes proteins?', 'The nucleus stores DNA.', 'Name the powerhouse of the cell.']);
  expect(test.questions[1].options).toEqual(['True', 'False']);

  const request = server.requests.at(-1)!;
  expect(request.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'practice_test', strict: true } });
  const given = pagesIn(request.messages[0]!.content);
  expect(given.length).toBe(24);
  expect(new Set(given).size).toBe(24);
  const stored = await sql(h, 'select page, accepted from testprep_questions where test_id = ? order by ordinal', [test.id]);
  expect(stored.map((q) => q.page)).toEqual(given.slice(0, 3));
  expect(stored[2].accepted).toEqual(['mitochondria']);
  expect(await balance(h, user.id)).toBe(0);
});

it('refunds once when the provider fails', async () => {
  const user = await signUp(h, 'Fay Failure');
  await givePoints(h, user.id, 7);
  const plan = await planWithNotes(user, 6);
  server.behave({ kind: 'fail', status: 500 });
  const res = await user.client.post(`/api/test-prep/plans/${plan.id}/tests`, { questions: 15, kinds: ['true_false'] });
  expect(res.body.points).toBe(7);
  const test = await generated(user, res.body.id);
  server.behave({ kind: 'answer' });
  expect(test.status).toBe('failed');
  await eventually(() => balance(h, user.id), (b) => b === 7);
  const refunds = await sql(h, "select amount from points_transactions where user_id = ? and type = 'refund'", [user.id]);
  expect(refunds.map((r) => Number(r.amount))).toEqual([7]);
});
