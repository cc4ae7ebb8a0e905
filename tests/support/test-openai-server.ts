// A local HTTP server that speaks OpenAI's chat-completions wire format, for tests (no model runs here): POST
// /v1/chat/completions answers a JSON completion, or server-sent `data:` chunks ending in `data: [DONE]` when
// `stream` is true, with log-probabilities when asked and usage in the last chunk when `stream_options` asks.
// The answer comes from `respond` (the default cites the first two passages of the system message, and one page it
// was not given), or the server fails with a status, hangs, or stalls mid-answer, as a test sets. It ignores
// `max_tokens` (as some compatible servers do), so the client's own bound is what a test sees.
import { createServer, type IncomingMessage, type Server } from 'node:http';

export type ChatRequest = {
  model: string;
  messages: { role: string; content: string }[];
  stream?: boolean;
  logprobs?: boolean;
  response_format?: any;
  stream_options?: any;
  max_tokens?: number;
};
/** `stall`: streams the answer's first `after` words, then never ends (a timeout mid-answer). */
export type Behaviour = { kind: 'answer' } | { kind: 'fail'; status: number } | { kind: 'hang' } | { kind: 'stall'; after: number };

/** The pages of the passages in a system message, in order. */
export const pagesIn = (system: string) => [...system.matchAll(/^\[p\. (\d+)\]$/gm)].map((m) => Number(m[1]));

export function defaultAnswer(request: ChatRequest): string {
  const pages = pagesIn(request.messages[0]?.content ?? '');
  if (!pages.length) return 'The document does not say.';
  return `The passages answer it [p. ${pages[0]}]. Also see [p. ${pages[1] ?? pages[0]}] and [p. 999].`;
}

async function body(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOpenAiServer(options: { apiKey?: string } = {}) {
  const requests: ChatRequest[] = [];
  let behaviour: Behaviour = { kind: 'answer' };
  let respond: (r: ChatRequest) => string = defaultAnswer;
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${options.apiKey ?? 'sk-test'}`) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
      return;
    }
    const request = (await body(req)) as ChatRequest;
    requests.push(request);
    if (behaviour.kind === 'hang') return; // never answers; the caller's timeout must end it
    if (behaviour.kind === 'fail') {
      res.writeHead(behaviour.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    }
    const text = respond(request);
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    const words = text.split(/(?<= )/);
    const usage = { prompt_tokens: JSON.stringify(request.messages).length >> 2, completion_tokens: words.length, total_tokens: 0 };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const logprob = (token: string, i: number) => ({ token, logprob: -0.01 * (i + 1), bytes: null, top_logprobs: [] });
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id, object: 'chat.completion', created, model: request.model, usage,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: text, refusal: null }, logprobs: request.logprobs ? { content: words.map(logprob) } : null }],
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (chunk: object) => res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, ...chunk })}\n\n`);
    send({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null, logprobs: null }] });
    for (const [i, word] of words.entries()) {
      if (behaviour.kind === 'stall' && i >= behaviour.after) return;
      send({ choices: [{ index: 0, delta: { content: word }, finish_reason: null, logprobs: request.logprobs ? { content: [logprob(word, i)] } : null }] });
      await new Promise((r) => setTimeout(r, 2));
    }
    send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop', logprobs: null }] });
    if (request.stream_options?.include_usage) send({ choices: [], usage });
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next: Behaviour) {
      behaviour = next;
    },
    answerWith(next: (r: ChatRequest) => string) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
