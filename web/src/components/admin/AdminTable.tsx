// The admin lists' table: skeleton rows while the first page loads, the list's load error with a retry, an empty
// state, the rows, and a foot with 'Showing X to Y of Z results' and the pages. Under 760 px each row is a card
// of label / value lines (the labels come from the column headers).
import type { Page } from '../../../../modules/platform/contract.ts';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFormat } from '../../hooks/useFormat.ts';
import { pageCount, showingRange } from '../../lib/documents.ts';
import { Pagination } from '../ui/Pagination.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';

export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** 'end' right-aligns numbers; 'primary' leads the phone card; 'actions' holds buttons. */
  kind?: 'end' | 'primary' | 'actions' | 'nowrap';
};

type Props<T> = {
  /** The table's name (plural noun, as in 'orders'). */
  noun: string;
  /** The whole sentence, as in 'Failed to load orders'. */
  failedTitle: string;
  columns: Column<T>[];
  query: UseQueryResult<Page<T>>;
  rowKey: (row: T) => string;
  empty: { icon: LucideIcon; title: string; text: ReactNode };
  onPage: (page: number) => void;
  testId?: string;
};

const kindClass = { end: 'is-end', primary: 'is-primary', actions: 'is-actions is-end', nowrap: 'is-nowrap' } as const;

export function AdminTable<T>({ noun, failedTitle, columns, query, rowKey, empty, onPage, testId }: Props<T>) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = query;
  if (isError) return <ErrorPanel title={failedTitle} message={error.message} onRetry={() => void refetch()} />;
  if (data && data.total === 0) return <EmptyState className="card" icon={empty.icon} title={empty.title} text={empty.text} />;
  return (
    <div className="admin-table-card">
      <div className="admin-table-scroll">
        <table className="admin-table" aria-label={noun} aria-busy={isPending || isPlaceholderData || undefined} data-testid={testId}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={c.kind ? kindClass[c.kind] : undefined}>
                  {c.kind === 'actions' ? <span className="sr-only">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isPending
              ? Array.from({ length: 6 }, (_, i) => (
                  <tr key={i} className="skeleton-row">
                    {columns.map((c) => (
                      <td key={c.id} data-label={c.header} className={c.kind ? kindClass[c.kind] : undefined}>
                        <Skeleton width={c.kind === 'primary' ? '80%' : 72} height={12} />
                      </td>
                    ))}
                  </tr>
                ))
              : data.items.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.id} data-label={c.header} className={c.kind ? kindClass[c.kind] : undefined}>
                        <div className="cell-body">{c.cell(row)}</div>
                      </td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      {data && <ListFoot page={data} onPage={onPage} />}
    </div>
  );
}

/** 'Showing X to Y of Z results · Page N of M' and the page buttons, under a list. */
export function ListFoot({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const last = pageCount(page.total, page.pageSize);
  const current = format.number(page.page);
  const pages = format.number(last);
  return (
    <div className="admin-table-foot">
      <span>
        {showingRange(page.page, page.pageSize, page.total, false, i18n)}
        {last > 1 && ` · ${t`Page ${current} of ${pages}`}`}
      </span>
      <Pagination page={page.page} last={last} onPage={onPage} />
    </div>
  );
}
