// /dashboard/seller-documents: the seller's uploads in any status, with processing, price and stats
// (views, downloads, purchases, bookmarks, points earned), a status filter, search and pagination.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { type StatusName, statusNames } from '../../../../modules/documents/contract.ts';
import { LIBRARY_PAGE_SIZE, useSellerDocuments } from '../../api/documents.ts';
import { PagedFooter } from '../../components/ui/Pagination.tsx';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { useLiveDocuments } from '../../hooks/useLiveDocuments.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { documentAge, formatPoints, formatRating } from '../../lib/documents.ts';
import { useFormat } from '../../hooks/useFormat.ts';

const STATUS_LABELS: Record<StatusName, MessageDescriptor> = {
  approved: msg`Approved`,
  pending: msg`Pending`,
  deleted: msg`Deleted`,
  rejected: msg`Rejected`,
  'soft-reject': msg`Soft Reject`,
};

export default function SellerDocumentsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Your documents for sale`, description: t`Status, processing and sales of the documents you sell.` });
  const [status, setStatus] = useQueryParam('status');
  const [q, setQ] = useQueryParam('q');
  const [pageParam, setPage] = useQueryParam('page');
  const page = Math.max(1, Number(pageParam) || 1);
  const debouncedQ = useDebouncedValue(q, 300);
  useLiveDocuments();
  const { data, isPending, isError, error, refetch } = useSellerDocuments({ status, q: debouncedQ.trim(), page, pageSize: LIBRARY_PAGE_SIZE });

  return (
    <div className="dash-page">
      <header className="lib-head">
        <div>
          <h1 className="dash-page__title">
            <Trans>Your documents for sale</Trans>
          </h1>
          <p className="dash-page__lead">
            <Trans>Track review status, processing and how each document sells.</Trans>
          </p>
        </div>
        <Link href="/dashboard/documents/upload" className="btn btn--primary">
          <Upload aria-hidden="true" /> <Trans>Upload & Earn Points!</Trans>
        </Link>
      </header>
      <div className="lib-tools">
        <SearchInput value={q} onChange={(v) => { setQ(v); if (pageParam) setPage(''); }} placeholder={t`Search your uploads`}
          label={t`Search your uploads`}
          size="md" />
        <label className="docs-field" style={{ gridAutoFlow: 'column', alignItems: 'center' }}>
          <span>
            <Trans>Status</Trans>
          </span>
          <select value={status} onChange={(e) => { setStatus(e.target.value); if (pageParam) setPage(''); }}>
            <option value="">{t`All statuses`}</option>
            {statusNames.map((s) => (
              <option key={s} value={s}>
                {i18n._(STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        </label>
      </div>
      {isPending ? (
        <div className="seller-list">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={96} />
          ))}
        </div>
      ) : isError ? (
        <ErrorPanel title={t`Failed to load documents`} message={error.message} onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title={t`No documents found matching your criteria`}
          text={t`Upload your notes and earn points every time they sell.`}
          actions={
            <Link href="/dashboard/documents/upload" className="btn btn--primary">
              <Trans>Upload a document</Trans>
            </Link>
          }
        />
      ) : (
        <>
          <ul className="seller-list" data-testid="seller-documents">
            {data.items.map((d) => (
              <li key={d.id} className="seller-row">
                <Link href={`/dashboard/documents/${d.slug}`} className="seller-row__cover" aria-hidden="true" tabIndex={-1}>
                  {d.coverUrl ? <img src={d.coverUrl} alt="" loading="lazy" /> : <FileText />}
                </Link>
                <div className="seller-row__main">
                  <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                    <span className="doc-status" style={{ background: d.statusRecord.color }}>
                      {d.statusRecord.displayName}
                    </span>
                    {d.processing.state !== 'ready' && (
                      <span className="doc-type doc-type--inline">
                        {d.processing.state === 'failed' ? t`Processing failed` : t`Processing ${d.processing.progress}%`}
                      </span>
                    )}
                  </div>
                  <Link href={`/dashboard/documents/${d.slug}`} className="seller-row__title">
                    {d.title}
                  </Link>
                  <p className="doc-card__meta">
                    <span>{d.documentType?.name}</span>
                    <span>{d.subject?.name}</span>
                    <span>{documentAge(d.createdAt, undefined, i18n)}</span>
                  </p>
                  {d.statusReason && <p className="field-error">{d.statusReason}</p>}
                </div>
                <dl className="seller-row__stats">
                  <div><dt>{t`Price`}</dt><dd>{formatPoints(d.pointsPrice, i18n)}</dd></div>
                  <div><dt>{t`Views`}</dt><dd>{format.number(d.stats.views)}</dd></div>
                  <div><dt>{t`Downloads`}</dt><dd>{format.number(d.stats.downloads)}</dd></div>
                  <div><dt>{t`Sales`}</dt><dd>{format.number(d.stats.purchases)}</dd></div>
                  <div><dt>{t`Rating`}</dt><dd>{formatRating(d.averageRating, i18n)}</dd></div>
                  <div><dt>{t`Earned`}</dt><dd>{t`${format.number(d.stats.revenue)} pts`}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
          <PagedFooter page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => setPage(p > 1 ? String(p) : '')} />
        </>
      )}
    </div>
  );
}
