// LibreOffice runs in a box: a stand-in for its command line reports what it sees (environment, network, limits)
// through the real convertToPdf, and the launcher itself is checked with small commands in its place.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionError, convertToPdf } from './convert.ts';
import { networkIsolation, runSandboxed } from './sandbox.ts';
import { docx, makePdf } from './test-support.ts';

const SECRETS = {
  DATABASE_URL: 'postgres://studyhall:db-password@db.internal/studyhall',
  APP_SECRET: 'app-secret-value',
  STRIPE_SECRET_KEY: 'sk_test_secret',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
};
const MEMORY = 2048 * 1024 * 1024;

let dir: string;
let server: Server;
let port: number;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [key, value] of Object.entries(SECRETS)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-'));
  // Something on our loopback that a converter with network access could reach.
  server = createServer((socket) => socket.end('hello'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('convertToPdf', () => {
  it('runs the converter without our secrets, without network, with CPU and memory limits', async () => {
    const seen = path.join(dir, 'seen');
    const pdf = path.join(dir, 'made.pdf');
    await writeFile(pdf, await makePdf({ pages: 1 }));
    // Stands in for soffice: writes down what it sees, then leaves a PDF in --outdir as LibreOffice would.
    const soffice = path.join(dir, 'soffice');
    await writeFile(
      soffice,
      `#!/bin/sh
env > ${seen}.env
cat /proc/net/dev > ${seen}.net
ulimit -v > ${seen}.memory
ulimit -t > ${seen}.cpu
while [ $# -gt 0 ]; do [ "$1" = --outdir ] && out="$2"; shift; done
mkdir -p "$out" && cp ${pdf} "$out/document.pdf"
`,
    );
    await chmod(soffice, 0o755);

    const bytes = await convertToPdf(docx(), 'docx', { sofficePath: soffice, conversionTimeoutMs: 60_000, conversionMemoryBytes: MEMORY });
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');

    const env = Object.fromEntries(
      (await readFile(`${seen}.env`, 'utf8')).trim().split('\n').map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const key of Object.keys(SECRETS)) expect(env).not.toHaveProperty(key);
    expect(Object.keys(env).filter((k) => /SECRET|KEY|TOKEN|PASSWORD|DATABASE|STRIPE|PAYPAL|OPENAI|SMTP/.test(k))).toEqual([]);
    expect(env.HOME).toMatch(/studyhall-convert-/);
    expect(env.TMPDIR).toBe(env.HOME);
    expect(env.LANG).toBe('C.UTF-8');
    expect(env.PATH).toBeTruthy();

    const interfaces = (await readFile(`${seen}.net`, 'utf8')).split('\n').slice(2).filter(Boolean).map((l) => l.split(':')[0]!.trim());
    expect(interfaces).toEqual(['lo']);
    expect(Number(await readFile(`${seen}.memory`, 'utf8'))).toBe(MEMORY / 1024);
    expect(Number(await readFile(`${seen}.cpu`, 'utf8'))).toBe(60);
  });

  it('gives up after the time limit, killing the converter and what it started', async () => {
    const soffice = path.join(dir, 'slow-soffice');
    const marker = path.join(dir, 'child-survived');
    await writeFile(soffice, `#!/bin/sh\n(sleep 1; touch ${marker}) &\nsleep 30\n`);
    await chmod(soffice, 0o755);
    const started = Date.now();
    const failure = await convertToPdf(docx(), 'docx', { sofficePath: soffice, conversionTimeoutMs: 500, conversionMemoryBytes: MEMORY }).catch((e) => e);
    expect(failure).toBeInstanceOf(ConversionError);
    expect(failure.message).toBe('Converting the DOCX file took longer than 1 s.');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The background child was in the same process group: had it survived, it would write the marker at 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(readFile(marker)).rejects.toThrow(/ENOENT/);
  });
});

describe('the sandbox', () => {
  it('takes the network away on this machine (bubblewrap or unshare)', async () => {
    expect(await networkIsolation()).not.toBe('none');
    // The test's server answers on the host's loopback; inside the box, 127.0.0.1 is another, empty loopback.
    const connect = `require('node:net').connect(${port}, '127.0.0.1').on('data', () => process.exit(0)).on('error', () => process.exit(3))`;
    const options = { home: dir, timeoutMs: 20_000, memoryBytes: 64 * 1024 ** 3 };
    expect((await runSandboxed(process.execPath, ['-e', connect], options)).code).toBe(3);
    // The same probe outside the box reaches the server, so the probe itself works.
    await expect(promisify(execFile)(process.execPath, ['-e', connect])).resolves.toBeDefined();
  });
});
