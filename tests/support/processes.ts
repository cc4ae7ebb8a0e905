// Tests that start the app's own entry points (the CLI, a worker, an api) as real processes. Each start compiles the
// app with tsx and boots the platform: 5 s on a quiet machine, past 30 s beside other work (CI on a shared runner,
// other test files on both cores). Their timeouts come from here, sized for that, and the CLI runs without blocking
// the test's own event loop (spawnSync froze the in-process platform the child was talking to).
import { spawn } from 'node:child_process';

/** How long one start of an entry point may take to do its work on a loaded machine before it is killed. */
export const PROCESS_RUN_TIMEOUT_MS = 180_000;

/** The timeout of a test that starts processes: a run or two at their limit, and the test's own work. */
export const PROCESS_TEST_TIMEOUT_MS = 400_000;

export type CliRun = { status: number | null; stdout: string; stderr: string };

/** `studyhall <args>` through the real entry point (`cli/main.ts`), killed past `PROCESS_RUN_TIMEOUT_MS`. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/node', ['--import', 'tsx', 'cli/main.ts', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'], timeout: PROCESS_RUN_TIMEOUT_MS });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, stdout, stderr: signal ? `${stderr}\n(killed by ${signal} after ${PROCESS_RUN_TIMEOUT_MS} ms)` : stderr }));
  });
}
