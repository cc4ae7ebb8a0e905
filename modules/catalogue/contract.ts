// The catalogue's HTTP contract: request schemas and response shapes. The web imports this file.
import { z } from 'zod';
import { ANY_PAGE, pageOf, pageQuery } from '../platform/contract.ts';
import { CATALOGUE_KINDS, type CatalogueKind } from './events.ts';

/** `?page=&pageSize=` on every list; the spec's default query limit is 100. */
export const listQuery = pageQuery(100, 500, ANY_PAGE).extend({
  q: z.string().trim().max(100).optional().describe('case-insensitive filter on the name or title'),
});
export type ListQuery = z.infer<typeof listQuery>;

export const subject = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  iconName: z.string().describe('a lucide icon name, e.g. "atom"'),
  color: z.string().describe('a CSS hex colour'),
  acronym: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().describe("'academic' unless set"),
  documentCount: z.number().int().describe('approved documents in this subject'),
  downloadCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Subject = z.infer<typeof subject>;

export const subjectListQuery = listQuery.extend({
  category: z.string().trim().max(40).optional(),
});

export const university = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string().nullable().describe('ISO 3166-1 alpha-2'),
  courseCount: z.number().int(),
});
export type University = z.infer<typeof university>;

export const courseLevels = ['foundation', 'undergraduate', 'postgraduate', 'doctoral'] as const;
export const course = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  level: z.enum(courseLevels),
  universityId: z.string().uuid(),
});
export type Course = z.infer<typeof course>;

export const courseListQuery = listQuery.extend({
  universityId: z.string().uuid().optional().describe('only the courses of this university'),
});

export const universityDetail = university.extend({ courses: z.array(course) });
export type UniversityDetail = z.infer<typeof universityDetail>;

export const courseDetail = course.extend({ university });
export type CourseDetail = z.infer<typeof courseDetail>;

export const textbook = z.object({
  id: z.string().uuid(),
  title: z.string(),
  author: z.string(),
  slug: z.string(),
  edition: z.string().nullable(),
  isbn: z.string().nullable(),
  subjectId: z.string().uuid().nullable(),
});
export type Textbook = z.infer<typeof textbook>;

export const documentType = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  learningResourceType: z.string().describe('schema.org LearningResource learningResourceType'),
});
export type DocumentType = z.infer<typeof documentType>;

export const country = z.object({ id: z.string().uuid(), name: z.string(), code: z.string() });
export type Country = z.infer<typeof country>;

export const slugParam = z.object({ slug: z.string().trim().min(1).max(200) });
export const courseParams = z.object({
  universitySlug: z.string().trim().min(1).max(200),
  courseSlug: z.string().trim().min(1).max(200),
});

/** The home page grid: the top 12 subjects by approved document count. */
export const TOP_SUBJECTS = 12;

/** Every catalogue endpoint, for the typed web client and the OpenAPI document. */
export const catalogueRoutes = {
  subjects: { method: 'get', path: '/api/catalogue/subjects', query: subjectListQuery, response: pageOf(subject) },
  topSubjects: { method: 'get', path: '/api/catalogue/subjects/top', response: z.object({ items: z.array(subject) }) },
  subject: { method: 'get', path: '/api/catalogue/subjects/{slug}', params: slugParam, response: subject },
  universities: { method: 'get', path: '/api/catalogue/universities', query: listQuery, response: pageOf(university) },
  university: { method: 'get', path: '/api/catalogue/universities/{slug}', params: slugParam, response: universityDetail },
  course: {
    method: 'get',
    path: '/api/catalogue/universities/{universitySlug}/courses/{courseSlug}',
    params: courseParams,
    response: courseDetail,
  },
  courses: { method: 'get', path: '/api/catalogue/courses', query: courseListQuery, response: pageOf(course) },
  textbooks: { method: 'get', path: '/api/catalogue/textbooks', query: listQuery, response: pageOf(textbook) },
  textbook: { method: 'get', path: '/api/catalogue/textbooks/{slug}', params: slugParam, response: textbook },
  documentTypes: { method: 'get', path: '/api/catalogue/document-types', response: z.object({ items: z.array(documentType) }) },
  countries: { method: 'get', path: '/api/catalogue/countries', response: z.object({ items: z.array(country) }) },
} as const;

// --- admin: create, edit, deactivate and merge (issue #15) ------------------------------------------------------------

export { CATALOGUE_KINDS, type CatalogueKind };

