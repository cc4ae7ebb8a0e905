// Catalogue reads (subjects, universities, courses, textbooks) as TanStack Query hooks.
// Types and paths come from the server's contract, the only server file the web may import.
import type { Page } from '../../../modules/platform/contract.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Country,
  type Course,
  type CourseDetail,
  catalogueRoutes,
  type Subject,
  type Textbook,
  type University,
  type UniversityDetail,
} from '../../../modules/catalogue/contract.ts';
import { apiGet } from './client.ts';

export type { Country, Course, CourseDetail, Subject, Textbook, University, UniversityDetail } from '../../../modules/catalogue/contract.ts';
export { courseLevels, TOP_SUBJECTS } from '../../../modules/catalogue/contract.ts';

/** The largest page the contract allows; the catalogue is small enough to list in one call. */
const ALL = 500;
const FIVE_MINUTES = 5 * 60_000;

/** Spec 000 §9: home subjects are cached 10 minutes in memory and in local storage. */
export const TOP_SUBJECTS_TTL_MS = 600_000;
/**
 * The kept copy shows at once, but is asked for again once it is a minute old (the api's max-age): a copy taken
 * while the demo documents were still being approved would otherwise show 0 documents for 10 minutes.
 */
const TOP_SUBJECTS_FRESH_MS = 60_000;
export const TOP_SUBJECTS_STORAGE_KEY = 'studyhall.topSubjects.v1';

export const catalogueKeys = {
  all: ['catalogue'] as const,
  topSubjects: () => ['catalogue', 'subjects', 'top'] as const,
  subjects: () => ['catalogue', 'subjects', 'all'] as const,
  subject: (slug: string) => ['catalogue', 'subject', slug] as const,
  universities: () => ['catalogue', 'universities', 'all'] as const,
  university: (slug: string) => ['catalogue', 'university', slug] as const,
  course: (universitySlug: string, courseSlug: string) => ['catalogue', 'course', universitySlug, courseSlug] as const,
  textbooks: () => ['catalogue', 'textbooks', 'all'] as const,
  textbook: (slug: string) => ['catalogue', 'textbook', slug] as const,
  coursesOf: (universityId: string) => ['catalogue', 'courses', universityId] as const,
  countries: () => ['catalogue', 'countries'] as const,
  search: (kind: string, q: string) => ['catalogue', 'search', kind, q] as const,
};

type StoredTopSubjects = { savedAt: number; items: Subject[] };

function readStoredTopSubjects(): StoredTopSubjects | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(TOP_SUBJECTS_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as StoredTopSubjects;
    if (!Array.isArray(parsed?.items) || typeof parsed.savedAt !== 'number') return undefined;
    if (Date.now() - parsed.savedAt > TOP_SUBJECTS_TTL_MS) return undefined;
    return parsed;
  } catch {
    return undefined;
  }
}

function storeTopSubjects(items: Subject[]) {
  try {
    globalThis.localStorage?.setItem(TOP_SUBJECTS_STORAGE_KEY, JSON.stringify({ savedAt: Date.now(), items }));
  } catch {
    // Storage full or blocked: the in-memory cache still holds it.
  }
}

export function useTopSubjects() {
  return useQuery({
    queryKey: catalogueKeys.topSubjects(),
    queryFn: async ({ signal }) => {
      const res = await apiGet<{ items: Subject[] }>(catalogueRoutes.topSubjects.path, { signal });
      storeTopSubjects(res.items);
      return res.items;
    },
    staleTime: TOP_SUBJECTS_FRESH_MS,
    initialData: () => readStoredTopSubjects()?.items,
    initialDataUpdatedAt: () => readStoredTopSubjects()?.savedAt,
  });
}

const listAll = <T>(path: string, signal: AbortSignal, extra: Record<string, string> = {}) =>
  apiGet<Page<T>>(path, { signal, query: { page: 1, pageSize: ALL, ...extra } });

