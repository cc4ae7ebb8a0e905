import type { Command } from 'commander';
import { failedJobs, type Platform, queueCounts, retryFailedJob } from '../modules/platform/index.ts';
import { CliError, printObject, printRows } from '../modules/platform/index.ts';

/** Jobs whose retries ran out stay in state failed: that set is the dead-letter queue these commands read. */
export function registerJobsCommands(program: Command, platform: () => Promise<Platform>) {
  const jobs = program.command('jobs').description('Background jobs: queues, the dead-letter queue, retries');

  jobs
    .command('list')
    .description('Every queue with its waiting, active, completed and failed counts')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      printRows(await queueCounts(p.orm.em.fork()), Boolean(options.json), 'No queues.');
    });

  jobs
    .command('failed')
    .description('Jobs that failed after every retry (the dead-letter queue), newest first')
    .option('--queue <name>', 'only this queue')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (options: { queue?: string; limit: string; json?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive whole number');
      const p = await platform();
      printRows(await failedJobs(p.orm.em.fork(), { queue: options.queue, limit }), Boolean(options.json), 'No failed jobs.');
    });

  jobs
    .command('retry <id>')
    .description('Send a failed job back to its queue')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const p = await platform();
      const retried = await retryFailedJob(p.orm.em.fork(), p.bus, id);
      printObject({ retried: retried.id, queue: retried.queue }, Boolean(options.json));
    });
}
