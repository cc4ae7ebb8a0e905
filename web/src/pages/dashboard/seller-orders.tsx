// /dashboard/seller-orders: every sale of the seller's documents (buyers are not named), newest first, with the
// document's title from the catalogue and the seller's share.
import type { Page } from '../../../../modules/platform/contract.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Receipt } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { documentsRoutes } from '../../../../modules/documents/contract.ts';
import { type Sale, walletRoutes } from '../../../../modules/wallet/contract.ts';
import { apiGet } from '../../api/client.ts';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { NewerOlderPager } from '../../components/dashboard/NewerOlderPager.tsx';

const PAGE_SIZE = 20;

export default function SellerOrdersPage() {
  usePageMeta({ title: 'Orders', description: 'Every purchase of your documents.', noIndex: true });
  const [page, setPage] = useState(1);
  const sales = useQuery({
    queryKey: ['account', 'wallet', 'sales', page],
    queryFn: ({ signal }) => apiGet<Page<Sale>>(walletRoutes.sellerSales.path, { signal, query: { page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const ids = [...new Set(sales.data?.items.map((s) => s.documentId) ?? [])];
  const docs = useQuery({
    queryKey: ['documents', 'by-ids', ids],
    queryFn: ({ signal }) =>
      apiGet<{ items: { id: string; slug: string; title: string }[] }>(documentsRoutes.byIds.path, { signal, query: { ids: ids.join(',') } }),
    enabled: ids.length > 0,
  });
  const byId = new Map((docs.data?.items ?? []).map((d) => [d.id, d]));
  const total = sales.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="dash-page wallet">
      <header className="dash-page__head">
        <h1 className="dash-page__title">Orders</h1>
        <p className="dash-page__lead">Every purchase of your documents, with your share of each sale.</p>
      </header>
      {sales.isError ? (
        <ErrorPanel title="Orders unavailable" message="Could not load your sales." onRetry={() => void sales.refetch()} />
      ) : sales.isLoading ? (
        <Skeleton height={200} />
      ) : total === 0 ? (
        <EmptyState
          icon={Receipt}
          title="No sales yet"
          text="When students buy your documents, each sale shows here with the points you earned."
          actions={
            <Link href="/dashboard/wallet-seller" className="btn btn--secondary">
              Seller wallet
            </Link>
          }
        />
      ) : (
        <div className="card wallet-table-wrap">
          <table className="wallet-table">
            <thead>
              <tr>
                <th>Date</th>
                <th>Document</th>
                <th>Price</th>
                <th>Your share</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {sales.data?.items.map((s) => {
                const doc = byId.get(s.documentId);
                return (
                  <tr key={s.id}>
                    <td>{formatDate(s.createdAt)}</td>
                    <td>{doc ? <Link href={`/documents/${doc.slug}`}>{doc.title}</Link> : 'Document'}</td>
                    <td>{formatNumber(s.pricePoints)} pts</td>
                    <td>{formatNumber(s.sellerPoints - s.sellerPointsReversed)} pts</td>
                    <td>
                      <span className={`badge ${s.status === 'completed' ? 'badge--success' : 'badge--plain'}`}>{s.status}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <NewerOlderPager label="Orders pages" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
