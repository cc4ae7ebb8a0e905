// /admin/documents: the moderation queue. Pending uploads first (oldest first, as the API orders them), tabs for
// every status with their counts, a title search, quick filters for copies and failed processing, and one row per
// upload (cover, title, seller, subject, type, price, upload date, processing state, the DUPLICATE flag naming what
// it copies). A row opens the review sheet (?doc=<id>), where the actions are.
import { BookOpen, CalendarDays, FileText, Inbox, Tag, User } from 'lucide-react';
import type { StatusName } from '../../../../modules/documents/contract.ts';
import { type AdminDocument, ADMIN_PAGE_SIZE, useAdminDocumentCounts, useAdminDocuments } from '../../api/admin.ts';
import { AdminPage, FilterChip, StatusTabs, type Tab } from '../../components/admin/AdminPage.tsx';
import { DocumentReviewSheet } from '../../components/admin/DocumentReviewSheet.tsx';
import { ListFoot } from '../../components/admin/AdminTable.tsx';
import { DuplicateFlag, ProcessingFlag, StatusPill } from '../../components/admin/DocumentFlags.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { documentAge, formatPoints } from '../../lib/documents.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';

const TABS: { id: StatusName; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'soft-reject', label: 'Needs changes' },
  { id: 'approved', label: 'Approved' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'deleted', label: 'Removed' },
];

const EMPTY: Record<StatusName, { title: string; text: string }> = {
  pending: { title: 'The queue is clear', text: 'Every upload has been reviewed. New ones appear here as soon as sellers send them.' },
  'soft-reject': { title: 'Nothing waiting on sellers', text: 'Documents sent back for changes appear here until the seller resubmits them.' },
  approved: { title: 'No approved documents', text: 'Approved documents are live in the catalogue.' },
  rejected: { title: 'No rejected documents', text: 'Rejected uploads are kept here with the reason the seller was given.' },
  deleted: { title: 'Nothing taken down', text: 'Documents removed from the catalogue are kept here with the reason.' },
};

function Row({ doc, selected, onOpen }: { doc: AdminDocument; selected: boolean; onOpen: (id: string) => void }) {
  return (
    <li className={`review-row${selected ? ' is-selected' : ''}`} data-testid="admin-document" data-id={doc.id}>
      <button type="button" className="review-row__cover" onClick={() => onOpen(doc.id)} tabIndex={-1} aria-hidden="true">
        {doc.coverUrl ? <img src={doc.coverUrl} alt="" loading="lazy" /> : <FileText />}
      </button>
      <div className="review-row__main">
        <div className="review-row__flags">
          <StatusPill doc={doc} />
          <ProcessingFlag processing={doc.processing} />
        </div>
        <button type="button" className="review-row__title" onClick={() => onOpen(doc.id)}>
          {doc.title}
        </button>
        <p className="review-row__meta">
          <span>
            <User aria-hidden="true" /> {doc.user.fullName}
          </span>
          {doc.subject && (
            <span>
              <BookOpen aria-hidden="true" /> {doc.subject.name}
            </span>
          )}
          {doc.documentType && (
            <span>
              <Tag aria-hidden="true" /> {doc.documentType.name}
            </span>
          )}
          <span title={formatDate(doc.createdAt)}>
            <CalendarDays aria-hidden="true" /> Uploaded {documentAge(doc.createdAt)}
          </span>
        </p>
        {doc.processing.state === 'failed' && doc.processing.error && <p className="review-row__error">{doc.processing.error}</p>}
        {doc.duplicate && <DuplicateFlag dup={doc.duplicate} onOpen={onOpen} />}
      </div>
      <div className="review-row__side">
        <span className="review-row__price">{formatPoints(doc.pointsPrice)}</span>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onOpen(doc.id)}>
          Review
        </button>
      </div>
    </li>
  );
}

export default function AdminDocumentsPage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const { page, setPage, resetPage, search: q, setSearch, debounced: search } = useListParams('q');
  const [filter, setFilter] = useQueryParam('only');
  const [selected, setSelected] = useQueryParam('doc');
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'pending') as StatusName;
  const list = useAdminDocuments({
    status,
    q: search,
    duplicates: filter === 'duplicates' ? 'true' : undefined,
    processing: filter === 'failed' ? 'failed' : undefined,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const counts = useAdminDocumentCounts(search);
  const tabs: Tab<StatusName>[] = TABS.map((t) => ({ ...t, count: counts.data?.[t.id] }));
  const data = list.data;
  const toggle = (name: string) => {
    setFilter(filter === name ? '' : name);
    resetPage();
  };

  return (
    <AdminPage
      eyebrow="Marketplace"
      title="Documents"
      lead="Review uploads before they go on sale: check the previews and any duplicate, then approve, ask for changes or reject."
      testId="admin-documents"
    >
      <StatusTabs
        label="Document status"
        tabs={tabs}
        value={status}
        onChange={(id) => {
          setStatus(id === 'pending' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={q} onChange={setSearch} placeholder="Search by title" label="Search documents by title" size="md" />
        <fieldset className="chips" aria-label="Quick filters">
          {status === 'pending' && (
            <button type="button" className="chip" aria-pressed={filter === 'duplicates'} onClick={() => toggle('duplicates')}>
              Duplicates
              {counts.data && <span className="chip__count">{formatNumber(counts.data.duplicates)}</span>}
            </button>
          )}
          <button type="button" className="chip" aria-pressed={filter === 'failed'} onClick={() => toggle('failed')}>
            Processing failed
            {counts.data && <span className="chip__count">{formatNumber(counts.data.failed)}</span>}
          </button>
        </fieldset>
      </div>
      {filter && (
        <div className="admin-filters">
          <FilterChip label={filter === 'duplicates' ? 'Only duplicates' : 'Only failed processing'} onClear={() => toggle(filter)} />
        </div>
      )}

      {list.isError ? (
        <ErrorPanel title="Failed to load documents" message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <ul className="review-list" aria-busy="true" aria-label="Loading documents">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="review-row">
              <Skeleton width={72} height={94} />
              <div className="review-row__main">
                <Skeleton width={90} height={20} />
                <Skeleton width="60%" height={16} />
                <Skeleton width="40%" height={12} />
              </div>
            </li>
          ))}
        </ul>
      ) : data.total === 0 ? (
        <EmptyState
          className="card"
          icon={Inbox}
          title={search || filter ? 'No documents found matching your criteria' : EMPTY[status].title}
          text={search || filter ? 'Try another title, or clear the filters.' : EMPTY[status].text}
        />
      ) : (
        <>
          <ul className="review-list" data-testid="admin-documents-list" aria-busy={list.isPlaceholderData || undefined}>
            {data.items.map((doc) => (
              <Row key={doc.id} doc={doc} selected={doc.id === selected} onOpen={setSelected} />
            ))}
          </ul>
          <ListFoot page={data} onPage={setPage} />
        </>
      )}
      <DocumentReviewSheet id={selected || null} onClose={() => setSelected('')} onOpen={setSelected} />
    </AdminPage>
  );
}
