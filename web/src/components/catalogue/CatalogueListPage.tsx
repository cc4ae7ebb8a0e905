// The scaffolding shared by /subjects, /universities and /textbooks: a header with a search box, a filter
// (chips or a select) with the result count, skeletons, the 'Failed to load …' panel, an empty state that
// clears the filters, and the grid. Each page supplies its data, its filter and how one card looks.
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { CardGridSkeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';

export type FilterOption = { value: string; label: string; count?: number };

export type CatalogueFilter = {
  /** Chips for a handful of options (with counts), a select for many. */
  kind: 'chips' | 'select';
  legend: string;
  allLabel: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
};

type Props<T> = {
  crumb: string;
  title: string;
  lead: string;
  search: { value: string; onChange: (value: string) => void; placeholder: string; label: string };
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  /** The failure panel's title: 'Failed to load subjects'. */
  failedTitle: string;
  /** The count of shown items: '12 subjects'. */
  countText: string;
  /** The empty state's title: 'No subjects match “bio”', 'No subjects here yet'. */
  emptyTitle: string;
  total: number;
  filter?: CatalogueFilter;
  items: T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  gridClassName: string;
  skeletonCount: number;
  testId: string;
  emptyHint: string;
};

export function CatalogueListPage<T>(props: Props<T>) {
  const { t } = useLingui();
  const { search, query, filter, items } = props;
  const filtered = Boolean(search.value || filter?.value);
  const clear = () => {
    search.onChange('');
    filter?.onChange('');
  };
  return (
    <>
      <PageHeader crumbs={[{ label: t`Home`, href: '/' }, { label: props.crumb }]} title={props.title} lead={props.lead}>
        <div className="page-header__tools">
          <SearchInput value={search.value} onChange={search.onChange} placeholder={search.placeholder} label={search.label} />
        </div>
      </PageHeader>
      <section className="section section--tight">
        <div className="container">
          {query.isPending ? (
            <CardGridSkeleton count={props.skeletonCount} className={props.gridClassName} />
          ) : query.isError ? (
            <ErrorPanel title={props.failedTitle} message={query.error?.message ?? ''} onRetry={() => query.refetch()} />
          ) : (
            <>
              <div className="toolbar">
                {filter ? <Filter filter={filter} total={props.total} /> : <span />}
                <p className="result-count" aria-live="polite">
                  {props.countText}
                </p>
              </div>
              {items.length === 0 ? (
                <EmptyState
                  icon={SearchX}
                  title={props.emptyTitle}
                  text={props.emptyHint}
                  actions={
                    filtered ? (
                      <button type="button" className="btn btn--secondary" onClick={clear}>
                        <Trans>Clear filters</Trans>
                      </button>
                    ) : undefined
                  }
                />
              ) : (
                <ul className={props.gridClassName} data-testid={props.testId}>
                  {items.map((item) => (
                    <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
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

function Filter({ filter, total }: { filter: CatalogueFilter; total: number }) {
  if (filter.kind === 'select') {
    if (filter.options.length === 0) return <span />;
    return (
      <label className="select-field">
        <span className="sr-only">{filter.legend}</span>
        <select value={filter.value} onChange={(e) => filter.onChange(e.target.value)}>
          <option value="">{filter.allLabel}</option>
          {filter.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (filter.options.length < 2) return <span />;
  return (
    <fieldset className="chips chips--scroll">
      <legend className="sr-only">{filter.legend}</legend>
      <button type="button" className="chip" aria-pressed={!filter.value} onClick={() => filter.onChange('')}>
        {filter.allLabel} <span className="chip__count">{total}</span>
      </button>
      {filter.options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="chip"
          aria-pressed={filter.value === o.value}
          onClick={() => filter.onChange(filter.value === o.value ? '' : o.value)}
        >
          {o.label} <span className="chip__count">{o.count}</span>
        </button>
      ))}
    </fieldset>
  );
}
