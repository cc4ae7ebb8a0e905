// The HTTP kernel as a client sees it: probes, the error shape, limits, headers, redirects, OpenAPI,
// blob serving, server-sent events and the outbox-backed mail job.
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../../tests/support/database.ts';
import { MailMessage, normalisedPath, notify } from '../index.ts';

let platform: TestPlatform;
let server: Awaited<ReturnType<typeof startTestServer>>;
let webDist: string;

beforeAll(async () => {
  platform = await bootTestPlatform({ realtime: true });
  webDist = path.join(platform.dataDir, 'web-dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Studyhall</title><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'App-AbC123.js'), 'console.log(1)');
  server = await startTestServer(platform, { webDist });
  await platform.bus.work(['mail']);
});
afterAll(async () => {
  await server?.close();
  await platform?.cleanup();
});

const url = (p: string) => server.baseUrl + p;

describe('probes', () => {
  it('answers health and readiness', async () => {
    expect(await (await fetch(url('/api/health'))).json()).toEqual({ status: 'ok' });
    const ready = await fetch(url('/api/ready'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: true, queue: true });
  });
});

describe('errors and limits', () => {
  it('answers an unknown API route with the one error shape', async () => {
    const response = await fetch(url('/api/nope'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'No such API route.' } });
  });

  it('refuses malformed JSON and oversized bodies with a clear message', async () => {
    const malformed = await fetch(url('/api/health'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.code).toBe('bad_request');
    const huge = await fetch(url('/api/health'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1100 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ error: { code: 'payload_too_large', message: 'The request body is too large.' } });
  });

  it('sets security headers and a request id (keeping a sane one the caller sent)', async () => {
    const response = await fetch(url('/api/health'), { headers: { 'x-request-id': 'trace-12345678' } });
    expect(response.headers.get('x-request-id')).toBe('trace-12345678');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The public address here is http: HSTS would be ignored, or pin a development host to https.
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const generated = await fetch(url('/api/health'), { headers: { 'x-request-id': '<script>' } });
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the web app', () => {
  it('serves hashed assets for a year and falls back to index.html for app routes', async () => {
    const asset = await fetch(url('/assets/App-AbC123.js'));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await fetch(url('/dashboard/settings'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('redirects upper-case paths and trailing slashes, keeping the query', async () => {
    const response = await fetch(url('/Subjects/Physics/?tab=docs'), { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/subjects/physics?tab=docs');
    const slash = await fetch(url('/universities/'), { redirect: 'manual' });
    expect(slash.headers.get('location')).toBe('/universities');
  });

  // Sent as written (fetch would turn a backslash into a slash): the status and Location of a raw GET.
  const rawGet = (rawPath: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const { hostname, port } = new URL(server.baseUrl);
      request({ hostname, port, path: rawPath, method: 'GET' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });

  it.each([
    ['//evil.com/', '/evil.com'],
    ['//evil.com', '/evil.com'],
    ['///evil.com/', '/evil.com'],
    ['/\\evil.com/', '/evil.com'],
    ['/\\/evil.com/', '/evil.com'],
    ['//EVIL.com/Path/', '/evil.com/path'],
    ['/%2F%2Fevil.com/', '/%2f%2fevil.com'],
    ['/%5C%5Cevil.com/', '/%5c%5cevil.com'],
    // Dot segments resolve to a leading '//' in any client that resolves them: collapsed with it.
    ['/.//evil.com', '/evil.com'],
    ['/.//Evil.com/', '/evil.com'],
    ['/./\\evil.com', '/evil.com'],
    ['/.\\/evil.com', '/evil.com'],
    ['/%2e//evil.com', '/evil.com'],
    ['/a/..//evil.com/', '/evil.com'],
    ['/documents/./x/../notes', '/documents/notes'],
  ])('keeps the normalisation redirect of %s on this origin', async (rawPath, expected) => {
    const { status, location } = await rawGet(rawPath);
    expect(status).toBe(301);
    expect(location).toBe(expected);
    expect(new URL(location!, server.baseUrl).origin).toBe(server.baseUrl);
  });

  it('never names another origin, whatever the path', () => {
    for (const path of ['//evil.com/', '/\\evil.com', '/\t/evil.com/', '/\n//evil.com/', '//\\evil.com', '/./', '/../']) {
      const target = normalisedPath(path);
      if (target !== null) expect(new URL(target, 'https://studyhall.example').origin).toBe('https://studyhall.example');
    }
    expect(normalisedPath('/\t/evil.com/')).toBe('/');
  });

  it('never redirects to a path that resolving its dot segments turns scheme-relative', () => {
    for (const path of ['/.//evil.com', '/./\\evil.com', '/%2E%2E//evil.com', '/x/..//evil.com', '/.//evil.com/..', '/./']) {
      const target = normalisedPath(path) ?? path;
      expect(target, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(target, 'https://studyhall.example').pathname, path).not.toMatch(/^\/\//);
    }
  });

  it('serves a real robots.txt: public pages allowed, private areas disallowed, the sitemap', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/dashboard', '/admin', '/api', '/checkout']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${platform.config.publicUrl}/sitemap.xml`);
    expect(lines.join('\n')).not.toContain('<');
  });
});

describe('public config', () => {
  it('tells the web app which optional services are on, and nothing secret', async () => {
    expect(await (await fetch(url('/api/public-config'))).json()).toEqual({
      supportWidgetUrl: null,
      googleSignIn: false,
      paymentsTestMode: true,
    });
  });
});

describe('OpenAPI', () => {
  it('documents every route from its zod contract', async () => {
    const doc = await (await fetch(url('/api/openapi.json'))).json();
    expect(doc.openapi).toBe('3.0.3');
    const subjects = doc.paths['/api/catalogue/subjects'].get;
    expect(subjects.parameters.map((p: { name: string }) => p.name)).toEqual(['page', 'pageSize', 'q', 'category']);
    expect(subjects.responses['200'].content['application/json'].schema.properties.items.type).toBe('array');
    expect(doc.paths['/api/catalogue/subjects/{slug}'].get.parameters[0]).toMatchObject({ name: 'slug', in: 'path', required: true });
  });
});

describe('blob serving', () => {
  it('serves public buckets to anyone and private ones only through a valid signed URL', async () => {
    await platform.storage.put('avatars', 'u1/face.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const avatar = await fetch(url(platform.storage.publicUrl('avatars', 'u1/face.png')));
    expect(avatar.status).toBe(200);
    expect(avatar.headers.get('content-type')).toBe('image/png');

    await platform.storage.put('document-originals', 'u1/notes.pdf', '%PDF-1.7 secret');
    expect((await fetch(url('/api/storage/document-originals/u1/notes.pdf'))).status).toBe(403);
    const signed = await fetch(url(await platform.storage.signedUrl('document-originals', 'u1/notes.pdf')));
    expect(signed.status).toBe(200);
    expect(await signed.text()).toBe('%PDF-1.7 secret');
    const tampered = (await platform.storage.signedUrl('document-originals', 'u1/notes.pdf')).replace(/signature=./, 'signature=X');
    const refused = await fetch(url(tampered));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('This link is not valid.');
    const expired = '/api/storage/document-originals/u1/notes.pdf?expires=1000&signature=abc';
    expect((await fetch(url(expired))).status).toBe(403);
  });

  it("serves users' document files in a sandbox: PDFs inline, anything else as a download with a safe name", async () => {
    await platform.storage.put('document-converted', 'u1/d1/converted.pdf', '%PDF-1.7 <script>alert(1)</script>');
    await platform.storage.put('document-originals', 'u1/d1/Week_1.docx', 'PK <html><script>alert(1)</script>');
    const pdf = await fetch(url(await platform.storage.signedUrl('document-converted', 'u1/d1/converted.pdf')));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toBe("sandbox; frame-ancestors 'self'");
    expect(pdf.headers.get('content-disposition')).toBe('inline; filename="converted.pdf"');
    expect(pdf.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const docx = await fetch(url(await platform.storage.signedUrl('document-originals', 'u1/d1/Week_1.docx')));
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe('application/octet-stream');
    expect(docx.headers.get('content-security-policy')).toBe("sandbox; frame-ancestors 'self'");
    expect(docx.headers.get('content-disposition')).toBe('attachment; filename="Week_1.docx"');
    // Our own images keep the app's policy and open inline.
    await platform.storage.put('avatars', 'u1/face.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const avatar = await fetch(url(platform.storage.publicUrl('avatars', 'u1/face.png')));
    expect(avatar.headers.get('content-disposition')).toBeNull();
  });

  it.each([
    '/api/storage/avatars/../document-originals/u1/notes.pdf',
    '/api/storage/avatars/%2e%2e/document-originals/u1/notes.pdf',
    '/api/storage/avatars/u1/%2e%2e%2f%2e%2e%2fapp-secret',
    '/api/storage/nope/u1/face.png',
    '/api/storage/avatars/u1/missing.png',
  ])('never serves anything outside a bucket: %s', async (p) => {
    const response = await fetch(url(p));
    expect([403, 404]).toContain(response.status);
    expect(await response.text()).not.toContain('secret');
  });
});

describe('server-sent events', () => {
  it('delivers a notification on commit, and nothing from a rolled-back transaction', async () => {
    const controller = new AbortController();
    const response = await fetch(url('/api/events'), { signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
    };
    await readUntil(': connected');
    expect(received).toContain('retry: 1000');
    await platform.orm.em
      .fork()
      .transactional((em) => notify(em, 'public', 'ignored', { n: 1 }).then(() => Promise.reject(new Error('rollback'))))
      .catch(() => {});
    await platform.orm.em.fork().transactional((em) => notify(em, 'public', 'catalogue.changed', { n: 2 }));
    await readUntil('catalogue.changed');
    controller.abort();
    expect(received).toContain('event: catalogue.changed\ndata: {"n":2}');
    expect(received).not.toContain('ignored');
  });
});

describe('mail', () => {
  it('stores a message in the outbox and delivers it once through the worker', async () => {
    const id = await platform.orm.em
      .fork()
      .transactional((em) => platform.mailer.send(em, { to: 'ada@example.com', subject: 'Hello', text: 'Welcome' }));
    let row = null;
    for (let i = 0; i < 100 && row?.status !== 'stored'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await platform.orm.em.fork().findOne(MailMessage, { id });
    }
    expect(row).toMatchObject({ to: 'ada@example.com', subject: 'Hello', status: 'stored', attempts: 1 });
    expect((await platform.mailer.list(platform.orm.em.fork(), { to: 'ada@example.com' })).map((m) => m.id)).toEqual([id]);
  });

  it('sends nothing when the transaction that wrote the mail rolls back', async () => {
    await platform.orm.em
      .fork()
      .transactional(async (em) => {
        await platform.mailer.send(em, { to: 'ghost@example.com', subject: 'Never', text: '...' });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await platform.mailer.list(platform.orm.em.fork(), { to: 'ghost@example.com' })).toEqual([]);
  });
});
