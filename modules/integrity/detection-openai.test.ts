// AI detection through an OpenAI-compatible provider, against the local wire-format server
// (tests/support/test-openai-server.ts, no model runs here): the model is asked to repeat the text with token
// log-probabilities, and the report is per-sentence perplexity and burstiness; a provider failure is retried, then
// the action fails and its points come back once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { DOC_PAGES } from './fixtures.ts';
import { balance, bootIntegrity, check, givePoints, type IntegrityHarness, signUp, type TestUser } from './harness.testing.ts';

let h: IntegrityHarness;
let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
let user: TestUser;

beforeAll(async () => {
  server = await startTestOpenAiServer();
  h = await bootIntegrity({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model', AI_JOB_RETRIES: '1' });
  user = await signUp(h, 'Lena Logprob');
  await givePoints(h, user.id, 20);
}, 120_000);

afterAll(async () => {
  await h?.close();
  await server?.close();
});

const TEXT = `${DOC_PAGES[0]} ${DOC_PAGES[1]}`;

describe('AI detection with an OpenAI-compatible provider (local wire-format server)', () => {
  it('scores each sentence by the perplexity of the model repeating it, and says which model answered', async () => {
    server.answerWith((r) => r.messages.at(-1)!.content);
    const report = await check(h, user, { kind: 'ai-detection', text: TEXT });
    const asked = server.requests.at(-1)!;
    expect(asked).toMatchObject({ model: 'test-model', logprobs: true, stream: true });
    expect(asked.messages.at(-1)).toEqual({ role: 'user', content: TEXT });
    expect(report.action).toMatchObject({ status: 'done', provider: 'openai', model: 'test-model', points: 5, refunded: false });
    const result = report.action.result;
    expect(result).toMatchObject({ method: 'log-probabilities', signals: { vocabularyRichness: null, functionWordDistance: null } });
    expect(result.signals.perplexity).toBeGreaterThan(1);
    expect(result.signals.burstiness).toBeGreaterThan(0);
    expect(result.sentences.length).toBe(8);
    // The wire server's log-probabilities fall word by word, so later sentences are less predictable.
    expect(result.sentences[0].score).toBeGreaterThan(result.sentences.at(-1).score);
    expect(TEXT.slice(result.sentences[1].start, result.sentences[1].end)).toMatch(/^In the light dependent reactions.*by-product$/);
    expect(await balance(h, user.id)).toBe(15);
  });

  it('falls back to the labelled estimate when the model does not repeat the text', async () => {
    server.answerWith(() => 'I would rather summarise this text.');
    const report = await check(h, user, { kind: 'ai-detection', text: TEXT });
    expect(report.action).toMatchObject({ status: 'done', provider: 'openai' });
    expect(report.action.result.method).toBe('statistical-estimate');
  });

  it('gives the points back once when the provider keeps failing', async () => {
    server.behave({ kind: 'fail', status: 500 });
    const before = await balance(h, user.id);
    const report = await check(h, user, { kind: 'ai-detection', text: TEXT });
    expect(report.action).toMatchObject({ status: 'failed', refunded: true, points: 5 });
    expect(report.status).toBe('failed');
    expect(report.score).toBeNull();
    expect(await balance(h, user.id)).toBe(before);
    server.behave({ kind: 'answer' });
  });
});
