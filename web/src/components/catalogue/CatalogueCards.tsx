import { Plural, useLingui } from '@lingui/react/macro';
import { BookMarked, ChevronRight, GraduationCap, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { Course, Subject, Textbook, University } from '../../api/catalogue.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { formatEdition, titleCase } from '../../lib/format.ts';
import { UniversityLogo } from '../ui/UniversityLogo.tsx';

/** "Munich, Germany" with the country named in the page's language. */
export function useUniversityPlace(u: Pick<University, 'city' | 'countryCode'> | undefined): string | null {
  const format = useFormat();
  if (!u) return null;
  const parts = [u.city, format.country(u.countryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function UniversityCard({ university }: { university: University }) {
  const place = useUniversityPlace(university);
  return (
    <Link href={`/universities/${university.slug}`} className="card uni-card" data-testid="university-card">
      <UniversityLogo name={university.name} logoUrl={university.logoUrl} size={52} />
      <span className="uni-card__text">
        <span className="uni-card__name">{university.name}</span>
        {place && (
          <span className="uni-card__place">
            <MapPin aria-hidden="true" /> {place}
          </span>
        )}
        <span className="uni-card__count">
          <GraduationCap aria-hidden="true" /> <Plural value={university.courseCount} one="# course" other="# courses" />
        </span>
      </span>
      <ChevronRight className="uni-card__arrow" aria-hidden="true" />
    </Link>
  );
}

/** A course's level ("Undergraduate") in the page's language; an unknown level as it comes. */
export function useLevelName() {
  const { t } = useLingui();
  return (level: string): string =>
    ({
      foundation: t`Foundation`,
      undergraduate: t`Undergraduate`,
      postgraduate: t`Postgraduate`,
      doctoral: t`Doctoral`,
    })[level] ?? level;
}

/** A subject's category ("Academic") in the page's language; one an admin made up as it comes, capitalised. */
export function useCategoryName() {
  const { t } = useLingui();
  return (category: string): string =>
    ({ academic: t`Academic`, professional: t`Professional` })[category] ?? titleCase(category);
}

export function CourseRow({ course, universitySlug }: { course: Course; universitySlug: string }) {
  const levelName = useLevelName();
  return (
    <Link href={`/universities/${universitySlug}/courses/${course.slug}`} className="course-row" data-testid="course-row">
      <span className="icon-tile" style={{ ['--tile-color' as string]: levelColor(course.level) }}>
        <GraduationCap aria-hidden="true" />
      </span>
      <span className="course-row__text">
        <span className="course-row__name">{course.name}</span>
        <span className="course-row__level">{levelName(course.level)}</span>
      </span>
      <ChevronRight className="course-row__arrow" aria-hidden="true" />
    </Link>
  );
}

export function levelColor(level: string): string {
  switch (level) {
    case 'foundation':
      return '#0891b2';
    case 'undergraduate':
      return '#4f46e5';
    case 'postgraduate':
      return '#7c3aed';
    case 'doctoral':
      return '#db2777';
    default:
      return '#4f46e5';
  }
}

const coverPalette = ['#4f46e5', '#7c3aed', '#0891b2', '#db2777', '#059669', '#ea580c', '#2563eb', '#0d9488'];

function hashColour(s: string): string {
  let h = 0;
  for (const ch of s) h = (h * 33 + ch.charCodeAt(0)) >>> 0;
  return coverPalette[h % coverPalette.length]!;
}

/** A generated book cover in the subject's colour (textbooks carry no cover image). */
export function BookCover({ textbook, color, size = 'md' }: { textbook: Textbook; color?: string; size?: 'sm' | 'md' | 'lg' }) {
  const c = color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : hashColour(textbook.title);
  return (
    <span className={`book-cover book-cover--${size}`} style={{ ['--cover' as string]: c }} aria-hidden="true">
      <span className="book-cover__title">{textbook.title}</span>
      <span className="book-cover__author">{textbook.author}</span>
      <BookMarked className="book-cover__mark" />
    </span>
  );
}

export function TextbookCard({
  textbook,
  subject,
  showSubject = true,
}: {
  textbook: Textbook;
  subject?: Subject;
  showSubject?: boolean;
}) {
  const format = useFormat();
  return (
    <Link href={`/textbooks/${textbook.slug}`} className="card textbook-card" data-testid="textbook-card">
      <BookCover textbook={textbook} color={subject?.color} size="sm" />
      <span className="textbook-card__text">
        <span className="textbook-card__title">{textbook.title}</span>
        <span className="textbook-card__author">{textbook.author}</span>
        <span className="textbook-card__meta">
          {textbook.edition && <span>{formatEdition(textbook.edition, format.locale)}</span>}
          {subject && showSubject && <span className="badge badge--plain">{subject.name}</span>}
        </span>
      </span>
    </Link>
  );
}
