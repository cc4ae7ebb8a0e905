// /admin/orders: every purchase of a document with points, newest first: buyer, document, seller, points, the
// seller's share, date and status (completed, or refunded with its reason). Tabs by status, a buyer-email search,
// and filters by seller or document from a click on them. Refund: the points go back to the buyer, access is
// revoked and the seller's share reversed (POST /api/admin/wallet/purchases/{id}/refund).
import { Trans, useLingui } from '@lingui/react/macro';
import { ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { type AdminOrder, ADMIN_PAGE_SIZE, adminApi, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { AdminPage, FilterChip, Person, Pill, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Status = '' | 'completed' | 'refunded';

export default function AdminOrdersPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [status, setStatus] = useQueryParam('status');
  const [sellerId, setSellerId] = useQueryParam('seller');
  const [documentId, setDocumentId] = useQueryParam('document');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const [filterNames, setFilterNames] = useState<Record<string, string>>({});
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const [partial, setPartial] = useState(false);
  const query = useAdminList('orders', adminApi.orders, {
    status: status || undefined,
    user: email,
    sellerId,
    documentId,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const refund = useAdminAction(adminApi.refundPurchase, adminKeys.money);
  /** The refund's consequences; a buyer, document or seller no longer there is named generically. */
  const refundText = (o: AdminOrder) => {
    const buyer = o.buyer?.fullName ?? t`The buyer`;
    const points = format.number(o.pointsSpent);
    const title = o.document?.title ?? t`the document`;
    const seller = o.seller?.fullName ?? t`The seller`;
    const share = format.number(o.sellerPoints - o.sellerPointsReversed);
    return t`${buyer} gets ${points} points back and loses access to “${title}”. ${seller}'s share of ${share} points is taken back.`;
  };
  const filterBy = (set: (v: string) => void, key: string, id: string, name: string) => {
    setFilterNames((n) => ({ ...n, [key]: name }));
    set(id);
    resetPage();
  };

  const columns: Column<AdminOrder>[] = [
    {
      id: 'document',
      header: t`Document`,
      kind: 'primary',
      cell: (o) =>
        o.document ? (
          <button type="button" className="person" title={t`Show only this document's orders`} onClick={() => filterBy(setDocumentId, 'document', o.documentId, o.document!.title)}>
            <span className="cell-title">{o.document.title}</span>
            <span className="cell-sub">{format.dateTime(o.createdAt)}</span>
          </button>
        ) : (
          <span className="cell-sub">{t`Document ${o.documentId.slice(0, 8)}…`}</span>
        ),
    },
    { id: 'buyer', header: t`Buyer`, cell: (o) => <Person user={o.buyer} fallbackId={o.userId} onFilter={setUser} /> },
    {
      id: 'seller',
      header: t`Seller`,
      cell: (o) => (
        <Person
          user={o.seller}
          fallbackId={o.sellerId}
          onFilter={o.sellerId ? () => filterBy(setSellerId, 'seller', o.sellerId!, o.seller?.fullName ?? t`this seller`) : undefined}
        />
      ),
    },
    {
      id: 'points',
      header: t`Price / seller share`,
      kind: 'end',
      cell: (o) => (
        <>
          <span className="cell-strong">{t`${format.number(o.pointsSpent)} pts`}</span>
          <span className="cell-sub">
            {o.sellerPointsReversed > 0
              ? t`seller ${format.number(o.sellerPoints - o.sellerPointsReversed)} (${format.number(o.sellerPointsReversed)} reversed)`
              : t`seller ${format.number(o.sellerPoints - o.sellerPointsReversed)}`}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (o) =>
        o.status === 'refunded' ? (
          <span title={o.revokeReason ?? undefined}>
            <Pill tone="muted">
              <Trans>Refunded · access revoked</Trans>
            </Pill>
            {o.refundedAt && <span className="cell-sub">{format.dateTime(o.refundedAt)}</span>}
          </span>
        ) : (
          <Pill tone="success">{o.accessType === 'subscription' ? t`Subscription` : t`Completed`}</Pill>
        ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (o) =>
        o.status === 'completed' && o.accessType === 'points' ? (
          <div className="cell-actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => { setPartial(false); setRefunding(o); }}>
              <Undo2 aria-hidden="true" /> <Trans>Refund</Trans>
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage
      eyebrow={t`Money`}
      title={t`Orders`}
      lead={t`Every document bought with points, with the seller's share. Refunds give the points back and revoke access.`}
      testId="admin-orders"
    >
      <StatusTabs<Status>
        label={t`Order status`}
        tabs={[
          { id: '', label: t`All` },
          { id: 'completed', label: t`Completed` },
          { id: 'refunded', label: t`Refunded` },
        ]}
        value={(status as Status) || ''}
        onChange={(id) => {
          setStatus(id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder={t`Buyer's email`} label={t`Filter by the buyer's email`} size="md" />
      </div>
      {(sellerId || documentId) && (
        <div className="admin-filters">
          {sellerId && <FilterChip label={filterNames.seller ? t`Seller: ${filterNames.seller}` : t`Seller: selected`} onClear={() => setSellerId('')} />}
          {documentId && <FilterChip label={filterNames.document ? t`Document: ${filterNames.document}` : t`Document: selected`} onClear={() => setDocumentId('')} />}
        </div>
      )}
      <AdminTable
        noun={t`orders`}
        failedTitle={t`Failed to load orders`}
        columns={columns}
        query={query}
        rowKey={(o) => o.id}
        testId="admin-orders-table"
        onPage={setPage}
        empty={{
          icon: ReceiptText,
          title: email || sellerId || documentId || status ? t`No orders match these filters` : t`No orders yet`,
          text: email ? t`Nobody with the email ${email} has bought a document here.` : t`Purchases of documents with points appear here.`,
        }}
      />
      {refunding && (
        <ConfirmDialog
          title={t`Refund this purchase?`}
          text={refundText(refunding)}
          confirmLabel={t`Refund`}
          busyLabel={t`Refunding…`}
          tone="danger"
          icon={Undo2}
          reason={{
            label: t`Reason`,
            placeholder: t`Wrong file uploaded by the seller.`,
            hint: t`Kept on the purchase and in the ledger.`,
            requiredMessage: t`Give a reason for the refund.`,
            maxLength: 500,
          }}
          onClose={() => setRefunding(null)}
          onConfirm={async (reason) => {
            const done = await refund.mutateAsync([refunding.id, { reason, partialSellerReversal: partial || undefined }]);
            const back = format.number(done.pointsRefunded);
            const taken = format.number(done.sellerPointsReversed);
            toast.success(t`Purchase refunded`, { description: t`${back} points back to the buyer; ${taken} taken from the seller.` });
          }}
        >
          <label className="check-row">
            <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} />
            <span>
              <Trans>If the seller has already spent or withdrawn their share, take back what they still have and let the platform carry the rest.</Trans>
            </span>
          </label>
        </ConfirmDialog>
      )}
      <p className="pager-info">
        <Link href="/admin/points-transactions">
          <Trans>See every movement of points in the ledger</Trans>
        </Link>
      </p>
    </AdminPage>
  );
}
