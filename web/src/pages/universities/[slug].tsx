// /universities/{slug}: a university and its courses, grouped by level.
import { GraduationCap, MapPin, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { courseLevels, useUniversity } from '../../api/catalogue.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { CatalogueFallback } from '../../components/catalogue/CatalogueFallback.tsx';
import { CourseRow, universityPlace } from '../../components/catalogue/CatalogueCards.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { UniversityLogo } from '../../components/ui/UniversityLogo.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { countryName, matchesQuery, plural, titleCase } from '../../lib/format.ts';

export default function UniversityPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: uni, isPending, isError, error, refetch } = useUniversity(slug);
  const [q, setQ] = useState('');
  const place = uni ? universityPlace(uni) : null;
  usePageMeta({
    title: uni ? `${uni.name}: courses and study notes` : 'University',
    description: uni
      ? `Study notes, summaries and past papers for ${plural(uni.courses.length, 'course')} at ${uni.name}${place ? `, ${place}` : ''}.`
      : undefined,
  });

  const groups = useMemo(() => {
    const courses = (uni?.courses ?? []).filter((c) => matchesQuery([c.name], q));
    return courseLevels
      .map((level) => ({
        level,
        courses: courses.filter((c) => c.level === level).sort((a, b) => a.name.localeCompare(b.name)),
      }))
      .filter((g) => g.courses.length > 0);
  }, [uni, q]);

  if (isPending || isError) {
    return (
      <CatalogueFallback
        kind="university"
        error={error}
        retry={refetch}
        loading={
        <div className="container section section--tight" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={64} className="course-skeleton" />
          ))}
        </div>
        }
      />
    );
  }

  const origin = pageOrigin();
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'CollegeOrUniversity',
          name: uni.name,
          url: `${origin}/universities/${uni.slug}`,
          ...(uni.logoUrl ? { logo: new URL(uni.logoUrl, origin).href } : {}),
          ...(uni.city || uni.countryCode
            ? {
                address: {
                  '@type': 'PostalAddress',
                  ...(uni.city ? { addressLocality: uni.city } : {}),
                  ...(uni.countryCode ? { addressCountry: uni.countryCode.toUpperCase() } : {}),
                },
              }
            : {}),
          hasCourse: uni.courses.slice(0, 50).map((c) => ({
            '@type': 'Course',
            name: c.name,
            url: `${origin}/universities/${uni.slug}/courses/${c.slug}`,
            educationalLevel: titleCase(c.level),
          })),
        }}
      />
      <header className="page-header">
        <div className="container">
          <Breadcrumbs
            items={[{ label: 'Home', href: '/' }, { label: 'Universities', href: '/universities' }, { label: uni.name }]}
          />
          <div className="page-header__row">
            <UniversityLogo name={uni.name} logoUrl={uni.logoUrl} size={84} />
            <div>
              <h1 className="page-header__title">{uni.name}</h1>
              <div className="page-header__meta">
                {place && (
                  <span>
                    <MapPin aria-hidden="true" /> {place}
                  </span>
                )}
                <span>
                  <GraduationCap aria-hidden="true" /> {plural(uni.courses.length, 'course')}
                </span>
              </div>
              <p className="page-header__lead">
                Browse courses at {uni.name} to find lecture notes, summaries and past papers shared by students
                {uni.countryCode ? ` in ${countryName(uni.countryCode)}` : ''}.
              </p>
            </div>
          </div>
        </div>
      </header>
      <section className="section section--tight" aria-labelledby="courses-title">
        <div className="container container--narrow-ish">
          <div className="detail-section__head">
            <h2 id="courses-title">Courses</h2>
            {uni.courses.length > 8 && (
              <div className="detail-section__search">
                <SearchInput value={q} onChange={setQ} size="md" placeholder="Filter courses" label="Filter courses" />
              </div>
            )}
          </div>
          {uni.courses.length === 0 ? (
            <EmptyState
              icon={GraduationCap}
              title="No courses listed yet"
              text={`Courses at ${uni.name} will appear here as students add material for them.`}
            />
          ) : groups.length === 0 ? (
            <EmptyState icon={SearchX} title={`No courses match “${q}”`} text="Try another word." />
          ) : (
            groups.map((g) => (
              <div key={g.level} className="course-group">
                <h3 className="course-group__title">
                  {titleCase(g.level)} <span>{g.courses.length}</span>
                </h3>
                <ul className="course-list">
                  {g.courses.map((c) => (
                    <li key={c.id}>
                      <CourseRow course={c} universitySlug={uni.slug} />
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </div>
      </section>
    </>
  );
}
