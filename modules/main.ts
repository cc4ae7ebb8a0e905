// api entry. `npm run api` serves HTTP only; `npm start` (--all) also migrates, seeds on first start, builds
// the web app when it is missing or stale, and runs the worker in the same process.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfigFromProcess } from '../config/index.ts';
import { bootPlatform, createServerApp, drainAndClose, isEntryPoint, listen, listenForMetrics, logger, type Platform, WEB_DIST, WEB_DIST_SSR } from './platform/index.ts';
import { migrations, modules } from './registry.ts';
import { seedAll } from './seed.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../web');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'dist-ssr' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The browser build and the server render of the public pages, when either is missing or older than the sources. */
export async function buildWebIfNeeded(): Promise<void> {
  const built = [path.join(WEB_DIST, 'index.html'), path.join(WEB_DIST_SSR, 'entry-server.js')];
  const sources = newestMtime(WEB_SRC);
  if (built.every((file) => existsSync(file) && statSync(file).mtimeMs >= sources)) return;
  logger('boot').info('building the web app (first start or changed sources)');
  const { build } = await import('vite');
  const configFile = path.join(WEB_SRC, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
}

export async function startApi(config: Config, options: { all: boolean }) {
  const log = logger('api');
  if (options.all) await buildWebIfNeeded();
  const platform: Platform = await bootPlatform(config, { modules, migrations, migrate: options.all, realtime: true });
  if (options.all && config.SEED_DEMO_DATA) {
    const report = await seedAll(platform);
    log.info({ report }, 'demo data ready');
  }
  const served = options.all ? await platform.bus.work(config.WORKER_QUEUES?.split(',').filter(Boolean), config.WORKER_CONCURRENCY) : [];
  const { app, drain } = createServerApp(platform, { warmCompression: true });
  const server = await listen(app, config.PORT, config.HOST);
  const metrics = await listenForMetrics(platform);
  log.info({ url: config.publicUrl, worker: served.length > 0 }, `Studyhall is running at ${config.publicUrl}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM comes from an orchestrator whose balancer needs the drain; Ctrl-C in a terminal has no balancer to wait for.
    const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
    log.info({ signal, drainMs }, 'shutting down: draining, then finishing requests and in-flight jobs');
    await drainAndClose(server, drain, { drainMs, endStreams: async () => platform.realtime?.stop() });
    metrics?.close();
    await platform.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return { platform, server, stop };
}

if (isEntryPoint(import.meta.url)) {
  try {
    await startApi(loadConfigFromProcess(), { all: process.argv.includes('--all') });
  } catch (error) {
    if (error instanceof ConfigError || (error as Error | undefined)?.name === 'DatabaseBehindError') {
      console.error((error as Error).message);
    } else {
      console.error(error);
    }
    process.exit(1);
  }
}
