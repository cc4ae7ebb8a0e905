// Helpers for HTTP-level module tests: the real platform on a fresh database with an HTTP server (and realtime
// when asked), a cookie-keeping client that sends the CSRF header, users signed up and in through the real
// accounts API, a live event-stream reader, and polling.
import { CSRF_COOKIE, SESSION_COOKIE } from '../../modules/accounts/contract.ts';
import type { StudyhallModule } from '../../modules/platform/index.ts';
import { modules } from '../../modules/registry.ts';
import { bootTestPlatform, startTestServer, type TestPlatform } from './database.ts';

export type Harness = { platform: TestPlatform; baseUrl: string; close: () => Promise<void> };

/** Every module of the registry (plus `extra`), served over HTTP; `prepare` runs before the server starts. */
export async function bootHarness(
  options: { env?: Record<string, string>; realtime?: boolean; extra?: StudyhallModule[]; prepare?: (platform: TestPlatform) => Promise<unknown> } = {},
): Promise<Harness> {
  const platform = await bootTestPlatform({ modules: [...modules, ...(options.extra ?? [])], env: options.env, realtime: options.realtime });
  await options.prepare?.(platform);
  const server = await startTestServer(platform);
  return {
    platform,
    baseUrl: server.baseUrl,
    close: async () => {
      await server.close();
      await platform.cleanup();
    },
  };
}

export async function sql(h: { platform: TestPlatform }, text: string, params: unknown[] = []): Promise<any[]> {
  return h.platform.orm.em.fork().getConnection().execute(text, params);
}

export type Answer = { status: number; body: any; headers: Headers; text: string };

/**
 * A browser-like client: keeps cookies and echoes the CSRF cookie in the header on writes (unless `csrf` is off,
 * for the whole client or one request); a `bearer` token is sent as Authorization. Redirects are not followed.
 */
export class Client {
  cookies = new Map<string, string>();
  bearer: string | null = null;
  csrf = true;

  constructor(private readonly baseUrl: string) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; raw?: string | Uint8Array; form?: Record<string, string>; multipart?: FormData; csrf?: boolean } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    let payload: string | Uint8Array | FormData | undefined;
    // fetch writes a multipart body's content type itself (with its boundary).
    if (init.multipart) payload = init.multipart;
    else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(init.form).toString();
    } else if (init.raw !== undefined) payload = init.raw;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if ((init.csrf ?? this.csrf) && this.cookies.has(CSRF_COOKIE) && !['GET', 'HEAD'].includes(method)) {
      headers['x-csrf-token'] = this.cookies.get(CSRF_COOKIE)!;
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload as BodyInit | undefined, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/Max-Age=0/.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: any = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {}
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  get sessionToken() {
    return this.cookies.get(SESSION_COOKIE);
  }
}

let counter = 0;

export type TestUser = { client: Client; email: string; id: string };

/** Registers, verifies through the mailed link and signs in, through the real accounts API. */
export async function signUp(h: Pick<Harness, 'platform' | 'baseUrl'>, fullName = 'Ada Lovelace', options: { admin?: boolean } = {}): Promise<TestUser> {
  counter += 1;
  const email = `${fullName.toLowerCase().replace(/[^a-z]/g, '')}${counter}.${process.pid}.${Date.now().toString(36)}@example.com`;
  const password = 'correct horse battery';
  const client = new Client(h.baseUrl);
  const reg = await client.post('/api/auth/register', { fullName, email, password, confirmPassword: password });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const [mail] = await sql(h, `select text from mail_outbox where to_address = ? and kind = 'accounts.verify-email' order by created_at desc limit 1`, [email]);
  const token = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail.text)![1]!);
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  if (options.admin) await sql(h, `update users set role = 'admin' where id = ?`, [reg.body.user.id]);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  await sql(h, 'delete from rate_limit_buckets');
  return { client, email, id: reg.body.user.id as string };
}

export async function openEvents(h: Harness, client: Client) {
  const controller = new AbortController();
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${h.baseUrl}/api/events`, { headers, signal: controller.signal });
  const messages: { type: string; data: any }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const frame = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const type = /^event: (.+)$/m.exec(frame)?.[1];
          const data = /^data: (.+)$/m.exec(frame)?.[1];
          if (type && data) messages.push({ type, data: JSON.parse(data) });
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {}
  })();
  return {
    messages,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
