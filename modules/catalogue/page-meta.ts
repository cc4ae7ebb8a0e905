// What search engines and link previews read for the catalogue's public pages (spec: real titles,
// descriptions and schema.org data).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageMeta } from '../platform/index.ts';
import { courseBySlugs, subjectBySlug, textbookBySlug, universityBySlug } from './queries.ts';

const LISTS: Record<string, PageMeta> = {
  '/subjects': {
    title: 'Browse subjects',
    description: 'Study notes, past papers and guides for every subject, shared by students at 100+ universities.',
  },
  '/universities': {
    title: 'Universities',
    description: 'Find study documents for your university and course, shared by the students who took it.',
  },
  '/textbooks': {
    title: 'Textbook guides',
    description: 'Chapter summaries, solutions and study guides for the textbooks your courses use.',
  },
};

const notFound: PageMeta = { title: 'Page not found', status: 404 };

export async function cataloguePageMeta(em: EntityManager, path: string): Promise<PageMeta | null> {
  if (LISTS[path]) return LISTS[path]!;
  const [, section, slug, sub, courseSlug, ...rest] = path.split('/');
  if (rest.length || !slug) return null;
  if (section === 'subjects' && !sub) {
    const subject = await subjectBySlug(em, slug);
    if (!subject) return notFound;
    return {
      title: `${subject.name} study notes and past papers`,
      description: subject.description ?? `Study documents for ${subject.name}.`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: `${subject.name} study documents`,
        about: { '@type': 'Thing', name: subject.name },
        description: subject.description ?? undefined,
      },
    };
  }
  if (section === 'universities' && !sub) {
    const university = await universityBySlug(em, slug);
    if (!university) return notFound;
    return {
      title: `${university.name} courses and study notes`,
      description: `Notes, past papers and guides for ${university.courses.length} courses at ${university.name}${university.city ? `, ${university.city}` : ''}.`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollegeOrUniversity',
        name: university.name,
        address: university.city ? { '@type': 'PostalAddress', addressLocality: university.city, addressCountry: university.countryCode } : undefined,
        logo: university.logoUrl ?? undefined,
      },
    };
  }
  if (section === 'universities' && sub === 'courses' && courseSlug) {
    const course = await courseBySlugs(em, slug, courseSlug);
    if (!course) return notFound;
    return {
      title: `${course.name} at ${course.university.name}`,
      description: `Study documents for ${course.name} (${course.level}) at ${course.university.name}.`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.name,
        educationalLevel: course.level,
        provider: { '@type': 'CollegeOrUniversity', name: course.university.name },
      },
    };
  }
  if (section === 'textbooks' && !sub) {
    const textbook = await textbookBySlug(em, slug);
    if (!textbook) return notFound;
    return {
      title: `${textbook.title} study guides`,
      description: `Chapter summaries and study guides for ${textbook.title} by ${textbook.author}.`,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Book',
        name: textbook.title,
        author: { '@type': 'Person', name: textbook.author },
        isbn: textbook.isbn ?? undefined,
        bookEdition: textbook.edition ?? undefined,
      },
    };
  }
  return null;
}
