import { BookMarked, ChevronRight, GraduationCap, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { Course, Subject, Textbook, University } from '../../api/catalogue.ts';
import { countryName, formatEdition, plural, titleCase } from '../../lib/format.ts';
import { UniversityLogo } from '../ui/UniversityLogo.tsx';

export function universityPlace(u: Pick<University, 'city' | 'countryCode'>): string | null {
  const parts = [u.city, countryName(u.countryCode)].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function UniversityCard({ university }: { university: University }) {
  const place = universityPlace(university);
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
          <GraduationCap aria-hidden="true" /> {plural(university.courseCount, 'course')}
        </span>
      </span>
      <ChevronRight className="uni-card__arrow" aria-hidden="true" />
    </Link>
  );
}

export function CourseRow({ course, universitySlug }: { course: Course; universitySlug: string }) {
  return (
    <Link href={`/universities/${universitySlug}/courses/${course.slug}`} className="course-row" data-testid="course-row">
      <span className="icon-tile" style={{ ['--tile-color' as string]: levelColor(course.level) }}>
        <GraduationCap aria-hidden="true" />
      </span>
      <span className="course-row__text">
        <span className="course-row__name">{course.name}</span>
        <span className="course-row__level">{titleCase(course.level)}</span>
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
  return (
    <Link href={`/textbooks/${textbook.slug}`} className="card textbook-card" data-testid="textbook-card">
      <BookCover textbook={textbook} color={subject?.color} size="sm" />
      <span className="textbook-card__text">
        <span className="textbook-card__title">{textbook.title}</span>
        <span className="textbook-card__author">{textbook.author}</span>
        <span className="textbook-card__meta">
          {textbook.edition && <span>{formatEdition(textbook.edition)}</span>}
          {subject && showSubject && <span className="badge badge--plain">{subject.name}</span>}
        </span>
      </span>
    </Link>
  );
}
