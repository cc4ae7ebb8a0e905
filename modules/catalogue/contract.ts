// The catalogue's HTTP contract: request schemas and response shapes. The web imports this file.
import { z } from 'zod';

/** `?page=&pageSize=` on every list; the spec's default query limit is 100. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.coerce.number().int().min(1).max(500).default(100).describe('items per page, at most 500'),
  q: z.string().trim().max(100).optional().describe('case-insensitive filter on the name or title'),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number };

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
  createdAt: z.string(),
  updatedAt: z.string(),
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
