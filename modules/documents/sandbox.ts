// The box LibreOffice runs in: a seller's file is untrusted input to a large C++ program, so the converter gets
// none of our environment (no database URL, payment keys or app secret), no network, capped CPU time and address
// space, and its own process group, killed whole on timeout. Under bubblewrap it also sees only the system's
// programs, libraries and fonts plus its own directory: not DATA_DIR (the app secret file, the blobs), not .env, not
// other processes or their environments (a document's links or fields could otherwise pull a local file into the
// PDF its seller then downloads). Where bubblewrap cannot run, the command is refused unless development allows it
// unboxed (unshare then still takes the network where it can). The launcher is command-agnostic, so the test runs
// small commands through the very same path.
import { execFile, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { logger } from '../platform/index.ts';

export type Isolation = 'bwrap' | 'unshare' | 'none';
export type SandboxOptions = {
  /** HOME and TMPDIR of the child: a private directory the caller removes afterwards. */
  home: string;
  /** Wall-clock limit; the CPU-time limit is the same number of seconds. */
  timeoutMs: number;
  /** Address-space limit of every process in the box. */
  memoryBytes: number;
  /**
   * Run without bubblewrap when this machine cannot start it (DOCUMENTS_CONVERTER_UNSANDBOXED=allow, never in
   * production): unshare takes only the network, and neither hides our processes' environments (`/proc/1/environ`)
   * or DATA_DIR from the converter.
   */
  allowUnboxed: boolean;
  /** How this machine can box a command: the probe below unless a test stands in for it. */
  probe?: () => Promise<Isolation>;
};

/** The command was not run: only bubblewrap boxes it, bubblewrap cannot run here, and running unboxed is not allowed. */
export class SandboxUnavailable extends Error {
  constructor(readonly isolation: Isolation) {
    super(`bubblewrap cannot run here (isolation: ${isolation}) and DOCUMENTS_CONVERTER_UNSANDBOXED is not allow`);
    this.name = 'SandboxUnavailable';
  }
}
export type SandboxResult = { code: number | null; output: string; timedOut: boolean };

/** What a converter reads of the system, read-only: programs, libraries, fonts and their configuration. */
const SYSTEM_PATHS = [
  '/usr', '/bin', '/lib', '/lib64', '/sbin', '/opt', '/etc/alternatives', '/etc/fonts', '/etc/ld.so.cache', '/etc/libreoffice',
  '/etc/passwd', '/etc/group', '/etc/localtime', '/var/cache/fontconfig',
];

/**
 * bubblewrap: fresh network (only lo), process, IPC and host-name namespaces; an empty /tmp; the system read-only,
 * the command's own directory read-only (a converter installed elsewhere), `home` writable. No --new-session: the
 * box stays in our process group, so one kill reaches everything in it.
 */
function bwrapArgs(home: string, command: string): string[] {
  const readOnly = [...SYSTEM_PATHS, path.dirname(command)];
  return [
    '--unshare-net', '--unshare-pid', '--unshare-ipc', '--unshare-uts', '--die-with-parent',
    '--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp',
    ...readOnly.flatMap((p) => ['--ro-bind-try', p, p]),
    '--bind', home, home, '--chdir', home, '--',
  ];
}
const DEFAULT_PATH = '/usr/local/bin:/usr/bin:/bin';
/** Output kept for error messages: the tail is where converters say what went wrong. */
const OUTPUT_TAIL = 4000;

const succeeds = (file: string, args: string[]) =>
  new Promise<boolean>((resolve) => {
    execFile(file, args, { timeout: 10_000, env: { PATH: process.env.PATH || DEFAULT_PATH } }, (error) => resolve(!error));
  });

let probe: Promise<Isolation> | null = null;

/** How this machine can take the network from a child: probed once per process, and said once when it cannot. */
export function networkIsolation(): Promise<Isolation> {
  probe ??= (async (): Promise<Isolation> => {
    if (await succeeds('bwrap', [...bwrapArgs(os.tmpdir(), '/usr/bin/true'), 'true'])) return 'bwrap';
    const fallback = (await succeeds('unshare', ['--net', '--', 'true'])) ? 'unshare' : 'none';
    logger('documents').warn(
      { isolation: fallback },
      'bubblewrap cannot run here, so document conversions are refused unless DOCUMENTS_CONVERTER_UNSANDBOXED=allow (development only); in Docker, run the documents worker with deploy/seccomp-converter.json (modules/documents/README.md)',
    );
    return fallback;
  })();
  return probe;
}

/** Everything the child sees of the environment: a PATH, its own HOME and temp directory, a UTF-8 locale. */
export function sandboxEnv(home: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH || DEFAULT_PATH, HOME: home, TMPDIR: home, LANG: 'C.UTF-8' };
}

/** The argv that runs `command` under the limits (a POSIX shell's ulimit, then exec) inside the isolation. */
export function sandboxArgv(isolation: Isolation, command: string, args: string[], options: SandboxOptions): string[] {
  const kib = Math.ceil(options.memoryBytes / 1024);
  const cpuSeconds = Math.max(1, Math.ceil(options.timeoutMs / 1000));
  // One ulimit per limit: dash takes a single option per call. No core files of a crashed converter.
  const limits = `ulimit -v ${kib} && ulimit -t ${cpuSeconds} && ulimit -c 0 && exec "$@"`;
  const limited = ['sh', '-c', limits, 'sh', command, ...args];
  if (isolation === 'bwrap') return ['bwrap', ...bwrapArgs(options.home, command), ...limited];
  if (isolation === 'unshare') return ['unshare', '--net', '--', ...limited];
  return limited;
}

/** Runs `command` in the box; the whole process group is killed when the wall-clock limit passes. */
export async function runSandboxed(command: string, args: string[], options: SandboxOptions): Promise<SandboxResult> {
  const isolation = await (options.probe ?? networkIsolation)();
  if (isolation !== 'bwrap' && !options.allowUnboxed) throw new SandboxUnavailable(isolation);
  const [file, ...argv] = sandboxArgv(isolation, command, args, options);
  return new Promise((resolve, reject) => {
    // detached: its own process group (no bwrap --new-session), so one kill reaches LibreOffice's helpers too.
    const child = spawn(file!, argv, { cwd: options.home, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: sandboxEnv(options.home) });
    let output = '';
    let timedOut = false;
    const keep = (chunk: Buffer) => {
      output = (output + chunk).slice(-OUTPUT_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, options.timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}
