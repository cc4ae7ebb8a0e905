import { type ApiRouter, notFound } from '../platform/index.ts';
import { catalogueRoutes as r, TOP_SUBJECTS, type Subject } from './contract.ts';
import * as q from './queries.ts';

/** The home page's top subjects change slowly: each instance keeps them 10 minutes (spec 000 §9). */
export const TOP_SUBJECTS_TTL_MS = 600_000;

export function mountCatalogueRoutes(api: ApiRouter, now: () => number = Date.now) {
  let topCache: { items: Subject[]; at: number } | null = null;
  const publicCache = (ctx: { set: (k: string, v: string) => void }, seconds: number) =>
    ctx.set('Cache-Control', `public, max-age=${seconds}`);

  api.add({ ...r.subjects, summary: 'Subjects ordered by name, with approved document counts' }, ({ em, query }) =>
    q.listSubjects(em, query),
  );
  api.add({ ...r.topSubjects, summary: 'The home page grid: top 12 subjects by document count' }, async ({ em, ctx }) => {
    if (!topCache || now() - topCache.at > TOP_SUBJECTS_TTL_MS) {
      topCache = { items: await q.topSubjects(em, TOP_SUBJECTS), at: now() };
    }
    publicCache(ctx, 600);
    return { items: topCache.items };
  });
  api.add({ ...r.subject, summary: 'One subject by slug' }, async ({ em, params }) => {
    return (await q.subjectBySlug(em, params.slug)) ?? Promise.reject(notFound('Subject not found'));
  });
  api.add({ ...r.universities, summary: 'Universities ordered by name' }, ({ em, query }) => q.listUniversities(em, query));
  api.add({ ...r.university, summary: 'One university with its courses' }, async ({ em, params }) => {
    return (await q.universityBySlug(em, params.slug)) ?? Promise.reject(notFound('University not found'));
  });
  api.add({ ...r.course, summary: "One course of a university" }, async ({ em, params }) => {
    return (
      (await q.courseBySlugs(em, params.universitySlug, params.courseSlug)) ?? Promise.reject(notFound('Course not found'))
    );
  });
  api.add({ ...r.courses, summary: 'Courses, optionally of one university' }, ({ em, query }) => q.listCourses(em, query));
  api.add({ ...r.textbooks, summary: 'Textbooks ordered by title' }, ({ em, query }) => q.listTextbooks(em, query));
  api.add({ ...r.textbook, summary: 'One textbook by slug' }, async ({ em, params }) => {
    return (await q.textbookBySlug(em, params.slug)) ?? Promise.reject(notFound('Textbook not found'));
  });
  api.add({ ...r.documentTypes, summary: 'The ten document types, ordered by name' }, async ({ em, ctx }) => {
    publicCache(ctx, 3600);
    return { items: await q.listDocumentTypes(em) };
  });
  api.add({ ...r.countries, summary: 'Countries ordered by name' }, async ({ em, ctx }) => {
    publicCache(ctx, 86400);
    return { items: await q.listCountries(em) };
  });
}
