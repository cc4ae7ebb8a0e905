// The forms anyone can send (contact, the scholarship application, the legal notices) and the blog editor's, checked
// in the browser as they are filled in, with the rules the api applies. Their own file, apart from contract.ts which
// re-exports them: the pages that only show content (blog, help, legal, company pages) never load the validation
// library, only the pages with these forms do (web/build/contracts-for-the-browser.ts).
import { z } from 'zod';

/** What a visitor can write to us about (the /contact form's topics). */
export const CONTACT_TOPICS = [
  'General question',
  'Purchases and refunds',
  'Selling and earnings',
  'Account and security',
  'Complaint',
  'Press and partnerships',
] as const;

export const contactMessage = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Keep your name under 100 characters'),
  email: z.string().trim().toLowerCase().email('Please enter a valid email address').max(254),
  topic: z.enum(CONTACT_TOPICS, { message: 'Please choose a topic' }),
  message: z
    .string()
    .trim()
    .min(20, 'Please tell us a little more (at least 20 characters)')
    .max(5000, 'Keep your message under 5,000 characters'),
  /** The honeypot: hidden from people, filled in by bots. A filled one is accepted and dropped. */
  website: z.string().max(500).optional(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** Name, email and the honeypot read exactly as on the contact form (one `const` each, not a destructuring: see
 * web/build/contracts-for-the-browser.ts). */
const name = contactMessage.shape.name;
const email = contactMessage.shape.email;
const website = contactMessage.shape.website;

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

// ---- The blog editor (admin back office, issue #15) ----

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_MAX_TAGS = 10;

export const BLOG_ADMIN_MESSAGES = {
  titleLength: 'The title must be 3 to 200 characters',
  slugFormat: 'Use lowercase letters, numbers and hyphens',
  markdownRequired: 'Write the article',
  categoryRequired: 'Choose or type a category',
  tooManyTags: `At most ${BLOG_MAX_TAGS} tags`,
  futureDate: 'A scheduled post needs a date in the future',
  publishedInFuture: 'A post dated in the future is scheduled, not published',
  slugTaken: (slug: string) => `A post already uses the address /blog/${slug}. Choose another slug.`,
} as const;

/** The editor's form, checked the same way in the browser and on the server. */
export const blogPostInput = z
  .object({
    title: z.string().trim().min(3, BLOG_ADMIN_MESSAGES.titleLength).max(200, BLOG_ADMIN_MESSAGES.titleLength),
    /** Blank: made from the title. */
    slug: z
      .string()
      .trim()
      .max(200)
      .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, BLOG_ADMIN_MESSAGES.slugFormat)
      .optional()
      .transform((s) => s || undefined),
    excerpt: z.string().trim().max(500, 'Keep the excerpt under 500 characters').default(''),
    markdown: z.string().trim().min(1, BLOG_ADMIN_MESSAGES.markdownRequired).max(100_000, 'Keep the article under 100,000 characters'),
    /** An existing category by its slug, or a new one by its name (its slug is made from the name). */
    category: z.object({
      name: z.string().trim().min(1, BLOG_ADMIN_MESSAGES.categoryRequired).max(80),
      slug: z.string().trim().max(80).optional(),
    }),
    tags: z.array(z.string().trim().min(1).max(40)).max(BLOG_MAX_TAGS, BLOG_ADMIN_MESSAGES.tooManyTags).default([]),
    status: z.enum(BLOG_STATUSES),
    publishedAt: z.iso.datetime({ offset: true }).nullable().optional().describe('required for scheduled; published defaults to now'),
    featured: z.boolean().default(false),
  })
  .superRefine((post, ctx) => {
    const at = post.publishedAt ? Date.parse(post.publishedAt) : null;
    if (post.status === 'scheduled' && (at === null || at <= Date.now())) {
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: BLOG_ADMIN_MESSAGES.futureDate });
    }
    // A minute's grace: the browser's clock and ours differ a little.
    if (post.status === 'published' && at !== null && at > Date.now() + 60_000) {
      ctx.addIssue({ code: 'custom', path: ['publishedAt'], message: BLOG_ADMIN_MESSAGES.publishedInFuture });
    }
  });
export type BlogPostInput = z.input<typeof blogPostInput>;
