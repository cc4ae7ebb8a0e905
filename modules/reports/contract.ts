// Reports: what users send when something breaks the rules, and the admin queue's requests and answers. The web
// imports this file for its forms and the queue page.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';

/** What may be reported. 'deck' (flashcard decks) is accepted before decks exist here, so their pages can drop the button in. */
export const REPORT_TARGETS = ['document', 'question', 'deck', 'review'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

export const REPORT_REASONS = ['copyright', 'spam', 'inappropriate', 'wrong-information', 'harassment', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  copyright: 'Copyright infringement',
  spam: 'Spam or advertising',
  inappropriate: 'Inappropriate or offensive',
  'wrong-information': 'Wrong or misleading information',
  harassment: 'Harassment or personal information',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'dismissed', 'taken-down', 'warned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an admin can do with an open report. */
export const REPORT_ACTIONS = ['dismiss', 'take-down', 'warn'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_MESSAGES = {
  received: 'Thanks for letting us know. Our team will review this report.',
  alreadyReported: 'You have already reported this. Our team is reviewing it.',
  notFound: 'We could not find what you are reporting.',
  ownItem: 'You cannot report your own content.',
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved.',
  cannotTakeDown: 'There is nothing to take down: it is no longer public.',
  reasonRequired: 'Give a reason',
  tooMany: 'You have sent several reports in a short time. Please wait a little before sending another.',
} as const;

export const newReport = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetId: z.string().uuid(),
  reason: z.enum(REPORT_REASONS, { message: 'Please choose a reason' }),
  /** What the reporter saw; optional, but most useful for copyright (where the original is). */
  details: z.string().trim().max(2000, 'Keep the details under 2,000 characters').default(''),
});
export type NewReport = z.infer<typeof newReport>;

const target = z.object({
  type: z.enum(REPORT_TARGETS),
  id: z.string().uuid(),
  title: z.string().describe('what the admin sees: the title, the question, or the review text'),
  href: z.string().nullable().describe('the public page, when there is one'),
  ownerId: z.string().uuid().nullable(),
  ownerName: z.string().nullable(),
});

const person = z.object({ id: z.string().uuid(), fullName: z.string(), email: z.string() });

export const reportRow = z.object({
  id: z.string().uuid(),
  target,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: person,
  /** How many reports are open on the same item (this one included): a crowd of them is urgent. */
  openOnTarget: z.number().int(),
  resolvedBy: person.nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const reportsQuery = pageQuery(25).extend({
  status: z.enum(REPORT_STATUSES).optional().describe('default: every status'),
  targetType: z.enum(REPORT_TARGETS).optional(),
  reason: z.enum(REPORT_REASONS).optional(),
  q: z.string().trim().max(200).optional().describe("part of the reporter's name or email, or of the details"),
  sort: z.enum(['created_at', 'open_on_target']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ReportsQuery = z.infer<typeof reportsQuery>;

export const resolveReport = z.object({
  action: z.enum(REPORT_ACTIONS),
  reason: z.string({ error: REPORT_MESSAGES.reasonRequired }).trim().min(1, REPORT_MESSAGES.reasonRequired).max(1000).describe('kept in the audit log; the warning mail quotes it'),
});
export type ResolveReport = z.infer<typeof resolveReport>;

export const reportsRoutes = {
  create: { method: 'post', path: '/api/reports', access: 'user', body: newReport, response: z.object({ id: z.string().uuid(), message: z.string() }), errors: [409, 429] },
  list: { method: 'get', path: '/api/admin/reports', access: 'admin', query: reportsQuery, response: pageOf(reportRow) },
  resolve: {
    errors: [409, 422],
    method: 'post',
    path: '/api/admin/reports/{id}/resolve',
    access: 'admin',
    params: z.object({ id: z.string().uuid() }),
    body: resolveReport,
    response: reportRow,
  },
} as const;
