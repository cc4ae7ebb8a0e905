// /textbooks: a searchable list of textbooks with their subject.
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useSubjects, useTextbooks } from '../../api/catalogue.ts';
import { TextbookCard } from '../../components/catalogue/CatalogueCards.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { CardGridSkeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { matchesQuery, plural } from '../../lib/format.ts';

export default function TextbooksPage() {
  usePageMeta({
    title: 'Textbooks',
    description: 'Find study notes, chapter summaries and worked solutions for the textbooks on your reading list.',
  });
  const { data, isPending, isError, error, refetch } = useTextbooks();
  const subjects = useSubjects();
  const [q, setQ] = useQueryParam('q');
  const [subjectSlug, setSubjectSlug] = useQueryParam('subject');

  const subjectById = useMemo(() => new Map((subjects.data?.items ?? []).map((s) => [s.id, s])), [subjects.data]);
  const textbooks = useMemo(
    () => [...(data?.items ?? [])].sort((a, b) => a.title.localeCompare(b.title)),
    [data],
  );
  // Only subjects that have textbooks are offered in the filter.
  const subjectOptions = useMemo(() => {
    const ids = new Set(textbooks.map((t) => t.subjectId).filter(Boolean));
    return [...subjectById.values()].filter((s) => ids.has(s.id)).sort((a, b) => a.name.localeCompare(b.name));
  }, [textbooks, subjectById]);
  const selected = subjectOptions.find((s) => s.slug === subjectSlug);
  const visible = textbooks.filter(
    (t) =>
      (!selected || t.subjectId === selected.id) &&
      matchesQuery([t.title, t.author, t.isbn, t.subjectId ? subjectById.get(t.subjectId)?.name : null], q),
  );

  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Textbooks' }]} />
          <h1 className="page-header__title">Textbooks</h1>
          <p className="page-header__lead">
            Chapter summaries, notes and worked solutions for the books on your reading list.
          </p>
          <div className="page-header__tools">
            <SearchInput value={q} onChange={setQ} placeholder="Search by title, author or ISBN" label="Search textbooks" />
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container">
          {isPending ? (
            <CardGridSkeleton count={9} className="grid grid--3" />
          ) : isError ? (
            <ErrorPanel title="Failed to load textbooks" message={error.message} onRetry={() => refetch()} />
          ) : (
            <>
              <div className="toolbar">
                {subjectOptions.length > 0 ? (
                  <label className="select-field">
                    <span className="sr-only">Filter by subject</span>
                    <select value={selected?.slug ?? ''} onChange={(e) => setSubjectSlug(e.target.value)}>
                      <option value="">All subjects</option>
                      {subjectOptions.map((s) => (
                        <option key={s.id} value={s.slug}>
                          {s.name}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : (
                  <span />
                )}
                <p className="result-count" aria-live="polite">
                  {plural(visible.length, 'textbook')}
                </p>
              </div>
              {visible.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={q ? `No textbooks match “${q}”` : 'No textbooks here yet'}
                  text="Try the author’s surname or the ISBN."
                  actions={
                    q || selected ? (
                      <button
                        type="button"
                        className="btn btn--secondary"
                        onClick={() => {
                          setQ('');
                          setSubjectSlug('');
                        }}
                      >
                        Clear filters
                      </button>
                    ) : undefined
                  }
                />
              ) : (
                <ul className="grid grid--3" data-testid="textbook-list">
                  {visible.map((t) => (
                    <li key={t.id}>
                      <TextbookCard textbook={t} subject={t.subjectId ? subjectById.get(t.subjectId) : undefined} />
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
