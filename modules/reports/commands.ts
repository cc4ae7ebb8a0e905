// `studyhall reports list|resolve`: the reports queue for an operator. `resolve` acts as the admin named by --by
// (an active admin) and writes the same audit entry as the admin page.
import type { Command } from 'commander';
import { profileByEmail } from '../accounts/index.ts';
import { HttpError, type Platform, printObject, printRows } from '../platform/index.ts';
import { REPORT_ACTIONS, REPORT_STATUSES, type ReportAction, type ReportRow, type ReportStatus } from './contract.ts';
import { listReports, resolve } from './reports.ts';

const summary = (r: ReportRow) => ({
  id: r.id, status: r.status, type: r.target.type, target: r.target.title, reason: r.reason, reporter: r.reporter.email, open: r.openOnTarget, createdAt: r.createdAt,
});

export function registerReportsCommands(program: Command, platform: () => Promise<Platform>) {
  const reports = program.command('reports').description('Reported documents, questions, decks and reviews');

  reports
    .command('list')
    .description('Reports, newest first')
    .option('--status <status>', `one of ${REPORT_STATUSES.join(', ')}`, 'open')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (o: { status: string; limit: string; json?: boolean }) => {
      if (!REPORT_STATUSES.includes(o.status as ReportStatus)) throw new Error(`--status must be one of ${REPORT_STATUSES.join(', ')}`);
      const limit = Number(o.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new Error('--limit must be a whole number from 1 to 100');
      const p = await platform();
      const page = await listReports(p.orm.em.fork(), { status: o.status as ReportStatus, page: 1, pageSize: limit, sort: 'created_at', order: 'desc' });
      printRows(page.items.map(summary), Boolean(o.json), 'No reports.');
    });

  reports
    .command('resolve <id> <action>')
    .description(`Decide a report: ${REPORT_ACTIONS.join(', ')}`)
    .requiredOption('--by <email>', 'the admin deciding (recorded in the audit log)')
    .requiredOption('--reason <text>', 'why (recorded in the audit log; a warning mail quotes it)')
    .option('--json', 'print JSON')
    .action(async (id: string, action: string, o: { by: string; reason: string; json?: boolean }) => {
      if (!REPORT_ACTIONS.includes(action as ReportAction)) throw new Error(`action must be one of ${REPORT_ACTIONS.join(', ')}`);
      const reason = o.reason.trim();
      if (!reason) throw new Error('--reason must not be empty');
      const p = await platform();
      const operator = await profileByEmail(p.orm.em.fork(), o.by);
      if (operator?.role !== 'admin' || operator.status !== 'active') throw new Error(`--by ${o.by} is not an active admin`);
      try {
        const done = await resolve(p, p.orm.em.fork(), { reportId: id, action: action as ReportAction, reason, adminId: operator.id });
        printObject(summary(done), Boolean(o.json));
      } catch (error) {
        if (error instanceof HttpError) throw new Error(error.message);
        throw error;
      }
    });
}
