// /dashboard/seller-orders: every sale of the seller's documents (buyers are not named), newest first, with the
// document's title from the catalogue and the seller's share.
import type { Page } from '../../../../modules/platform/contract.ts';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../hooks/useFormat.ts';
import { NewerOlderPager } from '../../components/dashboard/NewerOlderPager.tsx';

const PAGE_SIZE = 20;

export default function SellerOrdersPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Orders`, description: t`Every purchase of your documents.`, noIndex: true });
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
        <h1 className="dash-page__title">
          <Trans>Orders</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Every purchase of your documents, with your share of each sale.</Trans>
        </p>
      </header>
      {sales.isError ? (
        <ErrorPanel title={t`Orders unavailable`} message={t`Could not load your sales.`} onRetry={() => void sales.refetch()} />
      ) : sales.isLoading ? (
        <Skeleton height={200} />
      ) : total === 0 ? (
        <EmptyState
          icon={Receipt}
          title={t`No sales yet`}
          text={t`When students buy your documents, each sale shows here with the points you earned.`}
          actions={
            <Link href="/dashboard/wallet-seller" className="btn btn--secondary">
              <Trans>Seller wallet</Trans>
            </Link>
          }
        />
      ) : (
        <div className="card wallet-table-wrap">
          <table className="wallet-table">
            <thead>
              <tr>
                <th>
                  <Trans>Date</Trans>
                </th>
                <th>
                  <Trans>Document</Trans>
                </th>
                <th>
                  <Trans>Price</Trans>
                </th>
                <th>
                  <Trans>Your share</Trans>
                </th>
                <th>
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {sales.data?.items.map((s) => {
                const doc = byId.get(s.documentId);
                return (
                  <tr key={s.id}>
                    <td>{format.date(s.createdAt)}</td>
                    <td>{doc ? <Link href={`/documents/${doc.slug}`}>{doc.title}</Link> : t`Document`}</td>
                    <td>{t`${format.number(s.pricePoints)} pts`}</td>
                    <td>{t`${format.number(s.sellerPoints - s.sellerPointsReversed)} pts`}</td>
                    <td>
                      <span className={`badge ${s.status === 'completed' ? 'badge--success' : 'badge--plain'}`}>
                        {s.status === 'completed' ? t`completed` : t`refunded`}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <NewerOlderPager label={t`Orders pages`} page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
