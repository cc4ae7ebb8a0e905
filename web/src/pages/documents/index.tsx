// /documents: the catalogue of approved documents, with filters (subject, university, type, price),
// search, sort, pagination with counts, skeleton cards and an empty state. Filters live in the URL.
import { Trans, useLingui } from '@lingui/react/macro';
import { FileSearch, SlidersHorizontal } from 'lucide-react';
import { useMemo } from 'react';
import { useSubjects, useUniversities } from '../../api/catalogue.ts';
import { CATALOGUE_PAGE_SIZE, useCatalogue, useDocumentTypes } from '../../api/documents.ts';
import { useDocumentText } from '../../components/documents/document-text.ts';
import { DocumentResults } from '../../components/documents/DocumentResults.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { SortSelect } from '../../components/ui/SortSelect.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { sortKey } from '../../lib/format.ts';

const digits = (v: string) => (/^\d{1,5}$/.test(v) ? v : '');

export default function DocumentsPage() {
  const { t } = useLingui();
  const text = useDocumentText();
  usePageMeta({
    title: t`Study documents: notes, summaries and past papers`,
    description: t`Lecture notes, summaries, past exams and study guides shared by students. Filter by subject, university and type, preview pages for free and unlock with points.`,
  });
  const sorts = [
    { value: 'newest', label: t`Newest` },
    { value: 'rating', label: t`Top rated` },
    { value: 'price_asc', label: t`Price: low to high` },
    { value: 'price_desc', label: t`Price: high to low` },
  ];
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
          <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`Documents` }]} />
          <h1 className="page-header__title">
            <Trans>Study documents</Trans>
          </h1>
          <p className="page-header__lead">
            <Trans>
              Notes, summaries and past papers from students who took the course. Preview the first pages free, then
              unlock the full document with points.
            </Trans>
          </p>
          <div className="page-header__tools">
            <SearchInput value={q} onChange={filter(setQ)} placeholder={t`Search documents, e.g. cell biology`} label={t`Search documents`} />
          </div>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container docs-layout">
          <aside className="docs-filters" aria-label={t`Filters`}>
            <h2 className="docs-filters__title">
              <span>
                <SlidersHorizontal aria-hidden="true" size={16} /> <Trans>Filters</Trans>
              </span>
              {filtered && (
                <button type="button" className="btn btn--ghost btn--sm" onClick={clear}>
                  <Trans>Clear all</Trans>
                </button>
              )}
            </h2>
            <label className="docs-field">
              <Trans>Subject</Trans>
              <select value={subject} onChange={(e) => filter(setSubject)(e.target.value)}>
                <option value="">{t`All subjects`}</option>
                {subjectOptions.map((s) => (
                  <option key={s.id} value={s.slug}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="docs-field">
              <Trans>University</Trans>
              <select value={university} onChange={(e) => filter(setUniversity)(e.target.value)}>
                <option value="">{t`All universities`}</option>
                {universityOptions.map((u) => (
                  <option key={u.id} value={u.slug}>
                    {u.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="docs-field">
              <Trans>Document type</Trans>
              <select value={type} onChange={(e) => filter(setType)(e.target.value)}>
                <option value="">{t`All types`}</option>
                {(types.data ?? []).map((type) => (
                  <option key={type.id} value={type.slug}>
                    {type.name}
                  </option>
                ))}
              </select>
            </label>
            <fieldset className="docs-field" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ marginBottom: 6 }}>
                <Trans>Price (points)</Trans>
              </legend>
              <div className="docs-price">
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder={t`Min`}
                  aria-label={t`Minimum price in points`}
                  value={minPrice}
                  onChange={(e) => filter(setMinPrice)(e.target.value)}
                />
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  placeholder={t`Max`}
                  aria-label={t`Maximum price in points`}
                  value={maxPrice}
                  onChange={(e) => filter(setMaxPrice)(e.target.value)}
                />
              </div>
            </fieldset>
          </aside>
          <div>
            <div className="docs-toolbar">
              <p className="result-count" aria-live="polite" data-testid="catalogue-count">
                {data ? text.showing(data.page, data.pageSize, data.total) : t`Loading documents…`}
              </p>
              <SortSelect<string> value={sort || 'newest'} options={sorts} onChange={(v) => filter(setSort)(v === 'newest' ? '' : v)} />
            </div>
            <DocumentResults
              result={result}
              onPage={goTo}
              empty={
                <EmptyState
                  icon={FileSearch}
                  title={filtered ? t`No documents match these filters` : t`No documents yet`}
                  text={filtered ? t`Try another subject, a wider price range or a shorter search.` : t`Be the first to share your notes.`}
                  actions={
                    filtered ? (
                      <button type="button" className="btn btn--secondary" onClick={clear}>
                        <Trans>Clear filters</Trans>
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
