
import type { ApiRouter, Platform } from '../platform/index.ts';
import { REPORT_MESSAGES, reportsRoutes as r } from './contract.ts';
import { fileReport, listReports, resolve } from './reports.ts';

export function mountReportsRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.create, summary: 'Report a document, homework question, flashcard deck or review; one open report per user and item' }, async ({ user, em, body }) => {
    const id = await fileReport(em, user.id, body);
    return { id, message: REPORT_MESSAGES.received };
  });

  api.add({ ...r.list, summary: 'The reports queue: filter by status, kind, reason and reporter, sorted and paged' }, async ({ em, query }) => {
    return listReports(em, query);
  });

  api.add({ ...r.resolve, status: 200, summary: 'Dismiss, take down or warn the owner; written to the admin audit log with the reason' }, async ({ user: admin, em, params, body }) => {
    return await resolve(platform, em, { reportId: params.id, action: body.action, reason: body.reason, adminId: admin.id });
  });
}
