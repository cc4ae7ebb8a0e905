// /universities: a searchable grid of universities with logo, city, country and course count.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useUniversities } from '../../api/catalogue.ts';
import { UniversityCard } from '../../components/catalogue/CatalogueCards.tsx';
import { CatalogueListPage } from '../../components/catalogue/CatalogueListPage.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { useFormat } from '../../hooks/useFormat.ts';
import { matchesQuery, sortKey } from '../../lib/format.ts';

export default function UniversitiesPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({
    title: t`Universities`,
    description: t`Find your university on Studyhall and browse study notes and past papers for your courses.`,
  });
  const query = useUniversities();
  const [q, setQ] = useQueryParam('q');
  const [country, setCountry] = useQueryParam('country');

  const universities = useMemo(
    () => [...(query.data?.items ?? [])].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name))),
    [query.data],
  );
  const countries = useMemo(() => {
    const counts = new Map<string, number>();
    for (const u of universities) if (u.countryCode) counts.set(u.countryCode, (counts.get(u.countryCode) ?? 0) + 1);
    return [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([value, count]) => ({ value, label: format.country(value) ?? value, count }));
  }, [universities, format]);
  const visible = universities.filter(
    (u) => (!country || u.countryCode === country) && matchesQuery([u.name, u.city, format.country(u.countryCode)], q),
  );

  return (
    <CatalogueListPage
      crumb={t`Universities`}
      title={t`Find your university`}
      lead={t`Study material from students on your courses, at universities around the world.`}
      search={{ value: q, onChange: setQ, placeholder: t`Search by university or city`, label: t`Search universities` }}
      query={query}
      failedTitle={t`Failed to load universities`}
      countText={t`${plural(visible.length, { one: '# university', other: '# universities' })}`}
      emptyTitle={q ? t`No universities match “${q}”` : t`No universities here yet`}
      total={universities.length}
      filter={{ kind: 'chips', legend: t`Filter by country`, allLabel: t`All countries`, options: countries, value: country, onChange: setCountry }}
      items={visible}
      itemKey={(u) => u.id}
      renderItem={(u) => <UniversityCard university={u} />}
      gridClassName="grid grid--3"
      skeletonCount={12}
      testId="university-list"
      emptyHint={t`Check the spelling, or search by city instead.`}
    />
  );
}
