// /subjects: every subject with its document count, a search filter and category chips.
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useSubjects } from '../../api/catalogue.ts';
import { SubjectCard } from '../../components/catalogue/SubjectCard.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { CardGridSkeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { matchesQuery, plural, titleCase } from '../../lib/format.ts';

export default function SubjectsPage() {
  usePageMeta({
    title: 'Browse subjects',
    description:
      'Lecture notes, summaries, past papers and study guides for every subject, shared by students on Studyhall.',
  });
  const { data, isPending, isError, error, refetch } = useSubjects();
  const [q, setQ] = useQueryParam('q');
  const [category, setCategory] = useQueryParam('category');

  const subjects = useMemo(
    () => [...(data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [data],
  );
  const categories = useMemo(() => {
    const counts = new Map<string, number>();
    for (const s of subjects) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }, [subjects]);
  const visible = subjects.filter(
    (s) => (!category || s.category === category) && matchesQuery([s.name, s.acronym, s.description], q),
  );

  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Subjects' }]} />
          <h1 className="page-header__title">Browse subjects</h1>
          <p className="page-header__lead">
            Lecture notes, summaries and past papers, organised by subject. Pick yours to see what students have
            shared.
          </p>
          <div className="page-header__tools">
            <SearchInput value={q} onChange={setQ} placeholder="Search subjects, e.g. Biology" label="Search subjects" />
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container">
          {isPending ? (
            <CardGridSkeleton count={16} className="grid subject-grid" />
          ) : isError ? (
            <ErrorPanel title="Failed to load subjects" message={error.message} onRetry={() => refetch()} />
          ) : (
            <>
              <div className="toolbar">
                {categories.length > 1 ? (
                  <fieldset className="chips chips--scroll">
                    <legend className="sr-only">Filter by category</legend>
                    <button type="button" className="chip" aria-pressed={!category} onClick={() => setCategory('')}>
                      All <span className="chip__count">{subjects.length}</span>
                    </button>
                    {categories.map(([c, n]) => (
                      <button
                        key={c}
                        type="button"
                        className="chip"
                        aria-pressed={category === c}
                        onClick={() => setCategory(category === c ? '' : c)}
                      >
                        {titleCase(c)} <span className="chip__count">{n}</span>
                      </button>
                    ))}
                  </fieldset>
                ) : (
                  <span />
                )}
                <p className="result-count" aria-live="polite">
                  {plural(visible.length, 'subject')}
                </p>
              </div>
              {visible.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={q ? `No subjects match “${q}”` : 'No subjects in this category yet'}
                  text="Try a shorter search or another category."
                  actions={
                    <button
                      type="button"
                      className="btn btn--secondary"
                      onClick={() => {
                        setQ('');
                        setCategory('');
                      }}
                    >
                      Clear filters
                    </button>
                  }
                />
              ) : (
                <ul className="grid subject-grid" data-testid="subject-list">
                  {visible.map((s) => (
                    <li key={s.id}>
                      <SubjectCard subject={s} />
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
