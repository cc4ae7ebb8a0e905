// Reads of the catalogue, shaped as the contract says. Other modules join through these, not the tables.
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  Country, Course, CourseDetail, DocumentType, ListQuery, Subject, Textbook, University, UniversityDetail,
} from './contract.ts';
import { paginate, type Row, rows, type Page } from '../platform/index.ts';

/** Timestamps as ISO 8601 in UTC, as every module answers them (raw rows hold PostgreSQL's text form). */
export const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** `%term%` for ILIKE, with the user's own wildcards taken literally. */
function containing(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

async function page<T>(
  em: EntityManager,
  select: string,
  from: string,
  where: string[],
  params: unknown[],
  orderBy: string,
  query: ListQuery,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  return paginate(em, { columns: select, from: `from ${from} ${clause}`, orderBy, params }, query, (found) => found.map(map));
}

const toSubject = (r: Row): Subject => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  iconName: r.icon_name,
  color: r.color,
  acronym: r.acronym,
  description: r.description,
  category: r.category,
  documentCount: r.document_count,
  downloadCount: r.download_count,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const UNIVERSITY_COLUMNS =
  'u.id, u.name, u.slug, u.logo_url, u.city, u.country_code, (select count(*)::int from courses c where c.university_id = u.id and c.active) as course_count';
const toUniversity = (r: Row): University => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  logoUrl: r.logo_url,
  city: r.city,
  countryCode: r.country_code,
  courseCount: r.course_count,
});

const toCourse = (r: Row): Course => ({ id: r.id, name: r.name, slug: r.slug, level: r.level, universityId: r.university_id });

const toTextbook = (r: Row): Textbook => ({
  id: r.id,
  title: r.title,
  author: r.author,
  slug: r.slug,
  edition: r.edition,
  isbn: r.isbn,
  subjectId: r.subject_id,
});

export async function listSubjects(em: EntityManager, query: ListQuery & { category?: string }): Promise<Page<Subject>> {
  const where: string[] = ['active'];
  const params: unknown[] = [];
  if (query.q) {
    where.push('(name ilike ? or acronym ilike ?)');
    params.push(containing(query.q), containing(query.q));
  }
  if (query.category) {
    where.push('category = ?');
    params.push(query.category);
  }
  return page(em, '*', 'subjects', where, params, 'name asc', query, toSubject);
}

export async function topSubjects(em: EntityManager, limit: number): Promise<Subject[]> {
  return (await rows(em, 'select * from subjects where active order by document_count desc, name asc limit ?', [limit])).map(toSubject);
}

export async function subjectBySlug(em: EntityManager, slug: string): Promise<Subject | null> {
  const [row] = await rows(em, 'select * from subjects where slug = ? and merged_into_id is null', [slug]);
  return row ? toSubject(row) : null;
}

export async function listUniversities(em: EntityManager, query: ListQuery): Promise<Page<University>> {
  const where = query.q ? ['u.active', 'u.name ilike ?'] : ['u.active'];
  const params = query.q ? [containing(query.q)] : [];
  return page(em, UNIVERSITY_COLUMNS, 'universities u', where, params, 'u.name asc', query, toUniversity);
}

export async function universityBySlug(em: EntityManager, slug: string): Promise<UniversityDetail | null> {
  const [row] = await rows(em, `select ${UNIVERSITY_COLUMNS} from universities u where u.slug = ? and u.merged_into_id is null`, [slug]);
  if (!row) return null;
  const courses = await rows(em, 'select * from courses where university_id = ? and active order by name asc', [row.id]);
  return { ...toUniversity(row), courses: courses.map(toCourse) };
}

export async function courseBySlugs(em: EntityManager, universitySlug: string, courseSlug: string): Promise<CourseDetail | null> {
  const [row] = await rows(
    em,
    `select c.*, u.slug as university_slug from courses c join universities u on u.id = c.university_id
     where u.slug = ? and c.slug = ? and c.merged_into_id is null`,
    [universitySlug, courseSlug],
  );
  if (!row) return null;
  const [university] = await rows(em, `select ${UNIVERSITY_COLUMNS} from universities u where u.id = ?`, [row.university_id]);
  return { ...toCourse(row), university: toUniversity(university!) };
}

export async function listCourses(em: EntityManager, query: ListQuery & { universityId?: string }): Promise<Page<Course>> {
  const where: string[] = ['active'];
  const params: unknown[] = [];
  if (query.universityId) {
    where.push('university_id = ?');
    params.push(query.universityId);
  }
  if (query.q) {
    where.push('name ilike ?');
    params.push(containing(query.q));
  }
  return page(em, '*', 'courses', where, params, 'name asc', query, toCourse);
}

export async function listTextbooks(em: EntityManager, query: ListQuery): Promise<Page<Textbook>> {
  const where = query.q ? ['active', '(title ilike ? or author ilike ?)'] : ['active'];
  const params = query.q ? [containing(query.q), containing(query.q)] : [];
  return page(em, '*', 'textbooks', where, params, 'title asc', query, toTextbook);
}

export async function textbookBySlug(em: EntityManager, slug: string): Promise<Textbook | null> {
  const [row] = await rows(em, 'select * from textbooks where slug = ? and merged_into_id is null', [slug]);
  return row ? toTextbook(row) : null;
}

export async function listDocumentTypes(em: EntityManager): Promise<DocumentType[]> {
  return (await rows(em, 'select * from document_types order by name asc')).map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    description: r.description,
    learningResourceType: r.learning_resource_type,
  }));
}

export async function listCountries(em: EntityManager): Promise<Country[]> {
  return (await rows(em, 'select id, name, code from countries order by name asc')).map((r) => ({
    id: r.id,
    name: r.name,
    code: r.code,
  }));
}

export async function cataloguePaths(em: EntityManager): Promise<string[]> {
  const subjects = await rows(em, 'select slug from subjects where active order by slug');
  const universities = await rows(em, 'select slug from universities where active order by slug');
  const courses = await rows(
    em,
    'select u.slug as u, c.slug as c from courses c join universities u on u.id = c.university_id where c.active and u.active order by u.slug, c.slug',
  );
  const textbooks = await rows(em, 'select slug from textbooks where active order by slug');
  return [
    ...subjects.map((r) => `/subjects/${r.slug}`),
    ...universities.map((r) => `/universities/${r.slug}`),
    ...courses.map((r) => `/universities/${r.u}/courses/${r.c}`),
    ...textbooks.map((r) => `/textbooks/${r.slug}`),
  ];
}
