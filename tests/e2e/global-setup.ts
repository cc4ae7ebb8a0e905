// Builds the web app from the current sources, starts the real server on a free port with a fresh
// data directory, waits for /api/ready, and gives the tests its base URL (`inject('baseUrl')`). The
// embedded PostgreSQL runs on a port chosen here, so the tests can read the database too
// (`inject('databaseUrl')`: the mail outbox) and run the CLI against the same server (`inject('serverEnv')`).
// The server is configured with a support widget script whose host never resolves (browser.ts routes it),
// and with Google sign-in against a local OpenID provider (tests/support/test-oidc-provider.ts) on which
// anybody signs in as `open:<email>`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestOidcProvider } from '../support/test-oidc-provider.ts';
import { SUPPORT_WIDGET_URL } from './browser.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** postgres:// URL of the server's embedded database. */
    databaseUrl: string;
    /** DATA_DIR and PGPORT of the server, for running the CLI beside it. */
    serverEnv: { DATA_DIR: string; PGPORT: string };
  }
}


const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'node_modules/.bin');
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export default async function setup(project: TestProject) {
  // Node 24 from the `node` devDependency first on PATH, as npm scripts have it.
  const env = { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}` };

  // A production build, as users get it (Vitest's NODE_ENV=test would otherwise give React's development build).
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error(`npm run build failed with exit code ${build.status}`);

  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The embedded server's user, password and database name (modules/platform/db/embedded-postgres.ts).
  const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/studyhall`;
  const google = await startTestOidcProvider({ redirectUri: `${baseUrl}/api/auth/google/callback`, openAccounts: true });

  // `--all` migrates, seeds the catalogue on first start and runs the worker in the same process.
  const child: ChildProcess = spawn(path.join(BIN, 'node'), ['--import', 'tsx', 'modules/main.ts', '--all'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PGPORT: String(pgPort), LOG_LEVEL: 'warn',
      // A few demo documents are enough here, and leave the two cores to the browser.
      DOCUMENTS_DEMO_COUNT: '12',
      // Payment providers send the browser back to PUBLIC_URL: the same host as the tests' pages and cookies.
      PUBLIC_URL: baseUrl,
      SUPPORT_WIDGET_URL,
      GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: google.issuer },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (process.env.E2E_SERVER_LOGS) process.stderr.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );

  async function stop() {
    if (exited === undefined && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      const timedOut = await Promise.race([exit.then(() => false), sleep(STOP_TIMEOUT_MS).then(() => true)]);
      if (timedOut && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
        await exit;
      }
    }
    await google.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const started = Date.now();
  for (;;) {
    if (exited !== undefined) {
      await stop();
      throw new Error(`The server exited with code ${exited} before it was ready:\n${output.join('')}`);
    }
    try {
      const res = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > READY_TIMEOUT_MS) {
      await stop();
      throw new Error(`The server was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
    }
    await sleep(500);
  }

  project.provide('baseUrl', baseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('serverEnv', { DATA_DIR: dataDir, PGPORT: String(pgPort) });
  return stop;
}
