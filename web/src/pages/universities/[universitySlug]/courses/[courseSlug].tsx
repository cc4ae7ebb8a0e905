// /universities/{universitySlug}/courses/{courseSlug}: one course and its documents (newest first, a page at a time).
import { useLingui } from '@lingui/react/macro';
import { FileText, GraduationCap, MapPin } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useCourse } from '../../../../api/catalogue.ts';
import { pageOrigin } from '../../../../lib/page-origin.ts';
import { CatalogueFallback } from '../../../../components/catalogue/CatalogueFallback.tsx';
import { levelColor, useLevelName, useUniversityPlace } from '../../../../components/catalogue/CatalogueCards.tsx';
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
  const { t } = useLingui();
  const levelName = useLevelName();
  const place = useUniversityPlace(course?.university);
  const name = course?.name;
  const level = course ? levelName(course.level) : '';
  const university = course?.university.name;
  usePageMeta({
    title: course ? t`${name} at ${university}` : t`Course`,
    description: course
      ? t`${level} ${name} at ${university}: lecture notes, summaries and past papers shared by students.`
      : undefined,
  });

  if (isPending || isError) {
    return (
      <CatalogueFallback kind="course" error={error} retry={refetch} />
    );
  }

  const uni = course.university;
  const origin = pageOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Course',
          name: course.name,
          description: t`${level} course at ${university}.`,
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
              { label: t`Home`, href: '/' },
              { label: t`Universities`, href: '/universities' },
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
                <span className="badge badge--brand">{level}</span>
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
            more={{ href: `/universities/${uni.slug}`, label: t`All courses at ${university}` }}
            empty={
              <EmptyState
                icon={FileText}
                title={t`No documents for ${name} yet`}
                text={t`Took ${name} at ${university}? Share your notes and past papers, and earn points whenever a classmate buys them.`}
                actions={<UploadActions browse={{ href: '/documents', label: t`Browse all documents` }} />}
              />
            }
          />
        </div>
      </div>
    </>
  );
}
