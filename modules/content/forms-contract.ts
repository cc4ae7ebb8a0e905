// The scholarship application and the legal-notice forms (notice and takedown, complaint), and their admin
// queues. The web imports this file for the forms and the two admin pages.
import { z } from 'zod';
import { contactMessage } from './contract.ts';

/** Name, email and the honeypot read exactly as on the contact form. */
const { name, email, website } = contactMessage.shape;

export const ESSAY_WORDS = { min: 200, max: 1000 } as const;
export const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

export const scholarshipApplication = z.object({
  name,
  email,
  university: z.string().trim().min(1, 'Please enter your university').max(200, 'Keep it under 200 characters'),
  course: z.string().trim().min(1, 'Please enter your course').max(200, 'Keep it under 200 characters'),
  essay: z
    .string()
    .trim()
    .max(10_000, `Keep your essay under ${ESSAY_WORDS.max} words`)
    .refine((t) => countWords(t) >= ESSAY_WORDS.min, `Your essay needs at least ${ESSAY_WORDS.min} words`)
    .refine((t) => countWords(t) <= ESSAY_WORDS.max, `Keep your essay under ${ESSAY_WORDS.max} words`),
  website,
});
export type ScholarshipApplication = z.infer<typeof scholarshipApplication>;

export const LEGAL_NOTICE_KINDS = ['takedown', 'complaint'] as const;
export type LegalNoticeKind = (typeof LEGAL_NOTICE_KINDS)[number];
/** The legal page each form sits under. */
export const LEGAL_NOTICE_PAGE: Record<string, LegalNoticeKind> = { 'notice-takedown': 'takedown', 'file-complaint': 'complaint' };

export const legalNotice = z
  .object({
    kind: z.enum(LEGAL_NOTICE_KINDS),
    name,
    email,
    concerns: z.string().trim().min(1, 'Please give the URL or the document concerned').max(500, 'Keep it under 500 characters'),
    claim: z.string().trim().min(20, 'Please tell us a little more (at least 20 characters)').max(5000, 'Keep it under 5,000 characters'),
    goodFaith: z.boolean().default(false),
    website,
  })
  .refine((n) => n.kind !== 'takedown' || n.goodFaith, { path: ['goodFaith'], message: 'Please confirm the good-faith statement' });
export type LegalNotice = z.infer<typeof legalNotice>;

export const SCHOLARSHIP_STATUSES = ['new', 'shortlisted', 'awarded', 'declined'] as const;
export type ScholarshipStatus = (typeof SCHOLARSHIP_STATUSES)[number];
export const LEGAL_NOTICE_STATUSES = ['received', 'reviewing', 'actioned', 'rejected'] as const;
export type LegalNoticeStatus = (typeof LEGAL_NOTICE_STATUSES)[number];

export const FORM_MESSAGES = {
  applicationReceived: 'Thanks! Your application is in. We sent you a receipt and will write to you after the deadline.',
  noticeReceived: 'Thanks. Your notice is in. A person on our team reviews it and writes to you with the decision.',
  tooMany: 'You have sent several forms in a short time. Please wait a little before sending another.',
  notFound: 'Not found',
  reasonRequired: 'Give a reason',
  sameStatus: 'It already has this status.',
  documentNotFound: 'No document matches this URL, slug or id.',
  replyRequired: 'Write the reply',
} as const;

const reason = z.string({ error: FORM_MESSAGES.reasonRequired }).trim().min(1, FORM_MESSAGES.reasonRequired).max(1000);

const queueQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    status: z.enum(statuses).optional().describe('default: every status'),
    q: z.string().trim().max(200).optional().describe('part of the name or email'),
    order: z.enum(['asc', 'desc']).default('desc'),
  });
export const scholarshipQuery = queueQuery(SCHOLARSHIP_STATUSES);
export type ScholarshipQuery = z.infer<typeof scholarshipQuery>;
export const legalNoticeQuery = queueQuery(LEGAL_NOTICE_STATUSES).extend({ kind: z.enum(LEGAL_NOTICE_KINDS).optional() });
export type LegalNoticeQuery = z.infer<typeof legalNoticeQuery>;

export const scholarshipRow = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  university: z.string(),
  course: z.string(),
  essay: z.string(),
  words: z.number().int(),
  status: z.enum(SCHOLARSHIP_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ScholarshipRow = z.infer<typeof scholarshipRow>;

export const legalNoticeRow = z.object({
  id: z.string().uuid(),
  kind: z.enum(LEGAL_NOTICE_KINDS),
  name: z.string(),
  email: z.string(),
  concerns: z.string(),
  claim: z.string(),
  goodFaith: z.boolean(),
  documentId: z.string().uuid().nullable().describe('the document taken down because of this notice'),
  status: z.enum(LEGAL_NOTICE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LegalNoticeRow = z.infer<typeof legalNoticeRow>;

export const noticeAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('status'), status: z.enum(LEGAL_NOTICE_STATUSES), reason }),
  z.object({
    action: z.literal('take-down'),
    document: z.string().trim().min(1, FORM_MESSAGES.documentNotFound).max(500).describe("the document's URL, slug or id"),
    reason,
  }),
  z.object({ action: z.literal('reply'), message: z.string().trim().min(1, FORM_MESSAGES.replyRequired).max(5000), reason: reason.optional() }),
]);
export type NoticeAction = z.infer<typeof noticeAction>;

const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
const id = z.object({ id: z.string().uuid() });
const received = z.object({ received: z.literal(true), message: z.string() });

export const formRoutes = {
  apply: { method: 'post', path: '/api/content/scholarships/apply', body: scholarshipApplication, response: received },
  notice: { method: 'post', path: '/api/content/legal-notices', body: legalNotice, response: received },
  scholarships: { method: 'get', path: '/api/admin/scholarships', access: 'admin', query: scholarshipQuery, response: pageOf(scholarshipRow) },
  scholarshipStatus: {
    method: 'post',
    path: '/api/admin/scholarships/{id}/status',
    access: 'admin',
    params: id,
    body: z.object({ status: z.enum(SCHOLARSHIP_STATUSES), reason }),
    response: scholarshipRow,
  },
  notices: { method: 'get', path: '/api/admin/legal-notices', access: 'admin', query: legalNoticeQuery, response: pageOf(legalNoticeRow) },
  noticeAction: { method: 'post', path: '/api/admin/legal-notices/{id}/actions', access: 'admin', params: id, body: noticeAction, response: legalNoticeRow },
} as const;
