// /search?q=: full search over documents, homework questions and flashcard decks (spec 000 §2, §9: page
// size 10), with kind tabs, facet filters with counts, sort, highlighted titles and snippets, and
// pagination. Everything it shows is in the address (q, kind, subject, university, type, sort, page),
// so back, forward and shared links work. Matching subjects, universities and textbooks follow.
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, SearchX, X } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { QUERY_MAX_LENGTH, type SearchSort, useSearchResults } from '../api/search.ts';
import { useDocumentText } from '../components/documents/document-text.ts';
import { Pagination } from '../components/ui/Pagination.tsx';
import { CatalogueMatches } from '../components/search/CatalogueMatches.tsx';
import { FacetPanel, KindTabs } from '../components/search/SearchFilters.tsx';
import { SearchResultList, SearchResultSkeletons } from '../components/search/SearchResults.tsx';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { SortSelect } from '../components/ui/SortSelect.tsx';
import { EmptyState, ErrorPanel } from '../components/ui/States.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { activeFilterCount, changeSearch, type FacetName, readSearchState, type SearchState, searchStateHref } from '../lib/search.ts';

export default function SearchPage() {
  const { t } = useLingui();
  const text = useDocumentText();
  const sorts: { value: SearchSort; label: string }[] = [
    { value: 'relevance', label: t`Relevance` },
    { value: 'newest', label: t`Newest` },
    { value: 'rating', label: t`Rating` },
    { value: 'downloads', label: t`Downloads` },
  ];
  const facetNames: Record<FacetName, string> = { subject: t`Subject`, university: t`University`, type: t`Type` };
  const search = useSearch();
  const [, navigate] = useLocation();
  const state = useMemo(() => readSearchState(search), [search]);
  const { q } = state;
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  usePageMeta({
    title: q ? t`Search results for “${q}”` : t`Search`,
    description: t`Search Studyhall for study documents, homework questions, flashcard decks, subjects and universities.`,
    noIndex: true,
  });

  const results = useSearchResults(state);
  const { data } = results;
  const filters = activeFilterCount(state);

  const go = (patch: Partial<SearchState>) => navigate(searchStateHref(changeSearch(state, patch)));
  const clearFilters = () => go({ subject: '', university: '', type: '' });
  const toPage = (page: number) => {
    go({ page });
    window.scrollTo({ top: 0 });
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = draft.trim();
    // A blank search does nothing (spec 000 §5).
    if (next && next !== q) go({ q: next });
  }

  const labelOf = (name: FacetName, value: string) => data?.facets[name].find((v) => v.value === value)?.label ?? value;
  const chosen = (['subject', 'university', 'type'] as FacetName[]).filter((name) => state[name]);

  return (
    <>
      <header className="page-header search-header">
        <div className="container">
          <Breadcrumbs items={[{ label: t`Home`, href: '/' }, { label: t`Search` }]} />
          <h1 className="page-header__title">{q ? <Trans>Results for “{q}”</Trans> : <Trans>Search Studyhall</Trans>}</h1>
          <search className="page-header__tools">
            <form onSubmit={submit} action="/search">
              <div className="search-field search-field--lg">
                <Search aria-hidden="true" />
                <input
                  className="input"
                  type="search"
                  name="q"
                  value={draft}
                  maxLength={QUERY_MAX_LENGTH}
                  onChange={(e) => setDraft(e.target.value)}
                  placeholder={t`Search notes, homework questions, decks…`}
                  aria-label={t`Search`}
                  enterKeyHint="search"
                />
                {draft && (
                  <button type="button" className="search-field__clear" aria-label={t`Clear search`} onClick={() => setDraft('')}>
                    <X aria-hidden="true" />
                  </button>
                )}
              </div>
            </form>
          </search>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container">
          {!q ? (
            <EmptyState
              icon={Search}
              title={t`What are you studying?`}
              text={t`Search for a topic, a course code or a question to find notes, homework answers and flashcard decks.`}
            />
          ) : data && !results.isPlaceholderData && data.total === 0 && !filters && !state.kind ? (
            // Nothing to filter or sort: only the message, and whatever the catalogue has.
            <>
              <EmptyState
                icon={SearchX}
                title={t`No results found for "${q}"`}
                text={t`Check the spelling, try fewer or broader words, or search for a course code.`}
                actions={
                  <Link href="/documents" className="btn btn--secondary">
                    <Trans>Browse all documents</Trans>
                  </Link>
                }
              />
              <CatalogueMatches q={q} />
            </>
          ) : (
            <>
              <div className="search-layout">
                <FacetPanel
                  facets={data?.facets}
                  estimated={data ? !data.exhaustive.facets : false}
                  selected={{ subject: state.subject, university: state.university, type: state.type }}
                  activeCount={filters}
                  onSelect={(name, value) => go({ [name]: value })}
                  onClear={clearFilters}
                />
                <div className="search-main">
                  <KindTabs counts={data?.facets.kind} estimated={data ? !data.exhaustive.facets : false} kind={state.kind} onKind={(kind) => go({ kind })} />
                  <div id="search-results-panel" role="tabpanel">
                    <div className="docs-toolbar search-toolbar">
                      <p className="result-count" aria-live="polite" data-testid="search-count">
                        {data ? text.showing(data.page, data.pageSize, data.total, !data.exhaustive.total) : results.isError ? '' : t`Searching…`}
                      </p>
                      <SortSelect value={state.sort} options={sorts} onChange={(sort) => go({ sort })} />
                    </div>
                    {chosen.length > 0 && (
                      <ul className="chips search-chosen" aria-label={t`Filters in use`}>
                        {chosen.map((name) => (
                          <li key={name}>
                            <button type="button" className="chip chip--removable" onClick={() => go({ [name]: '' })}>
                              <span className="chip__count">{facetNames[name]}:</span> {labelOf(name, state[name])}
                              <X aria-hidden="true" />
                              <span className="sr-only">
                                <Trans>(remove)</Trans>
                              </span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                    {results.isError ? (
                      <ErrorPanel
                        title={t`Search is not available right now`}
                        message={t`${results.error.message} Your filters are kept; try again in a moment.`}
                        onRetry={() => results.refetch()}
                      />
                    ) : !data ? (
                      <SearchResultSkeletons />
                    ) : data.items.length === 0 ? (
                      <EmptyState
                        icon={SearchX}
                        title={t`No results found for "${q}"`}
                        text={t`Nothing matches with these filters. Clear them to see every match.`}
                        actions={
                          <button type="button" className="btn btn--secondary" onClick={() => go({ subject: '', university: '', type: '', kind: '' })}>
                            <Trans>Clear filters</Trans>
                          </button>
                        }
                      />
                    ) : (
                      <>
                        <SearchResultList items={data.items} dimmed={results.isPlaceholderData} />
                        <Pagination page={data.page} last={Math.max(1, data.totalPages)} onPage={toPage} />
                        <p className="pager-info">
                          <span>{text.showing(data.page, data.pageSize, data.total, !data.exhaustive.total)}</span>
                          <span data-testid="search-page">
                            <Trans>
                              Page {data.page} of {Math.max(1, data.totalPages)}
                            </Trans>
                          </span>
                        </p>
                      </>
                    )}
                  </div>
                </div>
              </div>
              {state.page === 1 && !state.kind && <CatalogueMatches q={q} />}
            </>
          )}
        </div>
      </section>
    </>
  );
}