export const CATALOGUE_MESSAGES = {
  notFound: 'Not found',
  slugTaken: 'That slug is already used. Choose another.',
  logoType: 'Upload the logo as a PNG, JPEG or WebP image.',
  logoTooLarge: 'The logo may be at most 2 MB.',
  logoUnreadable: 'The image could not be read. Try another file.',
  mergeSame: 'Choose another entry to merge into.',
  mergeKind: 'An entry can only be merged into another of its kind.',
  mergeMerged: 'That entry was merged already.',
  mergeCourseUniversity: 'A course can only be merged into a course of the same university.',
  reasonRequired: 'Give a reason',
} as const;

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens')
  .max(120);
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional().transform((v) => (v ? v : null));
const reason = z.string({ error: CATALOGUE_MESSAGES.reasonRequired }).trim().min(1, CATALOGUE_MESSAGES.reasonRequired).max(1000);

/** What an admin may set on each kind; a missing slug is made from the name. */
export const catalogueInput = {
  subjects: z.object({
    name: text(120).min(2, 'Enter a name'),
    slug: slugField.optional(),
    iconName: text(60).min(1).default('book-open').describe('a lucide icon name'),
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #4f46e5').default('#6366f1'),
    acronym: optionalText(20),
    description: optionalText(2000),
    category: text(40).min(1).default('academic'),
  }),
  universities: z.object({
    name: text(200).min(2, 'Enter a name'),
    slug: slugField.optional(),
    city: optionalText(120),
    countryCode: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use a two-letter country code').nullable().optional().transform((v) => v ?? null),
  }),
  courses: z.object({
    name: text(200).min(2, 'Enter a name'),
    slug: slugField.optional(),
    universityId: z.string().uuid('Choose a university'),
    level: z.enum(courseLevels).default('undergraduate'),
  }),
  textbooks: z.object({
    title: text(300).min(2, 'Enter a title'),
    slug: slugField.optional(),
    author: text(300).min(1, 'Enter the author'),
    edition: optionalText(60),
    isbn: optionalText(20),
    subjectId: z.string().uuid().nullable().optional().transform((v) => v ?? null),
  }),
} as const;

/** Every change carries the admin's reason (the audit log keeps it). */
export const catalogueWrite = <K extends CatalogueKind>(kind: K) => z.object({ values: catalogueInput[kind], reason });
export const catalogueActive = z.object({ active: z.boolean(), reason });
export const catalogueMerge = z.object({ intoId: z.string().uuid(), reason });

export const adminCatalogueQuery = pageQuery(20, 100, ANY_PAGE).extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['active', 'inactive', 'merged', 'all']).default('all'),
  universityId: z.string().uuid().optional().describe('courses only: of this university'),
  sort: z.enum(['name', 'created_at', 'updated_at']).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminCatalogueQuery = z.infer<typeof adminCatalogueQuery>;

export const adminCatalogueRow = z.object({
  id: z.string().uuid(),
  kind: z.enum(CATALOGUE_KINDS),
  name: z.string().describe('the name, or a textbook title'),
  slug: z.string(),
  href: z.string().describe('its public page'),
  active: z.boolean(),
  mergedInto: z.object({ id: z.string().uuid(), name: z.string(), slug: z.string() }).nullable(),
  detail: z.string().nullable().describe('a line under the name: the university of a course, the author of a textbook...'),
  logoUrl: z.string().nullable(),
  values: z.record(z.string(), z.unknown()).describe('the editable fields as the form shows them'),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminCatalogueRow = z.infer<typeof adminCatalogueRow>;

const kindParams = z.object({ kind: z.enum(CATALOGUE_KINDS) });
const entryParams = kindParams.extend({ id: z.string().uuid() });

export const adminCatalogueRoutes = {
  list: { method: 'get', path: '/api/admin/catalogue/{kind}', access: 'admin', params: kindParams, query: adminCatalogueQuery, response: pageOf(adminCatalogueRow) },
  create: { method: 'post', path: '/api/admin/catalogue/{kind}', access: 'admin', params: kindParams, response: adminCatalogueRow },
  update: { method: 'put', path: '/api/admin/catalogue/{kind}/{id}', access: 'admin', params: entryParams, response: adminCatalogueRow },
  active: { method: 'post', path: '/api/admin/catalogue/{kind}/{id}/active', access: 'admin', params: entryParams, body: catalogueActive, response: adminCatalogueRow, errors: [409] },
  merge: { method: 'post', path: '/api/admin/catalogue/{kind}/{id}/merge', access: 'admin', params: entryParams, body: catalogueMerge, response: adminCatalogueRow, errors: [409, 422] },
  logo: {
    method: 'put',
    path: '/api/admin/catalogue/universities/{id}/logo',
    access: 'admin',
    params: z.object({ id: z.string().uuid() }),
    query: z.object({ reason: z.string().trim().min(1, 'Give a reason').max(1000) }),
    response: adminCatalogueRow,
  },
} as const;
