// The server render as the api serves it, with a stand-in bundle in place of web/dist-ssr (the real one is built by
// `npm run build` and met in tests/e2e/server-render.e2e.ts): the page rendered into the shell with the visitor's
// cookie reaching the api over loopback, and the plain shell whenever rendering is off, not for this path, throws
// or is too slow.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../../tests/support/database.ts';

const SHELL = '<!doctype html><html><head><title>Studyhall</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
const ENTRY = `
export const rendersOnServer = (path) => path !== '/cart';
export async function render({ path, search, visitor, pageOrigin }) {
  if (path === '/origin') return { html: '<a href="' + pageOrigin + '/documents/x">doc</a>', stateScript: '', failures: [] };
  if (path === '/careers') throw new Error('a component failed');
  if (path === '/download') await new Promise((resolve) => setTimeout(resolve, 3000));
  const api = await fetch(visitor.origin + '/api/ready', { headers: visitor.headers });
  return {
    html: '<main>' + path + '?' + search + ' cookie=' + visitor.headers.cookie + ' api=' + api.status + '</main>',
    stateScript: '<script type="application/json" id="state">{}</script>',
    failures: [],
    pages: ['src/pages/documents/index.tsx'],
  };
}`;

let dirs: { web: string; ssr: string };
const platforms: TestPlatform[] = [];
const closers: (() => Promise<void>)[] = [];

async function serve(env: Record<string, string>) {
  const platform = await bootTestPlatform({ env });
  platforms.push(platform);
  const server = await startTestServer(platform, { webDist: dirs.web, webDistSsr: dirs.ssr });
  closers.push(server.close);
  servedAt = server.baseUrl;
  return (pathAndQuery: string, cookie = '') => fetch(server.baseUrl + pathAndQuery, { headers: cookie ? { cookie } : {} });
}
let servedAt = '';

/** A GET with the headers exactly as given (fetch will not send a Host of our choosing). */
const rawGet = (pathAndQuery: string, headers: Record<string, string>) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(servedAt);
    request({ hostname, port, path: pathAndQuery, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk)).on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'studyhall-ssr-'));
  dirs = { web: path.join(root, 'dist'), ssr: path.join(root, 'dist-ssr') };
  await Promise.all([mkdir(dirs.web), mkdir(dirs.ssr)]);
  await writeFile(path.join(dirs.web, 'index.html'), SHELL);
  await writeFile(path.join(dirs.ssr, 'entry-server.js'), ENTRY);
  // The client build's manifest: the rendered page's chunk imports a shared chunk and the app chunk the shell loads.
  // Only the page's own chunk is preloaded (route-preloads.ts).
  await mkdir(path.join(dirs.web, '.vite'));
  await writeFile(
    path.join(dirs.web, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/pages/documents/index.tsx': { file: 'assets/documents-1.js', imports: ['_shared.js', 'src/main.tsx'] },
      '_shared.js': { file: 'assets/shared-2.js', imports: ['src/main.tsx'] },
      'src/main.tsx': { file: 'assets/app.js' },
    }),
  );
}, 60_000);

afterAll(async () => {
  for (const close of closers) await close();
  for (const platform of platforms) await platform.cleanup();
  await rm(path.dirname(dirs.web), { recursive: true, force: true });
});

describe('a server-rendered page', () => {
  it('is the shell with the page in its root, rendered as the visitor (their cookie reaches the api), never shared', async () => {
    const get = await serve({ SERVER_RENDER_TIMEOUT_MS: '1000' });
    const page = await get('/documents?sort=newest', 'sid=abc');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const html = await page.text();
    expect(html).toContain('<div id="root"><main>/documents?sort=newest cookie=sid=abc api=200</main></div><script type="application/json" id="state">{}</script>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
    // The rendered route page's chunk is preloaded with the app's scripts, so its code is there when hydration reaches it.
    const preload = html.indexOf('<link rel="modulepreload" crossorigin href="/assets/documents-1.js">');
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('shared-2.js');
  }, 60_000);

  it('falls back to the plain shell for a path it does not render, a render that throws, and one that is too slow', async () => {
    const get = await serve({ SERVER_RENDER_TIMEOUT_MS: '300' });
    for (const [pathname, status] of [['/cart', 200], ['/careers', 200], ['/download', 200]] as const) {
      const page = await get(pathname);
      expect([pathname, page.status, await page.text()]).toEqual([pathname, status, SHELL]);
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
  }, 60_000);

  it("builds absolute addresses on PUBLIC_URL, whatever Host the request names", async () => {
    await serve({ PUBLIC_URL: 'https://studyhall.example' });
    const forged: Record<string, string>[] = [{ host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }];
    for (const headers of forged) {
      const html = await rawGet('/origin', headers);
      expect(html).toContain('<a href="https://studyhall.example/documents/x">doc</a>');
      expect(html).not.toContain('evil.example');
    }
  }, 60_000);

  it('is the plain shell everywhere with SERVER_RENDER=off', async () => {
    const get = await serve({ SERVER_RENDER: 'off' });
    expect(await (await get('/documents')).text()).toBe(SHELL);
  }, 60_000);
});

describe('an address no page has', () => {
  // The shell's client router shows the not-found page; the status says so too, to browsers, crawlers and monitors.
  for (const env of [{}, { SERVER_RENDER: 'off' }] as Record<string, string>[]) {
    it(`answers 404 with the app's not-found page, as unknown documents do (${JSON.stringify(env)})`, async () => {
      const get = await serve(env);
      for (const pathname of ['/totally/unknown', '/documentz', '/subjects/physics/extra', '/dashboardx']) {
        const page = await get(pathname);
        expect([pathname, page.status]).toEqual([pathname, 404]);
        expect(await page.text()).toContain('<div id="root">');
      }
      for (const pathname of ['/', '/subjects', '/search', '/dashboard/wallet/history', '/admin/users']) {
        expect([pathname, (await get(pathname)).status]).toEqual([pathname, 200]);
      }
    }, 60_000);
  }
});
