// One page of document cards as the catalogue shows it: skeleton cards while loading, an error panel, the page's
// own empty state, the grid, pagination and 'Showing X to Y of Z results' / 'Page N of M'. The /documents
// catalogue and the subject, course and textbook pages all list documents through it.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { DocumentCard, Page } from '../../api/documents.ts';
import { ErrorPanel } from '../ui/States.tsx';
import { PagedFooter } from '../ui/Pagination.tsx';
import { DocumentCardSkeletons, DocumentCardView } from './DocumentCard.tsx';

type Props = {
  /** The catalogue query's state (useCatalogue). */
  result: {
    data: Page<DocumentCard> | undefined;
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  onPage: (page: number) => void;
  /** Shown when the page has no documents. */
  empty: ReactNode;
  skeletons?: number;
};

export function DocumentResults({ result, onPage, empty, skeletons = 8 }: Props) {
  const { t } = useLingui();
  const { data, isPending, isError, error, isPlaceholderData, refetch } = result;
  if (isPending) return <DocumentCardSkeletons count={skeletons} />;
  if (isError || !data) {
    return <ErrorPanel title={t`Failed to load documents`} message={error?.message} onRetry={() => refetch()} />;
  }
  if (data.items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="doc-grid" data-testid="document-list" style={{ opacity: isPlaceholderData ? 0.6 : 1 }}>
        {data.items.map((d) => (
          <li key={d.id}>
            <DocumentCardView doc={d} />
          </li>
        ))}
      </ul>
      <PagedFooter page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
    </>
  );
}
