// /dashboard/seller-documents: the seller's uploads in any status, with processing, price and stats
// (views, downloads, purchases, bookmarks, points earned), a status filter, search and pagination.
import { FileText, Upload } from 'lucide-react';
import { Link } from 'wouter';
import { statusNames } from '../../../../modules/documents/contract.ts';
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
import { formatNumber, titleCase } from '../../lib/format.ts';

export default function SellerDocumentsPage() {
  usePageMeta({ title: 'Your documents for sale', description: 'Status, processing and sales of the documents you sell.' });
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
          <h1 className="dash-page__title">Your documents for sale</h1>
          <p className="dash-page__lead">Track review status, processing and how each document sells.</p>
        </div>
        <Link href="/dashboard/documents/upload" className="btn btn--primary">
          <Upload aria-hidden="true" /> Upload & Earn Points!
        </Link>
      </header>
      <div className="lib-tools">
        <SearchInput value={q} onChange={(v) => { setQ(v); if (pageParam) setPage(''); }} placeholder="Search your uploads" label="Search your uploads" size="md" />
        <label className="docs-field" style={{ gridAutoFlow: 'column', alignItems: 'center' }}>
          <span>Status</span>
          <select value={status} onChange={(e) => { setStatus(e.target.value); if (pageParam) setPage(''); }}>
            <option value="">All statuses</option>
            {statusNames.map((s) => (
              <option key={s} value={s}>
                {titleCase(s)}
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
        <ErrorPanel title="Failed to load documents" message={error.message} onRetry={() => refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No documents found matching your criteria"
          text="Upload your notes and earn points every time they sell."
          actions={
            <Link href="/dashboard/documents/upload" className="btn btn--primary">
              Upload a document
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
                        {d.processing.state === 'failed' ? 'Processing failed' : `Processing ${d.processing.progress}%`}
                      </span>
                    )}
                  </div>
                  <Link href={`/dashboard/documents/${d.slug}`} className="seller-row__title">
                    {d.title}
                  </Link>
                  <p className="doc-card__meta">
                    <span>{d.documentType?.name}</span>
                    <span>{d.subject?.name}</span>
                    <span>{documentAge(d.createdAt)}</span>
                  </p>
                  {d.statusReason && <p className="field-error">{d.statusReason}</p>}
                </div>
                <dl className="seller-row__stats">
                  <div><dt>Price</dt><dd>{formatPoints(d.pointsPrice)}</dd></div>
                  <div><dt>Views</dt><dd>{formatNumber(d.stats.views)}</dd></div>
                  <div><dt>Downloads</dt><dd>{formatNumber(d.stats.downloads)}</dd></div>
                  <div><dt>Sales</dt><dd>{formatNumber(d.stats.purchases)}</dd></div>
                  <div><dt>Rating</dt><dd>{formatRating(d.averageRating)}</dd></div>
                  <div><dt>Earned</dt><dd>{formatNumber(d.stats.revenue)} pts</dd></div>
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
