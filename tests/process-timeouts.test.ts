// A test that starts the app's own entry points as processes waits on a machine's load as much as on the code: one
// passed alone in 5 s and timed out at 30 s in CI beside other work. Every such test file takes its timeouts from
// tests/support/processes.ts (or declares ones at least as long), so a new one cannot come back with the default.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROCESS_TEST_TIMEOUT_MS } from './support/processes.ts';

const repo = path.resolve(import.meta.dirname, '..');
/** Spawns an entry point itself, or through the helpers that do. */
const startsAProcess = (source: string) =>
  (source.includes('node:child_process') && /(?:cli|worker|modules)\/main\.ts/.test(source)) || /\b(?:startCluster|runCli)\(/.test(source);

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.') || name === 'dist' || name === 'e2e') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return name.endsWith('.test.ts') && full !== import.meta.filename ? [full] : [];
  });
}

describe('tests that start processes', () => {
  it('give them the time a loaded machine needs', () => {
    const files = ['modules', 'cli', 'worker', 'tests'].flatMap((dir) => testFiles(path.join(repo, dir)));
    const starting = files.filter((file) => startsAProcess(readFileSync(file, 'utf8')));
    expect(starting.length).toBeGreaterThanOrEqual(5);
    const short = starting.filter((file) => {
      const source = readFileSync(file, 'utf8');
      if (source.includes('PROCESS_TEST_TIMEOUT_MS')) return false;
      const declared = [...source.matchAll(/timeout:\s*([\d_]+)/g)].map((m) => Number(m[1]!.replaceAll('_', '')));
      return !declared.length || declared.some((ms) => ms < PROCESS_TEST_TIMEOUT_MS);
    });
    expect(short.map((file) => path.relative(repo, file))).toEqual([]);
  });
});
