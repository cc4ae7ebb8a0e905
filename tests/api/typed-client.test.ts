// The API as a scripting student meets it: a client generated from /api/openapi.json (openapi-typescript's types,
// `npm run api:types`, with openapi-fetch) and an API token, against a real server. It searches, uploads a document
// to chat with and asks Document Chat a question, the three steps of the document's own guide. Every answer is
// checked against the schema the document declares for its status, so the document has to match the server.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { readFile } from 'node:fs/promises';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueModule } from '../../modules/catalogue/index.ts';
import { describeApi } from '../../modules/platform/index.ts';
import { modules } from '../../modules/registry.ts';
import { givePoints, pageOf, topicPdf } from '../support/ai-support.ts';
import { bootHarness, eventually, type Harness, signUp } from '../support/http-harness.ts';
import type { paths } from './studyhall-api.d.ts';

type Checked = { method: string; path: string; status: number };

/** Validates every JSON answer against the document's schema for that operation and status (never `default` below 500). */
function conformsToDocument(document: any, checked: Checked[]): Middleware {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(document, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
  return {
    async onResponse({ request, response, schemaPath }) {
      const method = request.method.toLowerCase();
      const operation = document.paths[schemaPath]?.[method];
      expect(operation, `${method} ${schemaPath} is in the document`).toBeDefined();
      const declared = operation.responses[response.status] ? String(response.status) : response.status >= 500 ? 'default' : null;
      expect(declared, `${method} ${schemaPath} declares ${response.status}`).not.toBeNull();
      const declaredAnswer = operation.responses[declared!];
      const shared = declaredAnswer.$ref?.split('/').pop() as string | undefined;
      const answer = shared ? document.components.responses[shared] : declaredAnswer;
      if (answer.content?.['application/json']) {
        const at = shared ? pointer('components', 'responses', shared) : pointer('paths', schemaPath, method, 'responses', declared!);
        const schema = `openapi#/${at}/content/application~1json/schema`;
        if (!validators.has(schema)) validators.set(schema, ajv.getSchema(schema)!);
        const validate = validators.get(schema)!;
        const body = await response.clone().json();
        expect(validate(body) ? null : validate.errors, `${method} ${schemaPath} ${response.status} matches its schema`).toBeNull();
      }
      checked.push({ method, path: schemaPath, status: response.status });
      return undefined;
    },
  };
}

describe('the generated client with an API token', () => {
  let h: Harness;
  let token: string;
  let document: any;
  const checked: Checked[] = [];
  let api: ReturnType<typeof createClient<paths>>;

  beforeAll(async () => {
    // The platform with the worker serving the documents and AI queues, as Document Chat needs.
    h = await bootHarness({ realtime: true, prepare: (platform) => catalogueModule.seed!(platform) });
    await h.platform.bus.work(['documents', 'ai']);
    const student = await signUp(h, 'Scripting Student');
    const created = await student.client.post('/api/auth/tokens', { name: 'my script', expiresInDays: 30 });
    expect(created.status).toBe(201);
    token = created.body.token;
    await givePoints(h, student.id, 20);
    document = (await student.client.get('/api/openapi.json')).body;
    api = createClient<paths>({ baseUrl: h.baseUrl, headers: { Authorization: `Bearer ${token}` } });
    api.use(conformsToDocument(document, checked));
  });
  afterAll(() => h?.close());

  it('is generated from the document the server serves (npm run api:types is current)', async () => {
    const { default: openapiTS } = await import('openapi-typescript');
    const written = await readFile(new URL('./studyhall-api.d.ts', import.meta.url), 'utf8');
    const fresh = await openapiTS(describeApi(h.platform.config, modules, 'https://studyhall.example') as any);
    expect(written.trim(), 'tests/api/studyhall-api.d.ts is stale: run npm run api:types').toBe(fresh.trim());
  });

  it('searches, and a refused search is the error envelope the document declares', async () => {
    const found = await api.GET('/api/search', { params: { query: { q: 'photosynthesis', kind: 'document', pageSize: 5 } } });
    expect(found.response.status).toBe(200);
    expect(found.data).toMatchObject({ query: 'photosynthesis', page: 1, pageSize: 5 });

    const refused = await api.GET('/api/search', { params: { query: { pageSize: 100_000 } } });
    expect(refused.response.status).toBe(400);
    expect(refused.error).toMatchObject({ error: { code: 'invalid_request', fields: { pageSize: expect.any(Array) } } });
  });

  it('uploads a document to chat with, asks Document Chat a question and reads the cited answer', async () => {
    const form = new FormData();
    form.set('file', new Blob([(await topicPdf(6)) as BlobPart], { type: 'application/pdf' }), 'biology-notes.pdf');
    const uploaded = await api.POST('/api/document-chats/upload', { body: { file: 'biology-notes.pdf' }, bodySerializer: () => form });
    expect(uploaded.response.status).toBe(201);
    const chatId = uploaded.data!.id;
    const params = { path: { id: chatId } };

    const ready = await eventually(
      async () => (await api.GET('/api/document-chats/{id}', { params })).data,
      (chat) => chat?.document.processing === 'ready' || chat?.document.processing === 'failed',
      90_000,
    );
    expect(ready?.document).toMatchObject({ processing: 'ready', private: true, pageCount: 6 });

    const asked = await api.POST('/api/document-chats/{id}/messages', {
      params,
      body: { question: 'Why do students confuse the ribosome?', key: 'typed-client-0001' },
    });
    expect(asked.response.status).toBe(202);
    expect(asked.data!.points).toBe(5);

    const answered = await eventually(
      async () => (await api.GET('/api/document-chats/{id}', { params })).data?.messages[0]?.answer,
      (answer) => answer?.status === 'done' || answer?.status === 'failed',
      60_000,
    );
    expect(answered).toMatchObject({ status: 'done' });
    expect(answered!.text).toContain(`[p. ${pageOf('ribosome')}]`);
  });

  it('answers a guest, a stranger and a wrong token with the refusals the document declares', async () => {
    const guest = createClient<paths>({ baseUrl: h.baseUrl });
    guest.use(conformsToDocument(document, checked));
    const chats = await guest.GET('/api/document-chats', { params: { query: {} } });
    expect(chats.response.status).toBe(401);
    expect(chats.error).toMatchObject({ error: { code: 'unauthenticated' } });

    const stranger = createClient<paths>({ baseUrl: h.baseUrl, headers: { Authorization: `Bearer ${'x'.repeat(43)}` } });
    stranger.use(conformsToDocument(document, checked));
    expect((await stranger.GET('/api/document-chats', { params: { query: {} } })).response.status).toBe(401);

    const missing = await api.GET('/api/document-chats/{id}', { params: { path: { id: '0190aaaa-0000-7000-8000-000000000000' } } });
    expect(missing.response.status).toBe(404);
  });

  it('checked every answer above against the document', () => {
    expect(checked.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual(
      expect.arrayContaining([
        'get /api/search 200',
        'get /api/search 400',
        'post /api/document-chats/upload 201',
        'get /api/document-chats/{id} 200',
        'post /api/document-chats/{id}/messages 202',
        'get /api/document-chats 401',
        'get /api/document-chats/{id} 404',
      ]),
    );
  });
});
