// An AI action whose failure no retry can change fails and refunds on its first attempt, with its reason, instead
// of being tried again (about 8 s of back-off with the default two retries) before the same refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPaperDefaults } from './contract.ts';
import { bootPapersHarness } from './harness.testing.ts';
import { balance, ended, givePoints } from '../../tests/support/ai-support.ts';
import { type Harness, signUp, sql } from '../../tests/support/http-harness.ts';

describe('an AI Writer draft with no source, in local mode, with the default retries', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await bootPapersHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('fails at once with the reason and gives the points back, tried once', async () => {
    const user = await signUp(h, 'Una Unsourced');
    const body = { ...newPaperDefaults(), title: 'The ribosome', instructions: 'Explain the ribosome.', content: '' };
    const paper = await user.client.post('/api/papers', body);
    expect(paper.status).toBe(201);
    await givePoints(h, user.id, 30);
    const res = await user.client.post(`/api/papers/${paper.body.id}/generate`, { words: 150 });
    expect(res.status).toBe(202);
    const action = await ended(h, res.body.actionId, 60_000);
    expect(action).toMatchObject({ status: 'failed', refunded: true });
    expect(action!.error?.message).toMatch(/^Local mode writes only from your sources/);
    const [row] = await sql(h, 'select attempts from ai_actions where id = ?', [res.body.actionId]);
    expect(row.attempts).toBe(1);
    expect(await balance(h, user.id)).toBe(30);
  }, 120_000);
});
