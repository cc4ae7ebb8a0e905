// The content module's HTTP contract: legal pages and the help centre's FAQ. The web imports this file.
import { z } from 'zod';
import { ANY_PAGE, pageOf, pageQuery } from '../platform/contract.ts';
import { BLOG_STATUSES, blogPostInput, contactMessage, LEGAL_NOTICE_KINDS, type LegalNoticeKind, legalNotice, scholarshipApplication } from './forms.ts';

export {
  BLOG_ADMIN_MESSAGES,
  BLOG_MAX_TAGS,
  BLOG_STATUSES,
  type BlogPostInput,
  type BlogStatus,
  blogPostInput,
  CONTACT_TOPICS,
  type ContactMessage,
  contactMessage,
  countWords,
  ESSAY_WORDS,
  LEGAL_NOTICE_KINDS,
  type LegalNotice,
  type LegalNoticeKind,
  legalNotice,
  type ScholarshipApplication,
  scholarshipApplication,
} from './forms.ts';

/** Spec 001 §2: the help centre's four categories, in this order. */
export const FAQ_CATEGORIES = ['Getting Started', 'Documents', 'Purchases', 'Account & Security'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * The languages the legal pages and the help centre are written in (the platform's LANGUAGES; a contract imports only
 * the platform's contract). English is the source: a text missing in another language is answered in English.
 */
export const CONTENT_LANGUAGES = ['en', 'de', 'es', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** What each text says about its language: the one it is written in, and whether that is English for want of one. */
const served = {
  language: z.enum(CONTENT_LANGUAGES).describe('the language the text is in'),
  fallback: z.boolean().describe('true: the asked language has no (current) text, so this is the English one'),
};

/** `?lang=`: the page's language. Without it, the request's (the language cookie, profile, Accept-Language). */
export const contentLanguageQuery = z.object({ lang: z.enum(CONTENT_LANGUAGES).optional() });

export const LEGAL_SLUGS = [
  'terms',
  'privacy',
  'cookie-policy',
  'code-of-honor',
  'community-guidelines',
  'notice-takedown',
  'refund-policy',
  'file-complaint',
] as const;

export const legalSummary = z.object({
  slug: z.enum(LEGAL_SLUGS),
  title: z.string(),
  description: z.string(),
  updated: z.string().describe('YYYY-MM-DD, the day the text last changed'),
  ...served,
});
export type LegalSummary = z.infer<typeof legalSummary>;

export const legalPage = legalSummary.extend({
  html: z.string().describe('the page rendered from its Markdown file; raw HTML in the source is escaped'),
  headings: z.array(z.object({ id: z.string(), text: z.string() })).describe('the h2 sections, for a table of contents'),
});
export type LegalPage = z.infer<typeof legalPage>;

export const faqEntry = z.object({
  id: z.string().describe('stable anchor, e.g. "how-do-points-work"'),
  category: z.enum(FAQ_CATEGORIES),
  question: z.string(),
  html: z.string().describe('the answer, rendered from Markdown'),
  text: z.string().describe('the answer as plain text, for search and schema.org'),
  ...served,
});
export type FaqEntry = z.infer<typeof faqEntry>;

export const CONTACT_MESSAGES = {
  received: 'Thanks! Your message is on its way. We reply within 24 hours on working days.',
  tooMany: 'You have sent several messages in a short time. Please wait a little before sending another.',
} as const;

export const contentRoutes = {
  legalPages: { method: 'get', path: '/api/content/legal', query: contentLanguageQuery, response: z.object({ items: z.array(legalSummary) }) },
  legalPage: {
    method: 'get',
    path: '/api/content/legal/{slug}',
    params: z.object({ slug: z.string().max(60) }),
    query: contentLanguageQuery,
    response: legalPage,
  },
  contact: {
    errors: [429],
    method: 'post',
    path: '/api/content/contact',
    body: contactMessage,
    response: z.object({ received: z.literal(true), message: z.string() }),
  },
  faq: {
    method: 'get',
    path: '/api/content/faq',
    query: contentLanguageQuery,
    response: z.object({
      language: z.enum(CONTENT_LANGUAGES).describe('the language asked for'),
      categories: z.array(z.enum(FAQ_CATEGORIES)),
      categoryNames: z.record(z.enum(FAQ_CATEGORIES), z.string()).describe('each category named in the language asked for'),
      items: z.array(faqEntry),
    }),
  },
} as const;

/** Where people reach us; the legal texts and the help centre name these addresses. */
export const CONTACT_EMAILS = {
  supportEmail: 'support@studyhall.com',
  privacyEmail: 'privacy@studyhall.com',
  legalEmail: 'legal@studyhall.com',
  careersEmail: 'careers@studyhall.com',
} as const;

// ---- Blog (spec 001 §3 blog entities, §4 like toggle, §7 blog calls, §9 blog constants) ----

/** Spec 001 §9. */
export const BLOG_PAGE_SIZE = 10;
export const BLOG_FEATURED = 3;
export const BLOG_RECENT = 10;
export const BLOG_POPULAR_TAGS = 10;
export const BLOG_RELATED = 3;

const named = z.object({ slug: z.string(), name: z.string() });

export const blogPostCard = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  category: named,
  tags: z.array(named),
  authorName: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  likeCount: z.number().int(),
  featured: z.boolean(),
});
export type BlogPostCard = z.infer<typeof blogPostCard>;

export const blogPost = blogPostCard.extend({
  html: z.string().describe('the article, rendered from its Markdown on save; raw HTML escaped'),
  headings: z.array(z.object({ id: z.string(), text: z.string() })),
  updatedAt: z.string(),
  likedByMe: z.boolean().describe('false for guests'),
  related: z.array(blogPostCard).describe('up to 3 published posts sharing the category or tags'),
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogCategory = named.extend({ description: z.string(), count: z.number().int().describe('published posts') });
export type BlogCategory = z.infer<typeof blogCategory>;
export const blogTag = named.extend({ count: z.number().int() });
export type BlogTag = z.infer<typeof blogTag>;

export const blogListQuery = pageQuery(BLOG_PAGE_SIZE, 50, ANY_PAGE).extend({
  category: z.string().trim().max(80).optional().describe('a category slug'),
  tag: z.string().trim().max(80).optional().describe('a tag slug'),
  q: z.string().trim().max(100).optional().describe('words of the title'),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

const slugParams = z.object({ slug: z.string().max(200) });

export const BLOG_MESSAGES = {
  postNotFound: 'Post not found',
  categoryNotFound: 'Category not found',
} as const;

export const blogRoutes = {
  posts: {
    method: 'get',
    path: '/api/blog/posts',
    query: blogListQuery,
    response: pageOf(blogPostCard),
  },
  featured: { method: 'get', path: '/api/blog/featured', response: z.object({ items: z.array(blogPostCard) }) },
  recent: { method: 'get', path: '/api/blog/recent', response: z.object({ items: z.array(blogPostCard) }) },
  categories: { method: 'get', path: '/api/blog/categories', response: z.object({ items: z.array(blogCategory) }) },
  category: { method: 'get', path: '/api/blog/categories/{slug}', params: slugParams, response: blogCategory },
  tags: { method: 'get', path: '/api/blog/tags', response: z.object({ items: z.array(blogTag) }) },
  post: { method: 'get', path: '/api/blog/posts/{slug}', params: slugParams, response: blogPost },
  like: {
    method: 'post',
    path: '/api/blog/posts/{slug}/like',
    params: slugParams,
    access: 'user',
    response: z.object({ liked: z.boolean(), likeCount: z.number().int() }),
  },
} as const;

// ---- Blog management (admin back office, issue #15) ----

export const ADMIN_BLOG_PAGE_SIZE = 20;

/** A post as the admin list shows it: every status, with the date it goes (or went) live. */
export const adminBlogPost = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string().nullable().describe('when it goes or went live; null for a draft never dated'),
  live: z.boolean().describe('readers can see it now: not a draft, and its time has come'),
  category: named,
  tags: z.array(named),
  featured: z.boolean(),
  likeCount: z.number().int(),
  authorName: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/** One post for the editor: the list's facts and its sources. */
export const adminBlogPostDetail = adminBlogPost.extend({ excerpt: z.string(), markdown: z.string() });
export type AdminBlogPostDetail = z.infer<typeof adminBlogPostDetail>;

export const adminBlogListQuery = pageQuery(ADMIN_BLOG_PAGE_SIZE).extend({
  q: z.string().trim().max(100).optional().describe('words of the title'),
  status: z.enum(BLOG_STATUSES).optional(),
  category: z.string().trim().max(80).optional().describe('a category slug'),
});

const idParams = z.object({ id: z.string().uuid() });

export const blogAdminRoutes = {
  list: {
    method: 'get',
    path: '/api/admin/blog/posts',
    access: 'admin',
    query: adminBlogListQuery,
    response: pageOf(adminBlogPost),
  },
  show: { method: 'get', path: '/api/admin/blog/posts/{id}', access: 'admin', params: idParams, response: adminBlogPostDetail },
  create: { method: 'post', path: '/api/admin/blog/posts', access: 'admin', body: blogPostInput, response: adminBlogPostDetail, errors: [409] },
  update: { method: 'put', path: '/api/admin/blog/posts/{id}', access: 'admin', params: idParams, body: blogPostInput, response: adminBlogPostDetail, errors: [409] },
  remove: { method: 'delete', path: '/api/admin/blog/posts/{id}', access: 'admin', params: idParams, response: z.object({ deleted: z.literal(true) }) },
  preview: {
    method: 'post',
    path: '/api/admin/blog/preview',
    access: 'admin',
    body: z.object({ markdown: z.string().max(100_000) }),
    response: z.object({ html: z.string(), headings: z.array(z.object({ id: z.string(), text: z.string() })), readingMinutes: z.number().int() }),
  },
} as const;

// --- the scholarship application and the legal-notice forms (notice and takedown, complaint), and their admin
// queues (issue #15) ---

/** The legal page each form sits under. */
export const LEGAL_NOTICE_PAGE: Record<string, LegalNoticeKind> = { 'notice-takedown': 'takedown', 'file-complaint': 'complaint' };

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
  pageQuery(25).extend({
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

const received = z.object({ received: z.literal(true), message: z.string() });

export const formRoutes = {
  apply: { method: 'post', path: '/api/content/scholarships/apply', body: scholarshipApplication, response: received, errors: [429] },
  notice: { method: 'post', path: '/api/content/legal-notices', body: legalNotice, response: received, errors: [429] },
  scholarships: { method: 'get', path: '/api/admin/scholarships', access: 'admin', query: scholarshipQuery, response: pageOf(scholarshipRow) },
  scholarshipStatus: {
    errors: [409],
    method: 'post',
    path: '/api/admin/scholarships/{id}/status',
    access: 'admin',
    params: idParams,
    body: z.object({ status: z.enum(SCHOLARSHIP_STATUSES), reason }),
    response: scholarshipRow,
  },
  notices: { method: 'get', path: '/api/admin/legal-notices', access: 'admin', query: legalNoticeQuery, response: pageOf(legalNoticeRow) },
  noticeAction: { method: 'post', path: '/api/admin/legal-notices/{id}/actions', access: 'admin', params: idParams, body: noticeAction, response: legalNoticeRow, errors: [409, 422] },
} as const;
