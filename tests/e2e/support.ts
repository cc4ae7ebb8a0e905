// Helpers for the browser tests: TOTP codes (RFC 6238, computed here from the secret the page shows), the mail
// outbox (read straight from the server's database), the CLI against the test server, signing in through the
// login form, a PDF with real text for uploads, and a generated PNG for the avatar upload.
import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { CSRF_COOKIE } from '../../modules/accounts/contract.ts';
import { DESKTOP, launchBrowser, openPage } from './browser.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

// --- TOTP (RFC 6238: HMAC-SHA-1, 30 s steps, 6 digits) ------------------------------------------------

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export const TOTP_STEP_SECONDS = 30;

export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

/** The 6-digit code of a base32 secret for one time step (RFC 4226 dynamic truncation). */
export function totpCode(secretBase32: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(binary).padStart(6, '0');
}

// --- Mail outbox ---------------------------------------------------------------------------------------

export type StoredMail = { to: string; subject: string; text: string; kind: string };

/** The newest mail of a kind to an address, waiting for it to be written (up to 10 s). */
export async function latestMail(databaseUrl: string, to: string, kind: string): Promise<StoredMail> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<StoredMail>(
        'select to_address as "to", subject, text, kind from mail_outbox where lower(to_address) = lower($1) and kind = $2 order by created_at desc limit 1',
        [to, kind],
      );
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error(`No ${kind} mail to ${to}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
}

/** The path and query of the first link to `pathname` in a mail (the host is the server's PUBLIC_URL). */
export function linkIn(mail: StoredMail, pathname: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === pathname) return `${url.pathname}${url.search}`;
  }
  throw new Error(`No ${pathname} link in: ${mail.text}`);
}

// --- CLI -----------------------------------------------------------------------------------------------

export type ServerEnv = { DATA_DIR: string; PGPORT: string };

/** The `studyhall` CLI against the running test server's database; resolves with its output, rejects on failure. */
export function runCli(serverEnv: ServerEnv, args: string[]): Promise<string> {
  const bin = path.join(ROOT, 'node_modules/.bin');
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(bin, 'node'), ['--import', 'tsx', 'cli/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`, ...serverEnv, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`studyhall ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

/** `studyhall users create`: a verified user (or admin) who can sign in at once. */
export async function createUserWithCli(
  serverEnv: ServerEnv,
  user: { email: string; name: string; password: string; role?: 'user' | 'admin' },
): Promise<void> {
  await runCli(serverEnv, ['users', 'create', '--email', user.email, '--name', user.name, '--password', user.password, '--role', user.role ?? 'user']);
}

// --- Signing in --------------------------------------------------------------------------------------

/**
 * A fresh browser context signed in through the site's login form, with its CSRF token and a `post` for API
 * calls made as that user (it fails the test on a non-2xx answer).
 */
export async function signInAt(browser: Browser, baseUrl: string, user: { email: string; password: string }) {
  const { context, page, errors } = await openPage(browser, baseUrl, DESKTOP);
  await page.goto('/login');
  const form = page.getByRole('form', { name: /log in/i });
  await form.getByLabel(/email/i).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: /log in/i }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
  const csrf = (await context.cookies()).find((c) => c.name === CSRF_COOKIE)?.value ?? '';
  const post = async (url: string, data: unknown) => {
    const res = await page.request.post(url, { data, headers: { 'x-csrf-token': csrf } });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  return { context, page, errors, csrf, post };
}

/** Signs a page in through the admin login form and waits for the admin overview. */
export async function signInAsAdmin(page: Page, admin: { email: string; password: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Admin email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in to admin' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/** A fresh browser context signed in at /admin/login (at `viewport`), on the admin dashboard. */
export async function signInAdminAt(browser: Browser, baseUrl: string, admin: { email: string; password: string }, viewport = DESKTOP) {
  const opened = await openPage(browser, baseUrl, viewport);
  await signInAsAdmin(opened.page, admin);
  return opened;
}

// --- One browser per test file ------------------------------------------------------------------------

type Viewport = { width: number; height: number };

/**
 * A browser for the file's tests: `setup` (creating its users, say) then the launch before them, and after them
 * every context opened through it is closed, then the browser.
 */
export function fileBrowser(baseUrl: string, setup: () => Promise<unknown> = async () => {}) {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    await setup();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const c of contexts.splice(0)) await c.close();
    await browser?.close();
  });
  const launched = () => {
    if (!browser) throw new Error('the browser opens in beforeAll');
    return browser;
  };
  const held = <T extends { context: BrowserContext }>(opened: T) => {
    contexts.push(opened.context);
    return opened;
  };
  return {
    /** A fresh page, signed in as no one. */
    open: async (viewport?: Viewport, options?: { locale?: string }) => held(await openPage(launched(), baseUrl, viewport, options)),
    /** A fresh page signed in through the login form (see signInAt). */
    signIn: async (user: { email: string; password: string }) => held(await signInAt(launched(), baseUrl, user)),
    /** A fresh page signed in at /admin/login, on the admin dashboard. */
    signInAdmin: async (admin: { email: string; password: string }, viewport?: Viewport) =>
      held(await signInAdminAt(launched(), baseUrl, admin, viewport)),
  };
}

// --- A PDF with real text ------------------------------------------------------------------------------

/** A PDF of `pages` A4 pages: a heading and 28 lines of text on each, unique to this run through `marker`. */
export async function textPdf(heading: string, topic: string, marker: string, pages = 6): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${heading}, part ${i}`, { x: 50, y: 780, size: 22, font, color: rgb(0.2, 0.2, 0.6) });
    for (let line = 0; line < 28; line++) {
      page.drawText(`Page ${i}, line ${line + 1}: ${topic} ${marker}.`, { x: 50, y: 740 - line * 22, size: 10, font });
    }
  }
  return Buffer.from(await pdf.save());
}

// --- A real PNG ----------------------------------------------------------------------------------------

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A width x height RGB PNG: a diagonal gradient, so the avatar visibly changes. */
export function gradientPng(width = 64, height = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = Math.round((x / width) * 255);
      row[2 + x * 3] = 90;
      row[3 + x * 3] = Math.round((y / height) * 255);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
