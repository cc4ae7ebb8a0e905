// /universities/{universitySlug}/courses/{courseSlug}: one course and its documents (newest first, a page at a time).
import { FileText, GraduationCap, MapPin } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useCourse } from '../../../../api/catalogue.ts';
import { pageOrigin } from '../../../../lib/page-origin.ts';
import { CatalogueFallback } from '../../../../components/catalogue/CatalogueFallback.tsx';
import { levelColor, universityPlace } from '../../../../components/catalogue/CatalogueCards.tsx';
import { CatalogueSection, UploadActions } from '../../../../components/documents/CatalogueSection.tsx';
import { Breadcrumbs } from '../../../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../../../components/ui/JsonLd.tsx';
import { EmptyState } from '../../../../components/ui/States.tsx';
import { UniversityLogo } from '../../../../components/ui/UniversityLogo.tsx';
import { usePageMeta } from '../../../../hooks/usePageMeta.ts';
import { titleCase } from '../../../../lib/format.ts';

export default function CoursePage() {
  const { universitySlug = '', courseSlug = '' } = useParams<{ universitySlug: string; courseSlug: string }>();
  const { data: course, isPending, isError, error, refetch } = useCourse(universitySlug, courseSlug);
  usePageMeta({
    title: course ? `${course.name} at ${course.university.name}` : 'Course',
    description: course
      ? `${titleCase(course.level)} ${course.name} at ${course.university.name}: lecture notes, summaries and past papers shared by students.`
      : undefined,
  });

  if (isPending || isError) {
    return (
      <CatalogueFallback kind="course" error={error} retry={refetch} />
    );
  }

  const uni = course.university;
  const place = universityPlace(uni);
  const origin = pageOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.name,
          description: `${titleCase(course.level)} course at ${uni.name}.`,
          url: `${origin}/universities/${uni.slug}/courses/${course.slug}`,
          educationalLevel: titleCase(course.level),
          provider: {
            '@type': 'CollegeOrUniversity',
            name: uni.name,
            url: `${origin}/universities/${uni.slug}`,
          },
        }}
      />
      <header className="page-header">
        <div className="container">
          <Breadcrumbs
            items={[
              { label: 'Home', href: '/' },
              { label: 'Universities', href: '/universities' },
              { label: uni.name, href: `/universities/${uni.slug}` },
              { label: course.name },
            ]}
          />
          <div className="page-header__row">
            <span className="icon-tile icon-tile--xl" style={{ ['--tile-color' as string]: levelColor(course.level) }}>
              <GraduationCap aria-hidden="true" />
            </span>
            <div>
              <div className="page-header__badges">
                <span className="badge badge--brand">{titleCase(course.level)}</span>
              </div>
              <h1 className="page-header__title">{course.name}</h1>
              <div className="page-header__meta">
                <Link href={`/universities/${uni.slug}`} className="uni-inline">
                  <UniversityLogo name={uni.name} logoUrl={uni.logoUrl} size={24} />
                  {uni.name}
                </Link>
                {place && (
                  <span>
                    <MapPin aria-hidden="true" /> {place}
                  </span>
                )}
              </div>
            </div>
          </div>
        </div>
      </header>
      <div className="section section--tight">
        <div className="container">
          <CatalogueSection
            filter={{ course: course.id }}
            more={{ href: `/universities/${uni.slug}`, label: `All courses at ${uni.name}` }}
            empty={
              <EmptyState
                icon={FileText}
                title={`No documents for ${course.name} yet`}
                text={`Took ${course.name} at ${uni.name}? Share your notes and past papers, and earn points whenever a classmate buys them.`}
                actions={<UploadActions browse={{ href: '/documents', label: 'Browse all documents' }} />}
              />
            }
          />
        </div>
      </div>
    </>
  );
}
