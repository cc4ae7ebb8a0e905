// The admin's Emails page: the platform's mail outbox, searched, with each message and its delivery state, and
// resend. The web imports this file.
import { z } from 'zod';
import { ANY_PAGE, pageOf, pageQuery } from '../platform/contract.ts';

export const MAIL_STATUSES = ['queued', 'stored', 'sent', 'failed'] as const;

export const mailRow = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.string().describe("what sent it: 'accounts.verify-email', 'reports.warning', ..."),
  status: z.enum(MAIL_STATUSES).describe('stored: kept in the outbox (no SMTP configured); sent: handed to SMTP'),
  attempts: z.number().int(),
  error: z.string().nullable(),
  providerMessageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailRow = z.infer<typeof mailRow>;
export const mailDetail = mailRow.extend({ text: z.string(), html: z.string().nullable() });
export type MailDetail = z.infer<typeof mailDetail>;

export const mailQuery = pageQuery(25, 100, ANY_PAGE).extend({
  q: z.string().trim().max(200).optional().describe('part of the address or the subject'),
  status: z.enum(MAIL_STATUSES).optional(),
  kind: z.string().trim().max(80).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const resendBody = z.object({ reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(1000) });

const idParams = z.object({ id: z.string().uuid() });

export const emailsRoutes = {
  list: {
    method: 'get', path: '/api/admin/emails', access: 'admin', query: mailQuery,
    response: pageOf(mailRow),
  },
  detail: { method: 'get', path: '/api/admin/emails/{id}', access: 'admin', params: idParams, response: mailDetail },
  resend: { method: 'post', path: '/api/admin/emails/{id}/resend', access: 'admin', params: idParams, body: resendBody, response: mailDetail },
} as const;