export function useSubjects() {
  return useQuery({
    queryKey: catalogueKeys.subjects(),
    queryFn: ({ signal }) => listAll<Subject>(catalogueRoutes.subjects.path, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useSubject(slug: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: catalogueKeys.subject(slug),
    queryFn: ({ signal }) => apiGet<Subject>(catalogueRoutes.subject.path, { params: { slug }, signal }),
    staleTime: FIVE_MINUTES,
    // A card the user just clicked already holds the subject: show it while the detail loads.
    placeholderData: () =>
      client.getQueryData<Page<Subject>>(catalogueKeys.subjects())?.items.find((s) => s.slug === slug) ??
      client.getQueryData<Subject[]>(catalogueKeys.topSubjects())?.find((s) => s.slug === slug),
  });
}

export function useUniversities() {
  return useQuery({
    queryKey: catalogueKeys.universities(),
    queryFn: ({ signal }) => listAll<University>(catalogueRoutes.universities.path, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useUniversity(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.university(slug),
    queryFn: ({ signal }) => apiGet<UniversityDetail>(catalogueRoutes.university.path, { params: { slug }, signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useCourse(universitySlug: string, courseSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.course(universitySlug, courseSlug),
    queryFn: ({ signal }) =>
      apiGet<CourseDetail>(catalogueRoutes.course.path, { params: { universitySlug, courseSlug }, signal }),
    staleTime: FIVE_MINUTES,
  });
}

export function useTextbooks() {
  return useQuery({
    queryKey: catalogueKeys.textbooks(),
    queryFn: ({ signal }) => listAll<Textbook>(catalogueRoutes.textbooks.path, signal),
    staleTime: FIVE_MINUTES,
  });
}

export function useTextbook(slug: string) {
  return useQuery({
    queryKey: catalogueKeys.textbook(slug),
    queryFn: ({ signal }) => apiGet<Textbook>(catalogueRoutes.textbook.path, { params: { slug }, signal }),
    staleTime: FIVE_MINUTES,
  });
}

/** The catalogue part of /search: subjects, universities and textbooks whose name matches `q`. */
export function useCatalogueSearch(q: string) {
  const enabled = q.trim().length > 0;
  const query = { page: 1, pageSize: 12, q: q.trim() };
  const subjects = useQuery({
    queryKey: catalogueKeys.search('subjects', q),
    queryFn: ({ signal }) => apiGet<Page<Subject>>(catalogueRoutes.subjects.path, { signal, query }),
    enabled,
  });
  const universities = useQuery({
    queryKey: catalogueKeys.search('universities', q),
    queryFn: ({ signal }) => apiGet<Page<University>>(catalogueRoutes.universities.path, { signal, query }),
    enabled,
  });
  const textbooks = useQuery({
    queryKey: catalogueKeys.search('textbooks', q),
    queryFn: ({ signal }) => apiGet<Page<Textbook>>(catalogueRoutes.textbooks.path, { signal, query }),
    enabled,
  });
  return { subjects, universities, textbooks };
}

/** The courses of one university (settings: the course list follows the chosen university). */
export function useCoursesOf(universityId: string | null | undefined) {
  return useQuery({
    queryKey: catalogueKeys.coursesOf(universityId ?? ''),
    queryFn: async ({ signal }) => {
      const page = await listAll<Course>(catalogueRoutes.courses.path, signal, { universityId: universityId! });
      return [...page.items].sort((a, b) => a.name.localeCompare(b.name));
    },
    enabled: Boolean(universityId),
    staleTime: FIVE_MINUTES,
  });
}

/** Every country, by name (billing address). */
export function useCountries() {
  return useQuery({
    queryKey: catalogueKeys.countries(),
    queryFn: async ({ signal }) => {
      const res = await apiGet<{ items: Country[] }>(catalogueRoutes.countries.path, { signal });
      return res.items;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
