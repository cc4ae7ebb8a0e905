import { type ApiRouter, cachePublicly, notFound, type Platform, type RouteInput, type RouteSpec } from '../platform/index.ts';
import { catalogueRoutes as r } from './contract.ts';
import * as q from './queries.ts';
import { topSubjectsCache } from './top-subjects.ts';

/**
 * Every catalogue read is the same for everyone. A minute in browsers and a CDN (then served stale while it asks
 * again, with the ETag making that a 304): an admin's rename or a new approval shows within a minute.
 */
const READ_SECONDS = 60;

export function mountCatalogueRoutes(api: ApiRouter, realtime: Platform['realtime']) {
  const topSubjects = topSubjectsCache(realtime);
  const read = <S extends RouteSpec>(spec: S, seconds: number, handler: (input: RouteInput<S>) => Promise<unknown>) =>
    api.add(spec, (input) => {
      cachePublicly(input.ctx, seconds);
      return handler(input);
    });

  read({ ...r.subjects, summary: 'Subjects ordered by name, with approved document counts' }, READ_SECONDS, ({ em, query }) =>
    q.listSubjects(em, query),
  );
  read({ ...r.topSubjects, summary: 'The home page grid: top 12 subjects by document count' }, READ_SECONDS, async ({ em }) => ({
    items: await topSubjects(em),
  }));
  read({ ...r.subject, summary: 'One subject by slug' }, READ_SECONDS, async ({ em, params }) => {
    return (await q.subjectBySlug(em, params.slug)) ?? Promise.reject(notFound('Subject not found'));
  });
  read({ ...r.universities, summary: 'Universities ordered by name' }, READ_SECONDS, ({ em, query }) => q.listUniversities(em, query));
  read({ ...r.university, summary: 'One university with its courses' }, READ_SECONDS, async ({ em, params }) => {
    return (await q.universityBySlug(em, params.slug)) ?? Promise.reject(notFound('University not found'));
  });
  read({ ...r.course, summary: 'One course of a university' }, READ_SECONDS, async ({ em, params }) => {
    return (
      (await q.courseBySlugs(em, params.universitySlug, params.courseSlug)) ?? Promise.reject(notFound('Course not found'))
    );
  });
  read({ ...r.courses, summary: 'Courses, optionally of one university' }, READ_SECONDS, ({ em, query }) => q.listCourses(em, query));
  read({ ...r.textbooks, summary: 'Textbooks ordered by title' }, READ_SECONDS, ({ em, query }) => q.listTextbooks(em, query));
  read({ ...r.textbook, summary: 'One textbook by slug' }, READ_SECONDS, async ({ em, params }) => {
    return (await q.textbookBySlug(em, params.slug)) ?? Promise.reject(notFound('Textbook not found'));
  });
  // Fixed reference lists: the ten document types change with a release, the countries with ISO 3166.
  read({ ...r.documentTypes, summary: 'The ten document types, ordered by name' }, 3600, async ({ em }) => ({
    items: await q.listDocumentTypes(em),
  }));
  read({ ...r.countries, summary: 'Countries ordered by name' }, 86400, async ({ em }) => ({ items: await q.listCountries(em) }));
}
