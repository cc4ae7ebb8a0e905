// Helpers for the accounts tests: a booted platform with an HTTP server, a cookie-keeping client, and
// ways to read the real mails from mail_outbox.
import type { TestPlatform } from '../../tests/support/database.ts';
import { bootTestPlatform, startTestServer } from '../../tests/support/database.ts';
import type { StudyhallModule } from '../platform/index.ts';
import { modules } from '../registry.ts';
import { CSRF_COOKIE, SESSION_COOKIE } from './contract.ts';

export type Harness = { platform: TestPlatform; baseUrl: string; close: () => Promise<void> };

export async function bootAccounts(extra: StudyhallModule[] = [], env: Record<string, string> = {}): Promise<Harness> {
  // registry.ts lists the accounts module; add it here too should it not (yet) be registered.
  const list = modules.some((m) => m.name === 'accounts') ? modules : [...modules, (await import('./index.ts')).accountsModule];
  const platform = await bootTestPlatform({ modules: [...list, ...extra], env });
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

export async function sql(h: Harness, text: string, params: unknown[] = []): Promise<any[]> {
  return h.platform.orm.em.fork().getConnection().execute(text, params);
}

export type Answer = { status: number; body: any; headers: Headers };

/** A browser-like client: keeps cookies and echoes the CSRF cookie in the header on writes (unless told not to). */
export class Client {
  cookies = new Map<string, string>();
  bearer: string | null = null;
  csrf = true;

  constructor(private readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: Uint8Array } = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.bearer) headers.authorization = `Bearer ${this.bearer}`;
    if (this.csrf && this.cookies.has(CSRF_COOKIE) && !['GET', 'HEAD'].includes(method)) headers['x-csrf-token'] = this.cookies.get(CSRF_COOKIE)!;
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: init.raw ? (init.raw as BodyInit) : body !== undefined ? JSON.stringify(body) : undefined,
    });
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
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  get sessionToken() {
    return this.cookies.get(SESSION_COOKIE);
  }
}

/** The token in the newest mail of a kind to an address. */
export async function tokenFromMail(h: Harness, to: string, kind: 'accounts.verify-email' | 'accounts.reset-password'): Promise<string> {
  const [mail] = await sql(h, 'select text from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1', [to, kind]);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = /token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return decodeURIComponent(match![1]!);
}

export async function clearRateLimits(h: Harness) {
  await sql(h, 'delete from rate_limit_buckets');
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** Registers, verifies through the mailed link and signs in; returns the signed-in client. */
export async function signedInUser(h: Harness, options: { email?: string; password?: string; fullName?: string; role?: 'admin' } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const client = new Client(h.baseUrl);
  const reg = await client.post('/api/auth/register', { fullName: options.fullName ?? 'Ada Lovelace', email, password, confirmPassword: password });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const token = await tokenFromMail(h, email, 'accounts.verify-email');
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  if (options.role) await sql(h, 'update users set role = ? where id = ?', [options.role, reg.body.user.id]);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email, password, id: reg.body.user.id as string };
}

/** A module that records every accounts event it receives, to assert what was published. */
export function eventProbe() {
  const received: { name: string; data: any }[] = [];
  const names = ['accounts.user-registered', 'accounts.email-verified', 'accounts.user-suspended'];
  const module: StudyhallModule = {
    name: 'probe',
    queues: () =>
      names.map((name) => ({
        queue: `probe.${name.replace('accounts.', '')}`,
        event: name,
        handler: async (data: any) => {
          received.push({ name, data });
        },
      })),
  };
  return { module, received };
}

export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
