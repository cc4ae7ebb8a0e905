// The CLI and the worker as an operator runs them: real processes against a real database.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../tests/support/database.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let env: NodeJS.ProcessEnv;

function studyhall(...args: string[]) {
  const run = spawnSync('node_modules/.bin/node', ['--import', 'tsx', 'cli/main.ts', ...args], { env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

beforeAll(async () => {
  database = await createTestDatabase();
  env = { ...process.env, DATABASE_URL: database.url, DATA_DIR: `/tmp/studyhall-cli-${process.pid}`, LOG_LEVEL: '', DOCUMENTS_DEMO_COUNT: '6' };
});
afterAll(() => database?.drop());

// Each command is a fresh process that boots the platform: seconds each, more on a busy machine.
describe('studyhall CLI', { timeout: 120_000 }, () => {
  it('lists its commands with --help', () => {
    const { status, stdout } = studyhall('--help');
    expect(status).toBe(0);
    expect(stdout).toMatch(/db\s+Database/);
    expect(stdout).toMatch(/jobs\s+Background jobs/);
    expect(studyhall('jobs', '--help').stdout).toMatch(/failed.*\n.*|retry/);
  });

  it('reports the database up to date, as text and as JSON on stdout alone', () => {
    const text = studyhall('db', 'migrate');
    expect(text.status).toBe(0);
    expect(text.stdout).toBe('The database is up to date.\n');
    const json = studyhall('db', 'migrate', '--json');
    expect(JSON.parse(json.stdout)).toEqual({ applied: [] });
  });

  it('seeds idempotently and lists queues', () => {
    const first = JSON.parse(studyhall('db', 'seed', '--json').stdout) as { what: string; created: number }[];
    expect(first.find((r) => r.what === 'subjects')!.created).toBeGreaterThanOrEqual(40);
    const second = JSON.parse(studyhall('db', 'seed', '--json').stdout) as { created: number }[];
    expect(second.every((r) => r.created === 0)).toBe(true);
    const queues = JSON.parse(studyhall('jobs', 'list', '--json').stdout) as { queue: string }[];
    expect(queues.map((q) => q.queue)).toContain('mail.send');
    expect(JSON.parse(studyhall('jobs', 'failed', '--json').stdout)).toEqual([]);
  });

  it('fails with a one-line error and a non-zero exit', () => {
    const notAnId = studyhall('jobs', 'retry', 'abc');
    expect(notAnId.status).toBe(1);
    expect(notAnId.stderr.trim()).toBe('error: "abc" is not a job id');
    const unknown = studyhall('jobs', 'retry', '01234567-0123-7123-8123-012345678901');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('error: No job 01234567-0123-7123-8123-012345678901');
    expect(studyhall('db', 'reset').stderr.trim()).toBe('error: db reset deletes every row: add --yes to confirm');
    expect(studyhall('nonsense').status).not.toBe(0);
  });
});

describe('worker', { timeout: 120_000 }, () => {
  let worker: ChildProcess | null = null;
  afterAll(() => worker?.kill('SIGKILL'));

  it('serves only the queues named by --queues and exits cleanly on SIGTERM', async () => {
    worker = spawn('node_modules/.bin/node', ['--import', 'tsx', 'worker/main.ts', '--queues', 'mail'], { env: { ...env, LOG_LEVEL: 'info' } });
    let output = '';
    worker.stdout!.on('data', (chunk) => (output += chunk));
    worker.stderr!.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 60_000;
    while (!output.includes('worker serving') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const line = JSON.parse(output.split('\n').find((l) => l.includes('worker serving'))!);
    expect(line.queues).toEqual(['mail.send']);
    const exited = new Promise<number | null>((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('finishing in-flight jobs');
  });
});
