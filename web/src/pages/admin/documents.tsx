// /admin/documents: the moderation queue. Pending uploads first (oldest first, as the API orders them), tabs for
// every status with their counts, a title search, quick filters for copies and failed processing, and one row per
// upload (cover, title, seller, subject, type, price, upload date, processing state, the DUPLICATE flag naming what
// it copies). A row opens the review sheet (?doc=<id>), where the actions are.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { documentAge, formatPoints } from '../../lib/documents.ts';

const TABS: { id: StatusName; label: MessageDescriptor }[] = [
  { id: 'pending', label: msg`Pending` },
  { id: 'soft-reject', label: msg`Needs changes` },
  { id: 'approved', label: msg`Approved` },
  { id: 'rejected', label: msg`Rejected` },
  { id: 'deleted', label: msg`Removed` },
];

const EMPTY: Record<StatusName, { title: MessageDescriptor; text: MessageDescriptor }> = {
  pending: { title: msg`The queue is clear`, text: msg`Every upload has been reviewed. New ones appear here as soon as sellers send them.` },
  'soft-reject': { title: msg`Nothing waiting on sellers`, text: msg`Documents sent back for changes appear here until the seller resubmits them.` },
  approved: { title: msg`No approved documents`, text: msg`Approved documents are live in the catalogue.` },
  rejected: { title: msg`No rejected documents`, text: msg`Rejected uploads are kept here with the reason the seller was given.` },
  deleted: { title: msg`Nothing taken down`, text: msg`Documents removed from the catalogue are kept here with the reason.` },
};

function Row({ doc, selected, onOpen }: { doc: AdminDocument; selected: boolean; onOpen: (id: string) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
          <span title={format.date(doc.createdAt)}>
            <CalendarDays aria-hidden="true" /> {t`Uploaded ${documentAge(doc.createdAt, undefined, i18n)}`}
          </span>
        </p>
        {doc.processing.state === 'failed' && doc.processing.error && <p className="review-row__error">{doc.processing.error}</p>}
        {doc.duplicate && <DuplicateFlag dup={doc.duplicate} onOpen={onOpen} />}
      </div>
      <div className="review-row__side">
        <span className="review-row__price">{formatPoints(doc.pointsPrice, i18n)}</span>
        <button type="button" className="btn btn--secondary btn--sm" onClick={() => onOpen(doc.id)}>
          <Trans>Review</Trans>
        </button>
      </div>
    </li>
  );
}

export default function AdminDocumentsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
  const tabs: Tab<StatusName>[] = TABS.map((tab) => ({ id: tab.id, label: i18n._(tab.label), count: counts.data?.[tab.id] }));
  const data = list.data;
  const toggle = (name: string) => {
    setFilter(filter === name ? '' : name);
    resetPage();
  };

  return (
    <AdminPage
      eyebrow={t`Marketplace`}
      title={t`Documents`}
      lead={t`Review uploads before they go on sale: check the previews and any duplicate, then approve, ask for changes or reject.`}
      testId="admin-documents"
    >
      <StatusTabs
        label={t`Document status`}
        tabs={tabs}
        value={status}
        onChange={(id) => {
          setStatus(id === 'pending' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={q} onChange={setSearch} placeholder={t`Search by title`} label={t`Search documents by title`} size="md" />
        <fieldset className="chips" aria-label={t`Quick filters`}>
          {status === 'pending' && (
            <button type="button" className="chip" aria-pressed={filter === 'duplicates'} onClick={() => toggle('duplicates')}>
              <Trans>Duplicates</Trans>
              {counts.data && <span className="chip__count">{format.number(counts.data.duplicates)}</span>}
            </button>
          )}
          <button type="button" className="chip" aria-pressed={filter === 'failed'} onClick={() => toggle('failed')}>
            <Trans>Processing failed</Trans>
            {counts.data && <span className="chip__count">{format.number(counts.data.failed)}</span>}
          </button>
        </fieldset>
      </div>
      {filter && (
        <div className="admin-filters">
          <FilterChip label={filter === 'duplicates' ? t`Only duplicates` : t`Only failed processing`} onClear={() => toggle(filter)} />
        </div>
      )}

      {list.isError ? (
        <ErrorPanel title={t`Failed to load documents`} message={list.error.message} onRetry={() => void list.refetch()} />
      ) : !data ? (
        <ul className="review-list" aria-busy="true" aria-label={t`Loading documents`}>
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
          title={search || filter ? t`No documents found matching your criteria` : i18n._(EMPTY[status].title)}
          text={search || filter ? t`Try another title, or clear the filters.` : i18n._(EMPTY[status].text)}
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
