// The openai adapter against a local server speaking the wire format (tests/support/test-openai-server.ts), which
// ignores `max_tokens` as some compatible servers do: the bound is asked for, and the answer is cut there anyway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { localProvider } from './local-provider.ts';
import { openAiProvider } from './openai-provider.ts';

let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
beforeAll(async () => {
  server = await startTestOpenAiServer();
});
afterAll(() => server?.close());

const LONG = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
const ask = { system: 'Write.', messages: [{ role: 'user' as const, content: 'Write as much as you can.' }], passages: [] };

describe('the output bound', () => {
  it('sends max_tokens and stops a server that writes on at the bound, streamed and stored alike', async () => {
    server.answerWith(() => LONG);
    const provider = openAiProvider({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'test-model', timeoutMs: 30_000 });
    const streamed: string[] = [];
    const answer = await provider.complete({ ...ask, maxTokens: 50, onToken: (d) => void streamed.push(d) });
    expect(server.requests.at(-1)!.max_tokens).toBe(50);
    // The test server streams one word (one token, one log-probability) a piece.
    expect(answer.text.trim().split(/\s+/)).toHaveLength(50);
    expect(streamed.join('')).toBe(answer.text);

    const unbounded = await provider.complete(ask);
    expect(server.requests.at(-1)).not.toHaveProperty('max_tokens');
    expect(unbounded.text).toBe(LONG);
  });

  it('cuts a server that sends the whole answer in one oversized piece at 8 characters a token', async () => {
    const huge = 'x'.repeat(100_000);
    server.answerWith(() => huge);
    const provider = openAiProvider({ apiKey: 'sk-test', baseURL: server.baseURL, model: 'test-model', timeoutMs: 30_000 });
    expect((await provider.complete({ ...ask, maxTokens: 50 })).text).toHaveLength(400);
  });

  it('is honoured by the local provider at four characters a token', async () => {
    const passages = [{ sourceId: 's', page: 1, text: 'Ribosomes build proteins from amino acids in every living cell of the body.' }];
    const question = { system: '', messages: [{ role: 'user' as const, content: 'What do ribosomes build?' }], passages };
    const whole = await localProvider().complete(question);
    const cut = await localProvider().complete({ ...question, maxTokens: 10 });
    expect(whole.text.length).toBeGreaterThan(40);
    expect(cut.text).toBe(whole.text.slice(0, 40));
  });
});
