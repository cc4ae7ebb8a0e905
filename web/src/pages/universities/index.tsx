// /universities: a searchable grid of universities with logo, city, country and course count.
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useUniversities } from '../../api/catalogue.ts';
import { UniversityCard } from '../../components/catalogue/CatalogueCards.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { CardGridSkeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { countryName, matchesQuery, plural, sortKey } from '../../lib/format.ts';

export default function UniversitiesPage() {
  usePageMeta({
    title: 'Universities',
    description: 'Find your university on Studyhall and browse study notes and past papers for your courses.',
  });
  const { data, isPending, isError, error, refetch } = useUniversities();
  const [q, setQ] = useQueryParam('q');
  const [country, setCountry] = useQueryParam('country');

  const universities = useMemo(
    () => [...(data?.items ?? [])].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name))),
    [data],
  );
  const countries = useMemo(() => {
    const counts = new Map<string, number>();
    for (const u of universities) if (u.countryCode) counts.set(u.countryCode, (counts.get(u.countryCode) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }, [universities]);
  const visible = universities.filter(
    (u) =>
      (!country || u.countryCode === country) &&
      matchesQuery([u.name, u.city, countryName(u.countryCode)], q),
  );

  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Universities' }]} />
          <h1 className="page-header__title">Find your university</h1>
          <p className="page-header__lead">
            Study material from students on your courses, at universities around the world.
          </p>
          <div className="page-header__tools">
            <SearchInput
              value={q}
              onChange={setQ}
              placeholder="Search by university or city"
              label="Search universities"
            />
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container">
          {isPending ? (
            <CardGridSkeleton count={12} className="grid grid--3" />
          ) : isError ? (
            <ErrorPanel title="Failed to load universities" message={error.message} onRetry={() => refetch()} />
          ) : (
            <>
              <div className="toolbar">
                {countries.length > 1 ? (
                  <fieldset className="chips chips--scroll">
                    <legend className="sr-only">Filter by country</legend>
                    <button type="button" className="chip" aria-pressed={!country} onClick={() => setCountry('')}>
                      All countries <span className="chip__count">{universities.length}</span>
                    </button>
                    {countries.map(([code, n]) => (
                      <button
                        key={code}
                        type="button"
                        className="chip"
                        aria-pressed={country === code}
                        onClick={() => setCountry(country === code ? '' : code)}
                      >
                        {countryName(code)} <span className="chip__count">{n}</span>
                      </button>
                    ))}
                  </fieldset>
                ) : (
                  <span />
                )}
                <p className="result-count" aria-live="polite">
                  {plural(visible.length, 'university', 'universities')}
                </p>
              </div>
              {visible.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={q ? `No universities match “${q}”` : 'No universities here yet'}
                  text="Check the spelling, or search by city instead."
                  actions={
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => {
                        setQ('');
                        setCountry('');
                      }}
                    >
                      Clear filters
                    </button>
                  }
                />
              ) : (
                <ul className="grid grid--3" data-testid="university-list">
                  {visible.map((u) => (
                    <li key={u.id}>
                      <UniversityCard university={u} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>
    </>
  );
}
