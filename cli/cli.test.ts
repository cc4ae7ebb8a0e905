// The CLI and the worker as an operator runs them: real processes against a real database.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/support/database.ts';
import { PROCESS_RUN_TIMEOUT_MS, PROCESS_TEST_TIMEOUT_MS, runCli } from '../tests/support/processes.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let env: NodeJS.ProcessEnv;

const studyhall = (...args: string[]) => runCli(args, env);

/** A run's JSON answer; a failed run fails with what it said. */
async function json(...args: string[]) {
  const run = await studyhall(...args);
  expect(run.status, `studyhall ${args.join(' ')}: ${run.stderr}`).toBe(0);
  return JSON.parse(run.stdout);
}

/** What a run said on stderr to the person at the terminal: its log lines (a slow query on a busy machine) aside. */
const said = (run: { stderr: string }) => run.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('{"level"'));

beforeAll(async () => {
  database = await createTestDatabase();
  // No demo documents: each is a PDF opened under a 30 s limit, which a loaded machine (load 30 on 2 cores) overran,
  // failing the seed; what this file checks is the CLI's wiring, and the documents' seed has its own tests.
  env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: `/tmp/studyhall-cli-${process.pid}`, LOG_LEVEL: '', DOCUMENTS_DEMO_COUNT: '0' };
});
afterAll(() => database?.drop());

// Each command is a fresh process that boots the platform: seconds each, more on a busy machine.
describe('studyhall CLI', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  it('lists its commands with --help', async () => {
    const { status, stdout } = await studyhall('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/db\s+Database/);
    expect(stdout).toMatch(/jobs\s+Background jobs/);
    expect((await studyhall('jobs', '--help')).stdout).toMatch(/failed.*\n.*|retry/);
  });

  it('reports the database up to date, as text and as JSON on stdout alone', async () => {
    const text = await studyhall('db', 'migrate');
    expect(text.status).toBe(0);
    expect(text.stdout).toBe('The database is up to date.\n');
    expect(await json('db', 'migrate', '--json')).toEqual({ applied: [] });
  });

  it('seeds idempotently and lists queues', async () => {
    const first = (await json('db', 'seed', '--json')) as { what: string; created: number }[];
    expect(first.find((r) => r.what === 'subjects')!.created).toBeGreaterThanOrEqual(40);
    const second = (await json('db', 'seed', '--json')) as { created: number }[];
    expect(second.every((r) => r.created === 0)).toBe(true);
    const queues = (await json('jobs', 'list', '--json')) as { queue: string }[];
    expect(queues.map((q) => q.queue)).toContain('mail.send');
    expect(await json('jobs', 'failed', '--json')).toEqual([]);
  });

  it('writes the OpenAPI document into a folder that does not exist yet (npm run lint:api on a clean clone)', async () => {
    const out = `${env.DATA_DIR}/not-yet/openapi.json`;
    const run = await studyhall('api', 'openapi', '--server', 'https://studyhall.example', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const document = JSON.parse(await readFile(out, 'utf8'));
    expect(document.servers[0].url).toBe('https://studyhall.example');
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  });

  it('fails with a one-line error and a non-zero exit', async () => {
    const notAnId = await studyhall('jobs', 'retry', 'abc');
    expect(notAnId.status).toBe(1);
    expect(said(notAnId)).toEqual(['error: "abc" is not a job id']);
    const unknown = await studyhall('jobs', 'retry', '01234567-0123-7123-8123-012345678901');
    expect(unknown.status).toBe(1);
    expect(said(unknown)).toEqual(['error: No job 01234567-0123-7123-8123-012345678901']);
    expect(said(await studyhall('db', 'reset'))).toEqual(['error: db reset deletes every row: add --yes to confirm']);
    expect((await studyhall('nonsense')).status).not.toBe(0);
  });
});

describe('worker', { timeout: PROCESS_TEST_TIMEOUT_MS }, () => {
  let worker: ChildProcess | null = null;
  afterAll(() => worker?.kill('SIGKILL'));

  it('serves only the queues named by --queues and exits cleanly on SIGTERM', async () => {
    worker = spawn('node_modules/.bin/node', ['--import', 'tsx', 'worker/main.ts', '--queues', 'mail'], { env: { ...env, LOG_LEVEL: 'info' } });
    let output = '';
    worker.stdout!.on('data', (chunk) => (output += chunk));
    worker.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + PROCESS_RUN_TIMEOUT_MS;
    while (!output.includes('worker serving') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const line = JSON.parse(output.split('\n').find((l) => l.includes('worker serving'))!);
    expect(line.queues).toEqual(['mail.send']);
    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('finishing in-flight jobs');
  });
});
