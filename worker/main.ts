// worker entry: serves every module's queues, or those --queues / WORKER_QUEUES select (`mail` serves mail.*,
// `!documents` excludes documents.*). SIGTERM finishes in-flight jobs before exit.
import { Command } from 'commander';
import { ConfigError, loadConfigFromProcess } from '../config/index.ts';
import { bootPlatform, isEntryPoint, listenForMetrics, logger } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';

export async function startWorker(queues: string[]) {
  const config = loadConfigFromProcess();
  const log = logger('worker');
  const platform = await bootPlatform(config, { modules, migrations });
  const served = await platform.bus.work(queues, config.WORKER_CONCURRENCY);
  log.info({ queues: served }, `worker serving ${served.length} queue(s)`);
  const metrics = await listenForMetrics(platform);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'worker stopping: finishing in-flight jobs');
    metrics?.close();
    await platform.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return { platform, served };
}

if (isEntryPoint(import.meta.url)) {
  const program = new Command('worker')
    .description('Serve Studyhall job queues')
    .option('--queues <names>', 'comma-separated queue names or families, !name to exclude one (default: all)')
    .parse();
  const { queues } = program.opts<{ queues?: string }>();
  const env = process.env.WORKER_QUEUES;
  try {
    await startWorker((queues ?? env ?? '').split(',').map((q) => q.trim()).filter(Boolean));
  } catch (error) {
    console.error(error instanceof ConfigError || (error as Error).name === 'DatabaseBehindError' ? (error as Error).message : error);
    process.exit(1);
  }
}
