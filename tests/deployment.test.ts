// The production shape (Dockerfile, docker-compose.yml, deploy/) stays in step with the code: these machines have no
// Docker engine, so what can drift is checked here. Services run built images (no source mounts) from Dockerfile
// targets that exist; every command runs an entry file or npm script the repository has; every variable compose
// gives the app is one the app reads; every queue of the registry is served by some worker pool; what the running
// processes import is a production dependency.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema } from '../config/index.ts';
import { PROCESS_QUEUE } from '../modules/documents/index.ts';
import { KEEP_ALIVE_MS, queueSelected } from '../modules/platform/index.ts';
import { bootHarness, type Harness } from './support/http-harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: { context: string; target: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  volumes?: string[];
  security_opt?: string[];
  cap_add?: string[];
};
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const appServices = Object.entries(services).filter(([, s]) => s.image?.startsWith('studyhall-'));
const workerPools = appServices.filter(([, s]) => s.environment?.WORKER_QUEUES !== undefined || String(s.command).includes('worker/main.ts'));
const dockerfile = read('Dockerfile');
const pkg = JSON.parse(read('package.json'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe('docker-compose.yml and the Dockerfile', () => {
  it('runs PostgreSQL, Meilisearch, a migration, api replicas behind a proxy and worker pools', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'meilisearch', 'migrate', 'api', 'proxy']));
    expect((services.api as { deploy?: { replicas?: number } }).deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(workerPools.length).toBeGreaterThanOrEqual(2);
    expect(existsSync(path.join(root, 'deploy/Caddyfile'))).toBe(true);
  });

  it('runs built images, never the source tree mounted into a stock image', () => {
    for (const [name, service] of appServices) {
      for (const volume of service.volumes ?? []) expect(volume, `${name} mounts ${volume}`).not.toMatch(/^\.\.?(\/|:)/);
    }
    const targets = new Set([...dockerfile.matchAll(/^FROM \S+ AS ([\w-]+)/gm)].map((m) => m[1]));
    for (const [name, service] of appServices) {
      if (service.build) expect(targets, `${name} builds target ${service.build.target}`).toContain(service.build.target);
    }
    expect(targets).toEqual(expect.objectContaining(new Set(['api', 'worker', 'prod-deps', 'web'])));
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(dockerfile).toMatch(/^USER node$/m);
  });

  it('runs only entry files and npm scripts the repository has', () => {
    const commands = [
      ...appServices.map(([name, s]) => [name, Array.isArray(s.command) ? s.command : s.command ? [s.command] : []] as const),
      ...[...dockerfile.matchAll(/^CMD (\[.+\])$/gm)].map((m) => ['Dockerfile CMD', JSON.parse(m[1]!) as string[]] as const),
    ];
    expect(commands.length).toBeGreaterThan(4);
    for (const [name, command] of commands) {
      if (command[0] === 'npm') {
        expect(pkg.scripts[command[2]!], `${name}: npm run ${command[2]}`).toBeTruthy();
        continue;
      }
      if (command.length === 0) continue; // the image's CMD
      expect(command.slice(0, 3), name).toEqual(['node', '--import', 'tsx']);
      expect(existsSync(path.join(root, command[3]!)), `${name} runs ${command[3]}`).toBe(true);
    }
  });

  it('gives the app only variables the app reads', () => {
    const known = new Set(Object.keys(configSchema.shape));
    const sources = ['modules', 'config', 'worker', 'cli'].flatMap((dir) => sourceFiles(path.join(root, dir))).map((f) => readFileSync(f, 'utf8'));
    const readSomewhere = (name: string) => sources.some((text) => new RegExp(`\\b${name}\\b`).test(text));
    const names = new Set(appServices.flatMap(([, s]) => Object.keys(s.environment ?? {})));
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) expect(known.has(name) || readSomewhere(name), `${name} is set by compose but read by nothing`).toBe(true);
  });

  it('lets only the pool that converts documents start bubblewrap, under our profile that refuses the escape-prone kernel calls', () => {
    const converting = workerPools.filter(([, s]) => queueSelected(s.environment?.WORKER_QUEUES?.split(',') ?? [], PROCESS_QUEUE));
    expect(converting.map(([name]) => name)).toEqual(['worker-documents']);
    for (const [name, service] of appServices) {
      expect(service.cap_add, `${name} adds no capability`).toBeUndefined();
      if (name !== 'worker-documents') expect(service.security_opt, `${name} keeps Docker's defaults`).toBeUndefined();
    }
    const options = services['worker-documents']!.security_opt ?? [];
    expect(options).toContain('apparmor=unconfined');
    const file = options.find((o) => o.startsWith('seccomp='))?.slice('seccomp='.length) ?? '';
    const profile = JSON.parse(read(file)) as { defaultAction: string; syscalls: { names: string[]; action: string }[] };
    const refused = new Set(profile.syscalls.filter((r) => r.action === 'SCMP_ACT_ERRNO').flatMap((r) => r.names));
    // The namespace calls bubblewrap makes stay open; the kernel surfaces behind most container escapes are shut.
    for (const call of ['clone', 'unshare', 'mount', 'umount2', 'pivot_root', 'setns', 'read', 'execve']) expect(refused.has(call), call).toBe(false);
    for (const call of ['bpf', 'perf_event_open', 'userfaultfd', 'keyctl', 'open_by_handle_at', 'kexec_load', 'init_module', 'ptrace']) {
      expect(refused.has(call), call).toBe(true);
    }
    expect(dockerfile).toMatch(/bubblewrap/);
  });

  it('keeps what the running processes import among the production dependencies', () => {
    expect(pkg.dependencies.tsx, 'the images run TypeScript through tsx').toBeTruthy();
    expect(pkg.devDependencies.tsx).toBeUndefined();
  });
});

describe('worker pools', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await bootHarness();
  }, 120_000);
  afterAll(() => h?.close());

  it('stops an api replica the way the proxy needs: drain longer than two health checks, grace longer than the drain', () => {
    const caddyfile = read('deploy/Caddyfile');
    const seconds = (value: string) => Number(/^(\d+)s$/.exec(value)?.[1] ?? Number.NaN);
    const directive = (name: string) => new RegExp(`^\\s*${name}\\s+(\\S+)$`, 'm').exec(caddyfile)?.[1] ?? '';
    expect(directive('health_uri')).toBe('/api/ready');
    expect(directive('lb_try_duration')).toMatch(/^\d+s$/);
    const api = services.api as Service & { stop_grace_period?: string };
    const drainMs = Number(api.environment?.SHUTDOWN_DRAIN_MS);
    expect(drainMs).toBeGreaterThan(2 * seconds(directive('health_interval')) * 1000);
    expect(seconds(api.stop_grace_period ?? '')).toBeGreaterThan(drainMs / 1000);
    // The proxy closes an idle upstream connection before the api would.
    expect(seconds(directive('keepalive')) * 1000).toBeLessThan(KEEP_ALIVE_MS);
  });

  it('serve every queue of the registry, each by exactly one pool', () => {
    const queues = h.platform.bus.definitions.map((d) => d.queue);
    expect(queues.length).toBeGreaterThan(10);
    const filters = workerPools.map(([name, s]) => [name, (s.environment?.WORKER_QUEUES ?? '').split(',').map((f) => f.trim()).filter(Boolean)] as const);
    for (const queue of queues) {
      const serving = filters.filter(([, filter]) => queueSelected(filter, queue)).map(([name]) => name);
      expect(serving, `${queue} is served by ${serving.join(', ') || 'no pool'}`).toHaveLength(1);
    }
  });
});
