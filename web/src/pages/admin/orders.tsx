// /admin/orders: every purchase of a document with points, newest first: buyer, document, seller, points, the
// seller's share, date and status (completed, or refunded with its reason). Tabs by status, a buyer-email search,
// and filters by seller or document from a click on them. Refund: the points go back to the buyer, access is
// revoked and the seller's share reversed (POST /api/admin/wallet/purchases/{id}/refund).
import { ReceiptText, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { WALLET_MESSAGES } from '../../../../modules/wallet/contract.ts';
import { type AdminOrder, ADMIN_PAGE_SIZE, adminApi, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { AdminPage, FilterChip, Person, Pill, StatusTabs } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatNumber } from '../../lib/format.ts';

type Status = '' | 'completed' | 'refunded';

export default function AdminOrdersPage() {
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
  const filterBy = (set: (v: string) => void, key: string, id: string, name: string) => {
    setFilterNames((n) => ({ ...n, [key]: name }));
    set(id);
    resetPage();
  };

  const columns: Column<AdminOrder>[] = [
    {
      id: 'document',
      header: 'Document',
      kind: 'primary',
      cell: (o) =>
        o.document ? (
          <button type="button" className="person" title="Show only this document's orders" onClick={() => filterBy(setDocumentId, 'document', o.documentId, o.document!.title)}>
            <span className="cell-title">{o.document.title}</span>
            <span className="cell-sub">{formatDateTime(o.createdAt)}</span>
          </button>
        ) : (
          <span className="cell-sub">Document {o.documentId.slice(0, 8)}…</span>
        ),
    },
    { id: 'buyer', header: 'Buyer', cell: (o) => <Person user={o.buyer} fallbackId={o.userId} onFilter={setUser} /> },
    {
      id: 'seller',
      header: 'Seller',
      cell: (o) => (
        <Person
          user={o.seller}
          fallbackId={o.sellerId}
          onFilter={o.sellerId ? () => filterBy(setSellerId, 'seller', o.sellerId!, o.seller?.fullName ?? 'this seller') : undefined}
        />
      ),
    },
    {
      id: 'points',
      header: 'Price / seller share',
      kind: 'end',
      cell: (o) => (
        <>
          <span className="cell-strong">{formatNumber(o.pointsSpent)} pts</span>
          <span className="cell-sub">
            seller {formatNumber(o.sellerPoints - o.sellerPointsReversed)}
            {o.sellerPointsReversed > 0 && ` (${formatNumber(o.sellerPointsReversed)} reversed)`}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (o) =>
        o.status === 'refunded' ? (
          <span title={o.revokeReason ?? undefined}>
            <Pill tone="muted">Refunded · access revoked</Pill>
            {o.refundedAt && <span className="cell-sub">{formatDateTime(o.refundedAt)}</span>}
          </span>
        ) : (
          <Pill tone="success">{o.accessType === 'subscription' ? 'Subscription' : 'Completed'}</Pill>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (o) =>
        o.status === 'completed' && o.accessType === 'points' ? (
          <div className="cell-actions">
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => { setPartial(false); setRefunding(o); }}>
              <Undo2 aria-hidden="true" /> Refund
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage eyebrow="Money" title="Orders" lead="Every document bought with points, with the seller's share. Refunds give the points back and revoke access." testId="admin-orders">
      <StatusTabs<Status>
        label="Order status"
        tabs={[
          { id: '', label: 'All' },
          { id: 'completed', label: 'Completed' },
          { id: 'refunded', label: 'Refunded' },
        ]}
        value={(status as Status) || ''}
        onChange={(id) => {
          setStatus(id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder="Buyer's email" label="Filter by the buyer's email" size="md" />
      </div>
      {(sellerId || documentId) && (
        <div className="admin-filters">
          {sellerId && <FilterChip label={`Seller: ${filterNames.seller ?? 'selected'}`} onClear={() => setSellerId('')} />}
          {documentId && <FilterChip label={`Document: ${filterNames.document ?? 'selected'}`} onClear={() => setDocumentId('')} />}
        </div>
      )}
      <AdminTable
        noun="orders"
        columns={columns}
        query={query}
        rowKey={(o) => o.id}
        testId="admin-orders-table"
        onPage={setPage}
        empty={{
          icon: ReceiptText,
          title: email || sellerId || documentId || status ? 'No orders match these filters' : 'No orders yet',
          text: email ? `Nobody with the email ${email} has bought a document here.` : 'Purchases of documents with points appear here.',
        }}
      />
      {refunding && (
        <ConfirmDialog
          title="Refund this purchase?"
          text={
            <>
              {refunding.buyer?.fullName ?? 'The buyer'} gets {formatNumber(refunding.pointsSpent)} points back and loses access to “
              {refunding.document?.title ?? 'the document'}”. {refunding.seller?.fullName ?? 'The seller'}'s share of{' '}
              {formatNumber(refunding.sellerPoints - refunding.sellerPointsReversed)} points is taken back.
            </>
          }
          confirmLabel="Refund"
          busyLabel="Refunding…"
          tone="danger"
          icon={Undo2}
          reason={{ label: 'Reason', placeholder: 'Wrong file uploaded by the seller.', hint: 'Kept on the purchase and in the ledger.', requiredMessage: WALLET_MESSAGES.refundReasonRequired, maxLength: 500 }}
          onClose={() => setRefunding(null)}
          onConfirm={async (reason) => {
            const done = await refund.mutateAsync([refunding.id, { reason, partialSellerReversal: partial || undefined }]);
            toast.success('Purchase refunded', {
              description: `${formatNumber(done.pointsRefunded)} points back to the buyer; ${formatNumber(done.sellerPointsReversed)} taken from the seller.`,
            });
          }}
        >
          <label className="check-row">
            <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} />
            <span>If the seller has already spent or withdrawn their share, take back what they still have and let the platform carry the rest.</span>
          </label>
        </ConfirmDialog>
      )}
      <p className="pager-info">
        <Link href="/admin/points-transactions">See every movement of points in the ledger</Link>
      </p>
    </AdminPage>
  );
}
