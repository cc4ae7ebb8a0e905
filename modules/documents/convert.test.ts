// LibreOffice runs in a box: a stand-in for its command line reports what it sees (environment, network, limits)
// through the real convertToPdf, and the launcher itself is checked with small commands in its place.
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import { CONVERTER_UNBOXED, ConversionError, convertToPdf } from './convert.ts';
import { networkIsolation, runSandboxed } from './sandbox.ts';
import { resolveSettings } from './settings.ts';
import { docx } from './harness.testing.ts';

const SECRETS = {
  DATABASE_URL: 'postgres://studyhall:db-password@db.internal/studyhall',
  APP_SECRET: 'app-secret-value',
  STRIPE_SECRET_KEY: 'sk_test_secret',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
};
const MEMORY = 2048 * 1024 * 1024;

let dir: string;
/** Stands for DATA_DIR: files of ours the converter must not read. */
let dataDir: string;
let server: Server;
let port: number;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  for (const [key, value] of Object.entries(SECRETS)) {
    saved[key] = process.env[key];
    process.env[key] = value;
  }
  dir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-test-'));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sandbox-data-'));
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
  await rm(dataDir, { recursive: true, force: true });
});

describe('convertToPdf', () => {
  it('runs the converter without our secrets, network, files or processes, with CPU and memory limits', async () => {
    const secretFile = path.join(dataDir, 'app-secret');
    await writeFile(secretFile, SECRETS.APP_SECRET);
    // Stands in for soffice: its "PDF" in --outdir is a report of what it sees, sections split by ---.
    const soffice = path.join(dir, 'soffice');
    await writeFile(
      soffice,
      `#!/bin/sh
while [ $# -gt 0 ]; do [ "$1" = --outdir ] && out="$2"; shift; done
mkdir -p "$out"
{
  echo "%PDF-1.4 report"; env; echo ---
  cat /proc/net/dev; echo ---
  ulimit -v; ulimit -t; echo ---
  cat ${secretFile} 2>/dev/null || echo "no secret file"; echo ---
  [ -e /proc/${process.pid} ] && echo "test process visible" || echo "test process hidden"
} > "$out/document.pdf"
`,
    );
    await chmod(soffice, 0o755);

    const report = Buffer.from(await convertToPdf(docx(), 'docx', { sofficePath: soffice, conversionTimeoutMs: 60_000, conversionMemoryBytes: MEMORY, converterUnsandboxed: false }));
    const [envText, net, limits, file, processes] = report.toString().split('---\n');
    const env = Object.fromEntries(
      envText!.trim().split('\n').slice(1).map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    for (const key of Object.keys(SECRETS)) expect(env).not.toHaveProperty(key);
    expect(Object.keys(env).filter((k) => /SECRET|KEY|TOKEN|PASSWORD|DATABASE|STRIPE|PAYPAL|OPENAI|SMTP/.test(k))).toEqual([]);
    expect(env.HOME).toMatch(/studyhall-convert-/);
    expect(env.TMPDIR).toBe(env.HOME);
    expect(env.LANG).toBe('C.UTF-8');
    expect(env.PATH).toBeTruthy();

    const interfaces = net!.split('\n').slice(2).filter(Boolean).map((l) => l.split(':')[0]!.trim());
    expect(interfaces).toEqual(['lo']);
    expect(limits!.trim().split('\n').map(Number)).toEqual([MEMORY / 1024, 60]);
    expect(file!.trim()).toBe('no secret file');
    expect(processes!.trim()).toBe('test process hidden');
  });

  it('gives up after the time limit, killing the converter and what it started', async () => {
    const soffice = path.join(dir, 'slow-soffice');
    const marker = path.join(dir, 'child-survived');
    await writeFile(soffice, `#!/bin/sh\n(sleep 1; touch ${marker}) &\nsleep 30\n`);
    await chmod(soffice, 0o755);
    const started = Date.now();
    const failure = await convertToPdf(docx(), 'docx', { sofficePath: soffice, conversionTimeoutMs: 500, conversionMemoryBytes: MEMORY, converterUnsandboxed: false }).catch((e) => e);
    expect(failure).toBeInstanceOf(ConversionError);
    expect(failure.message).toBe('Converting the DOCX file took longer than 1 s.');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The background child was in the same process group: had it survived, it would write the marker at 1 s.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await expect(readFile(marker)).rejects.toThrow(/ENOENT/);
  });
});

describe('where bubblewrap cannot run', () => {
  const unavailable = async () => 'none' as const;
  /** Stands in for soffice: its "PDF" is the environment it was given. */
  async function reportingSoffice() {
    const soffice = path.join(dir, 'env-soffice');
    await writeFile(soffice, '#!/bin/sh\nwhile [ $# -gt 0 ]; do [ "$1" = --outdir ] && out="$2"; shift; done\nmkdir -p "$out"\n{ echo "%PDF-1.4"; env; } > "$out/document.pdf"\n');
    await chmod(soffice, 0o755);
    return soffice;
  }

  it('refuses to convert, telling the seller why, and never starts the converter', async () => {
    const soffice = path.join(dir, 'marking-soffice');
    const marker = path.join(dir, 'started');
    await writeFile(soffice, `#!/bin/sh\ntouch ${marker}\n`);
    await chmod(soffice, 0o755);
    const failure = await convertToPdf(docx(), 'docx', {
      sofficePath: soffice, conversionTimeoutMs: 60_000, conversionMemoryBytes: MEMORY, converterUnsandboxed: false, probe: unavailable,
    }).catch((e) => e);
    expect(failure).toBeInstanceOf(ConversionError);
    expect(failure.message).toBe(CONVERTER_UNBOXED('DOCX'));
    expect(failure.message).toBe(
      'DOCX files cannot be converted on this server right now: its converter cannot run in its secure sandbox. Upload the document as a PDF instead, or try again later.',
    );
    await expect(readFile(marker)).rejects.toThrow(/ENOENT/);
  });

  it('converts when development allows it unboxed, still with none of our secrets in its environment', async () => {
    const report = Buffer.from(
      await convertToPdf(docx(), 'docx', {
        sofficePath: await reportingSoffice(), conversionTimeoutMs: 60_000, conversionMemoryBytes: MEMORY, converterUnsandboxed: true, probe: unavailable,
      }),
    ).toString();
    expect(report).toMatch(/^%PDF-1.4\n/);
    expect(report).toMatch(/^HOME=.*studyhall-convert-/m);
    for (const value of Object.values(SECRETS)) expect(report).not.toContain(value);
    expect(report).not.toMatch(/SECRET|DATABASE_URL|STRIPE|PAYPAL/);
  });

  it('is never allowed unboxed in production, whatever the setting says', () => {
    // loadConfig refuses `allow` in production at start; the settings refuse it again should one get through.
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(resolveSettings({ ...config, NODE_ENV: 'production', DOCUMENTS_CONVERTER_UNSANDBOXED: 'allow' }).converterUnsandboxed).toBe(false);
    expect(resolveSettings(loadConfig({ DOCUMENTS_CONVERTER_UNSANDBOXED: 'allow' })).converterUnsandboxed).toBe(true);
    expect(resolveSettings(config).converterUnsandboxed).toBe(false);
  });
});

describe('the sandbox', () => {
  it('takes the network away on this machine (bubblewrap or unshare)', async () => {
    expect(await networkIsolation()).not.toBe('none');
    // The test's server answers on the host's loopback; inside the box, 127.0.0.1 is another, empty loopback.
    const connect = `require('node:net').connect(${port}, '127.0.0.1').on('data', () => process.exit(0)).on('error', () => process.exit(3))`;
    const options = { home: dir, timeoutMs: 20_000, memoryBytes: 64 * 1024 ** 3, allowUnboxed: false };
    expect((await runSandboxed(process.execPath, ['-e', connect], options)).code).toBe(3);
    // The same probe outside the box reaches the server, so the probe itself works.
    await expect(promisify(execFile)(process.execPath, ['-e', connect])).resolves.toBeDefined();
  });
});
