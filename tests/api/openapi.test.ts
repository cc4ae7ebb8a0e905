// /api/openapi.json as a product: every operation named (uniquely, and the same from one release to the next), with
// the credentials it takes and the refusals it can answer; and /api/docs, the reference people read it through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import { describeApi } from '../../modules/platform/index.ts';
import { modules } from '../../modules/registry.ts';
import { bootHarness, type Harness, signUp } from '../support/http-harness.ts';

const document = describeApi(loadConfig({ NODE_ENV: 'test' }), modules, 'https://studyhall.example') as any;
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, any>).map(([method, operation]) => ({ path, method, operation })),
);
const find = (method: string, path: string) => document.paths[path][method];

describe('the OpenAPI document', () => {
  it('names every operation once, and each name stays what scripts and generated clients already use', async () => {
    const ids = operations.map((o) => o.operation.operationId as string);
    expect(ids.every((id) => /^[a-z]+\.[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // A changed id breaks every client generated from an older document: the list changes only on purpose (-u).
    const listing = operations.map((o) => `${o.operation.operationId} ${o.method.toUpperCase()} ${o.path}`).sort();
    await expect(`${listing.join('\n')}\n`).toMatchFileSnapshot('./operation-ids.txt');
    expect(find('get', '/api/wallet/transactions').operationId).toBe('wallet.getTransactions');
    expect(find('post', '/api/document-chats/{id}/messages').operationId).toBe('docchat.postDocumentChatsByIdMessages');
  });

  it('gives each operation the credentials it takes: guests where public, the CSRF header with a cookie on changes', () => {
    expect(find('get', '/api/search').security).toEqual([{}, { bearer: [] }, { session: [] }]);
    expect(find('post', '/api/document-chats/{id}/messages').security).toEqual([{ bearer: [] }, { session: [], csrf: [] }]);
    const admin = find('post', '/api/admin/documents/{id}/approve');
    expect(admin.security).toEqual([{ bearer: [] }, { session: [], csrf: [] }]);
    expect(admin.description).toMatch(/Admins only/);
    for (const { operation } of operations) expect(operation.security?.length).toBeGreaterThan(0);
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearer', 'csrf', 'session']);
  });

  it('lists the refusals a route can answer, each with the error envelope', () => {
    const codes = (method: string, path: string) => Object.keys(find(method, path).responses);
    expect(codes('get', '/api/search')).toEqual(['200', '400', 'default']);
    expect(codes('post', '/api/document-chats/{id}/messages')).toEqual(['202', '400', '401', '403', '404', '409', '413', '422', '429', 'default']);
    expect(codes('get', '/api/admin/documents/{id}')).toEqual(['200', '400', '401', '403', '404', 'default']);
    expect(codes('get', '/api/health')).toEqual(['200', 'default']);
    expect(find('get', '/api/wallet').responses['401']).toEqual({ $ref: '#/components/responses/Unauthenticated' });
    expect(document.components.schemas.Error.properties.error.required).toEqual(['code', 'message']);
    const upload = find('post', '/api/documents').requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(upload.required).toEqual(expect.arrayContaining(['file', 'title', 'subjectId']));
  });

  it('lists the refusals the handlers answer beyond input and access: rate limits, points, conflicts', () => {
    const refusals = (method: string, path: string) => Object.keys(find(method, path).responses).filter((s) => ['409', '422', '429'].includes(s));
    expect(refusals('post', '/api/auth/login')).toEqual(['429']);
    expect(refusals('post', '/api/auth/register')).toEqual(['409', '429']);
    expect(refusals('post', '/api/auth/forgot-password')).toEqual(['429']);
    expect(refusals('post', '/api/homework/questions')).toEqual(['409', '422', '429']);
    expect(refusals('post', '/api/papers/{id}/generate')).toEqual(['409', '422', '429']);
    expect(refusals('post', '/api/wallet/checkout')).toEqual(['422']);
    expect(refusals('post', '/api/payments/checkout')).toEqual(['422', '429']);
    expect(refusals('post', '/api/subscriptions/unlock')).toEqual(['409', '422']);
    expect(refusals('post', '/api/admin/users/{id}/suspend')).toEqual(['409']);
    // Every AI request takes the price the user was shown (quotedPoints): each can be refused for a changed price,
    // too few points, or going too fast (requestAiAction), so each says so.
    const aiRequests = operations.filter(({ operation }) => {
      const body = operation.requestBody?.content?.['application/json']?.schema;
      return /price_changed/.test(body?.properties?.points?.description ?? '');
    });
    expect(aiRequests.length).toBeGreaterThanOrEqual(8);
    for (const { method, path } of aiRequests) expect([path, refusals(method, path)]).toEqual([path, ['409', '422', '429']]);
  });

  it('lets a nullable enum be null, as a queued AI answer is (OpenAPI 3.0 enums list every value)', () => {
    const asked = find('post', '/api/document-chats/{id}/messages').responses['202'].content['application/json'].schema;
    expect(asked.properties.message.properties.answer.properties.provider).toMatchObject({ enum: ['openai', 'local', null], nullable: true });
  });

  it('opens with the guide: a token, then search, upload and Document Chat with curl', () => {
    const guide: string = document.info.description;
    for (const step of ['/api/auth/tokens', '/api/search?q=', '/api/document-chats/upload', '/api/document-chats/$CHAT/messages']) {
      expect(guide).toContain(step);
    }
    for (const path of ['/api/auth/tokens', '/api/search', '/api/document-chats/upload', '/api/document-chats/{id}/messages']) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(document.servers).toEqual([{ url: 'https://studyhall.example', description: 'This deployment' }]);
  });
});

describe('/api/openapi.json and /api/docs on a server', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await bootHarness();
  });
  afterAll(() => h?.close());

  it('serves the same document the CLI writes, naming this deployment', async () => {
    const served = await (await fetch(`${h.baseUrl}/api/openapi.json`)).json();
    const written = describeApi(h.platform.config, modules);
    expect(served).toEqual(JSON.parse(JSON.stringify(written)));
    expect(served.servers[0].url).toBe(h.platform.config.publicUrl);
  });

  it('shows the reference to guests, users and admins alike, with Redoc served from here and nothing from elsewhere', async () => {
    const user = await signUp(h, 'Rea Reader');
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    for (const cookie of [undefined, user.client, admin.client]) {
      const headers: Record<string, string> = cookie ? { cookie: [...cookie.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
      const page = await fetch(`${h.baseUrl}/api/docs`, { headers });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<redoc spec-url="/api/openapi.json"');
      expect(html).toContain('<script src="/api/docs/redoc.js"></script>');
      expect(html).not.toMatch(/(src|href)="https?:/);
      expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';.*img-src 'self' data:;|img-src 'self' data:;.*script-src 'self';/);
    }
    const bundle = await fetch(`${h.baseUrl}/api/docs/redoc.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect(await bundle.text()).toContain('Redoc');
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(bundle.headers.get('last-modified')).toBeTruthy();
  });

  it('keeps /api/docs out of the API routes and unknown paths under it a JSON 404', async () => {
    expect(document.paths['/api/docs']).toBeUndefined();
    const unknown = await fetch(`${h.baseUrl}/api/docs/other.js`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
