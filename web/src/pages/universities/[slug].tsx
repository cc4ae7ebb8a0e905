// /universities/{slug}: a university and its courses, grouped by level.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap, MapPin, SearchX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { courseLevels, useUniversity } from '../../api/catalogue.ts';
import { pageOrigin } from '../../lib/page-origin.ts';
import { CatalogueFallback } from '../../components/catalogue/CatalogueFallback.tsx';
import { CourseRow, useLevelName, useUniversityPlace } from '../../components/catalogue/CatalogueCards.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { JsonLd } from '../../components/ui/JsonLd.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { UniversityLogo } from '../../components/ui/UniversityLogo.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { matchesQuery, titleCase } from '../../lib/format.ts';

export default function UniversityPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { data: uni, isPending, isError, error, refetch } = useUniversity(slug);
  const [q, setQ] = useState('');
  const { t } = useLingui();
  const format = useFormat();
  const levelName = useLevelName();
  const place = useUniversityPlace(uni);
  const name = uni?.name;
  const courseCount = uni?.courses.length ?? 0;
  const at = place ? `${name}, ${place}` : name;
  usePageMeta({
    title: uni ? t`${name}: courses and study notes` : t`University`,
    description: uni
      ? t`Study notes, summaries and past papers for ${plural(courseCount, { one: '# course', other: '# courses' })} at ${at}.`
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
            items={[{ label: t`Home`, href: '/' }, { label: t`Universities`, href: '/universities' }, { label: uni.name }]}
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
                  <GraduationCap aria-hidden="true" /> <Plural value={courseCount} one="# course" other="# courses" />
                </span>
              </div>
              <p className="page-header__lead">
                {uni.countryCode ? (
                  <Trans>
                    Browse courses at {name} to find lecture notes, summaries and past papers shared by students in{' '}
                    {format.country(uni.countryCode)}.
                  </Trans>
                ) : (
                  <Trans>Browse courses at {name} to find lecture notes, summaries and past papers shared by students.</Trans>
                )}
              </p>
            </div>
          </div>
        </div>
      </header>
      <section className="section section--tight" aria-labelledby="courses-title">
        <div className="container container--narrow-ish">
          <div className="detail-section__head">
            <h2 id="courses-title">
              <Trans>Courses</Trans>
            </h2>
            {uni.courses.length > 8 && (
              <div className="detail-section__search">
                <SearchInput value={q} onChange={setQ} size="md" placeholder={t`Filter courses`} label={t`Filter courses`} />
              </div>
            )}
          </div>
          {uni.courses.length === 0 ? (
            <EmptyState
              icon={GraduationCap}
              title={t`No courses listed yet`}
              text={t`Courses at ${name} will appear here as students add material for them.`}
            />
          ) : groups.length === 0 ? (
            <EmptyState icon={SearchX} title={t`No courses match “${q}”`} text={t`Try another word.`} />
          ) : (
            groups.map((g) => (
              <div key={g.level} className="course-group">
                <h3 className="course-group__title">
                  {levelName(g.level)} <span>{format.number(g.courses.length)}</span>
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
