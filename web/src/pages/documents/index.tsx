// /documents: the catalogue of approved documents, with filters (subject, university, type, price),
// search, sort, pagination with counts, skeleton cards and an empty state. Filters live in the URL.
import { FileSearch, SlidersHorizontal } from 'lucide-react';
import { useMemo } from 'react';
import { useSubjects, useUniversities } from '../../api/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, useCatalogue, useDocumentTypes } from '../../api/documents.ts';
import { DocumentResults } from '../../components/documents/DocumentResults.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { SortSelect } from '../../components/ui/SortSelect.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { showingRange } from '../../lib/documents.ts';
import { sortKey } from '../../lib/format.ts';

const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
] as const;

const digits = (v: string) => (/^\d{1,5}$/.test(v) ? v : '');

export default function DocumentsPage() {
  usePageMeta({
    title: 'Study documents: notes, summaries and past papers',
    description:
      'Lecture notes, summaries, past exams and study guides shared by students. Filter by subject, university and type, preview pages for free and unlock with points.',
  });
  const [q, setQ] = useQueryParam('q');
  const [subject, setSubject] = useQueryParam('subject');
  const [university, setUniversity] = useQueryParam('university');
  const [type, setType] = useQueryParam('type');
  const [minPrice, setMinPrice] = useQueryParam('minPrice');
  const [maxPrice, setMaxPrice] = useQueryParam('maxPrice');
  const [sort, setSort] = useQueryParam('sort');
  const [pageParam, setPageParam] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const debouncedQ = useDebouncedValue(q, 300);

  const subjects = useSubjects();
  const universities = useUniversities();
  const types = useDocumentTypes();

  const min = digits(minPrice);
  let max = digits(maxPrice);
  if (min && max && Number(min) > Number(max)) max = '';
  const query = {
    q: debouncedQ.trim(),
    subject,
    university,
    type,
    minPrice: min,
    maxPrice: max,
    sort: sort || 'newest',
    page,
    pageSize: CATALOGUE_PAGE_SIZE,
  };
  const result = useCatalogue(query);
  const { data } = result;
  const filtered = Boolean(q || subject || university || type || minPrice || maxPrice);

  const subjectOptions = useMemo(() => [...(subjects.data?.items ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [subjects.data]);
  const universityOptions = useMemo(
    () => [...(universities.data?.items ?? [])].sort((a, b) => sortKey(a.name).localeCompare(sortKey(b.name))),
    [universities.data],
  );

  // Any filter change goes back to page one.
  const filter = (set: (v: string) => void) => (value: string) => {
    set(value);
    if (pageParam) setPageParam('');
  };
  const clear = () => {
    window.history.replaceState(null, '', '/documents');
    setQ('');
  };
  const goTo = (p: number) => {
    setPageParam(p > 1 ? String(p) : '');
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Documents' }]} />
          <h1 className="page-header__title">Study documents</h1>
          <p className="page-header__lead">
            Notes, summaries and past papers from students who took the course. Preview the first pages free, then
            unlock the full document with points.
          </p>
          <div className="page-header__tools">
            <SearchInput value={q} onChange={filter(setQ)} placeholder="Search documents, e.g. cell biology" label="Search documents" />
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container docs-layout">
          <aside className="docs-filters" aria-label="Filters">
            <h2 className="docs-filters__title">
              <span>
                <SlidersHorizontal aria-hidden="true" size={16} /> Filters
              </span>
              {filtered && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={clear}>
                  Clear all
                </button>
              )}
            </h2>
            <label className="docs-field">
              Subject
              <select value={subject} onChange={(e) => filter(setSubject)(e.target.value)}>
                <option value="">All subjects</option>
                {subjectOptions.map((s) => (
                  <option key={s.id} value={s.slug}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="docs-field">
              University
              <select value={university} onChange={(e) => filter(setUniversity)(e.target.value)}>
                <option value="">All universities</option>
                {universityOptions.map((u) => (
                  <option key={u.id} value={u.slug}>
                    {u.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="docs-field">
              Document type
              <select value={type} onChange={(e) => filter(setType)(e.target.value)}>
                <option value="">All types</option>
                {(types.data ?? []).map((t) => (
                  <option key={t.id} value={t.slug}>
                    {t.name}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="docs-field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ marginBottom: 6 }}>Price (points)</legend>
              <div className="docs-price">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder="Min"
                  aria-label="Minimum price in points"
                  value={minPrice}
                  onChange={(e) => filter(setMinPrice)(e.target.value)}
                />
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder="Max"
                  aria-label="Maximum price in points"
                  value={maxPrice}
                  onChange={(e) => filter(setMaxPrice)(e.target.value)}
                />
              </div>
            </fieldset>
          </aside>
          <div>
            <div className="docs-toolbar">
              <p className="result-count" aria-live="polite" data-testid="catalogue-count">
                {data ? showingRange(data.page, data.pageSize, data.total) : 'Loading documents…'}
              </p>
              <SortSelect<string> value={sort || 'newest'} options={SORTS} onChange={(v) => filter(setSort)(v === 'newest' ? '' : v)} />
            </div>
            <DocumentResults
              result={result}
              onPage={goTo}
              empty={
                <EmptyState
                  icon={FileSearch}
                  title={filtered ? 'No documents match these filters' : 'No documents yet'}
                  text={filtered ? 'Try another subject, a wider price range or a shorter search.' : 'Be the first to share your notes.'}
                  actions={
                    filtered ? (
                      <button type="button" className="btn btn--secondary" onClick={clear}>
                        Clear filters
                      </button>
                    ) : undefined
                  }
                />
              }
            />
          </div>
        </div>
      </section>
    </>
  );
}
