import type { Command } from 'commander';
import type { Platform } from '../modules/platform/index.ts';
import { CliError, printObject, printRows } from './output.ts';

/** Jobs whose retries ran out stay in state failed: that set is the dead-letter queue these commands read. */
export function registerJobsCommands(program: Command, platform: () => Promise<Platform>) {
  const jobs = program.command('jobs').description('Background jobs: queues, the dead-letter queue, retries');

  jobs
    .command('list')
    .description('Every queue with its waiting, active and failed counts')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      const rows = await p.orm.em.getConnection().execute(
        `select q.name as queue,
                count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
                count(j.id) filter (where j.state = 'active')::int as active,
                count(j.id) filter (where j.state = 'completed')::int as completed,
                count(j.id) filter (where j.state = 'failed')::int as failed
         from pgboss.queue q left join pgboss.job j on j.name = q.name
         where q.name not like '\\_\\_pgboss%'
         group by q.name order by q.name`,
      );
      printRows(rows, Boolean(options.json), 'No queues.');
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
      const rows = await p.orm.em.getConnection().execute(
        `select id, name as queue, retry_count as retries, completed_on as failed_at,
                left(coalesce(output->>'message', output::text), 200) as error
         from pgboss.job where state = 'failed' and (?::text is null or name = ?)
         order by completed_on desc nulls last limit ?`,
        [options.queue ?? null, options.queue ?? null, limit],
      );
      printRows(rows, Boolean(options.json), 'No failed jobs.');
    });

  jobs
    .command('retry <id>')
    .description('Send a failed job back to its queue')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new CliError(`"${id}" is not a job id`);
      const p = await platform();
      const [job] = await p.orm.em.getConnection().execute('select name, state from pgboss.job where id = ?', [id]);
      if (!job) throw new CliError(`No job ${id}`);
      if (job.state !== 'failed') throw new CliError(`Job ${id} is ${job.state}, not failed`);
      await p.bus.boss.retry(job.name, id);
      printObject({ retried: id, queue: job.name }, Boolean(options.json));
    });
}
