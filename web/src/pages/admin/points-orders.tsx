// /admin/points-orders: points bought by card, PayPal or the local test checkout: user, package, amount in USD,
// points, provider, payment and order status, dates. Tabs by order status, a provider filter, a user-email search,
// a detail sheet with every field of the order, and a refund (through the provider; the points come back out)
// for completed orders (POST /api/admin/payments/orders/{id}/refund). Stripe disputes and the points a refund or a
// dispute could not take back (already spent) show beside the order status; a disputed order cannot be refunded.
import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  disputeHoldsOrder, type OrderDispute, type OrderStatus, PAYMENT_MESSAGES, type PaymentStatus, type ProviderId, providers,
} from '../../../../modules/payments/contract.ts';
import { ADMIN_PAGE_SIZE, type AdminPointsOrderView, adminApi, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { Facts, Sheet, SheetSection } from '../../components/admin/Sheet.tsx';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatMoney, formatNumber, titleCase } from '../../lib/format.ts';

const PROVIDER_LABEL: Record<ProviderId, string> = { local: 'Test checkout', stripe: 'Card (Stripe)', paypal: 'PayPal' };

const paymentTone: Record<PaymentStatus, Tone> = { succeeded: 'success', pending: 'warning', failed: 'danger', cancelled: 'muted', refunded: 'muted' };
const orderTone: Record<OrderStatus, Tone> = {
  completed: 'success',
  processing: 'brand',
  pending: 'warning',
  refunding: 'brand',
  refunded: 'muted',
  failed: 'danger',
  cancelled: 'muted',
};

// 'disputed' is not an order status: it filters on the dispute (?disputed=true).
type Tab = '' | 'completed' | 'pending' | 'refunded' | 'disputed' | 'failed' | 'cancelled';
const TABS: { id: Tab; label: string }[] = [
  { id: '', label: 'All' },
  { id: 'completed', label: 'Completed' },
  { id: 'pending', label: 'Pending' },
  { id: 'refunded', label: 'Refunded' },
  { id: 'disputed', label: 'Disputed' },
  { id: 'failed', label: 'Failed' },
  { id: 'cancelled', label: 'Cancelled' },
];

const refundable = (o: AdminPointsOrderView) => (o.orderStatus === 'completed' || o.orderStatus === 'refunding') && !disputeHoldsOrder(o.dispute);

function disputeState(d: OrderDispute): { label: string; tone: Tone } {
  if (!d.closedAt) return { label: 'Disputed', tone: 'warning' };
  if (d.status === 'lost') return { label: 'Dispute lost', tone: 'danger' };
  return { label: d.status === 'won' ? 'Dispute won' : 'Dispute closed', tone: 'success' };
}

/** Points the buyer had spent before a refund or a dispute at the provider could take them back. */
const shortfallOf = (o: AdminPointsOrderView) => o.refundShortfallPoints + (o.dispute?.shortfallPoints ?? 0);
const packageOf = (o: AdminPointsOrderView) => o.packageName ?? 'Custom amount';

function OrderSheet({ order, onClose, onRefund }: { order: AdminPointsOrderView | null; onClose: () => void; onRefund: (o: AdminPointsOrderView) => void }) {
  const o = order;
  return (
    <Sheet
      open={Boolean(o)}
      onClose={onClose}
      label="Points order"
      testId="points-order-sheet"
      eyebrow={o && (
        <>
          <Pill tone={orderTone[o.orderStatus]}>{titleCase(o.orderStatus)}</Pill>
          <Pill tone={paymentTone[o.paymentStatus]}>Payment {o.paymentStatus}</Pill>
          {o.dispute && <Pill tone={disputeState(o.dispute).tone}>{disputeState(o.dispute).label}</Pill>}
        </>
      )}
      title={o ? `${packageOf(o)} · ${formatMoney(o.amountCents, o.currency)}` : ''}
      foot={o && refundable(o) ? (
        <button type="button" className="btn btn--danger" onClick={() => onRefund(o)}>
          <Undo2 aria-hidden="true" /> Refund
        </button>
      ) : undefined}
    >
      {o && (
        <>
          <SheetSection title="Order">
            <Facts
              items={[
                ['Buyer', o.user ? `${o.user.fullName} · ${o.user.email}` : o.userId],
                ['Amount', formatMoney(o.amountCents, o.currency)],
                ['Points', `${formatNumber(o.totalPoints)} (${formatNumber(o.pointsAmount)} + ${formatNumber(o.bonusPoints)} bonus)`],
                ['Provider', PROVIDER_LABEL[o.paymentMethod]],
                ['Created', formatDateTime(o.createdAt)],
                ['Completed', o.completedAt ? formatDateTime(o.completedAt) : null],
                ['Verified', o.verifiedAt ? `${formatDateTime(o.verifiedAt)} · ${o.verifiedVia?.replace('_', ' ')}` : null],
                ['Failure', o.failureReason],
              ]}
            />
          </SheetSection>
          <SheetSection title="Provider">
            <Facts
              items={[
                ['Order id', <span key="id" className="cell-mono">{o.id}</span>],
                ['Session', o.providerSessionId && <span key="s" className="cell-mono">{o.providerSessionId}</span>],
                ['Payment', o.paymentIntentId && <span key="p" className="cell-mono">{o.paymentIntentId}</span>],
              ]}
            />
          </SheetSection>
          {(o.refundedAt || o.refundReason) && (
            <SheetSection title="Refund">
              <Facts
                items={[
                  ['Refunded', o.refundedAt ? formatDateTime(o.refundedAt) : 'In progress'],
                  ['Started by', o.refundedVia === 'provider' ? `${o.paymentMethod === 'paypal' ? 'PayPal' : 'Stripe'} dashboard` : o.refundedVia === 'admin' ? 'An admin' : null],
                  ['Reason', o.refundReason],
                  ['Not taken back', o.refundShortfallPoints > 0 ? `${o.refundShortfallPoints} points (already spent)` : null],
                  ['Refund id', o.refundId && <span key="r" className="cell-mono">{o.refundId}</span>],
                ]}
              />
            </SheetSection>
          )}
          {o.dispute && (
            <SheetSection title="Dispute">
              <Facts
                items={[
                  // Stripe's own word only where the label does not already say it (needs response, warning closed, …).
                  ['Status', ['won', 'lost'].includes(o.dispute.status) ? disputeState(o.dispute).label : `${disputeState(o.dispute).label} · ${o.dispute.status.replace(/_/g, ' ')}`],
                  ['Reason', o.dispute.reason && titleCase(o.dispute.reason.replace(/_/g, ' '))],
                  ['Opened', formatDateTime(o.dispute.openedAt)],
                  ['Closed', o.dispute.closedAt ? formatDateTime(o.dispute.closedAt) : 'Still open'],
                  ['Taken back', o.dispute.pointsTaken !== null ? `${formatNumber(o.dispute.pointsTaken)} points` : 'Nothing yet'],
                  ['Not taken back', o.dispute.shortfallPoints > 0 ? `${formatNumber(o.dispute.shortfallPoints)} points (already spent)` : null],
                  ['Given back', o.dispute.pointsReturned !== null ? `${formatNumber(o.dispute.pointsReturned)} points` : null],
                  ['Dispute id', <span key="d" className="cell-mono">{o.dispute.id}</span>],
                ]}
              />
            </SheetSection>
          )}
          <SheetSection title="Client">
            <Facts
              items={[
                ['IP address', o.ipAddress],
                ['Location', [o.city, o.region, o.countryCode].filter(Boolean).join(', ') || null],
                ['Browser', o.userAgent],
              ]}
            />
          </SheetSection>
        </>
      )}
    </Sheet>
  );
}

export default function AdminPointsOrdersPage() {
  const [status, setStatus] = useQueryParam('status');
  const [provider, setProvider] = useQueryParam('provider');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const [open, setOpen] = useState<AdminPointsOrderView | null>(null);
  const [refunding, setRefunding] = useState<AdminPointsOrderView | null>(null);
  const query = useAdminList('points-orders', adminApi.pointsOrders, {
    status: status && status !== 'disputed' ? status : undefined,
    disputed: status === 'disputed' ? 'true' : undefined,
    provider: provider || undefined,
    user: email,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const refund = useAdminAction(adminApi.refundPointsOrder, adminKeys.money);

  const columns: Column<AdminPointsOrderView>[] = [
    {
      id: 'package',
      header: 'Order',
      kind: 'primary',
      cell: (o) => (
        <button type="button" className="person" onClick={() => setOpen(o)} title="Show every detail">
          <span className="cell-strong">{packageOf(o)}</span>
          <span className="cell-sub">{formatDateTime(o.createdAt)}</span>
        </button>
      ),
    },
    { id: 'user', header: 'User', cell: (o) => <Person user={o.user} fallbackId={o.userId} onFilter={setUser} /> },
    { id: 'amount', header: 'Amount', kind: 'end', cell: (o) => <span className="cell-strong">{formatMoney(o.amountCents, o.currency)}</span> },
    {
      id: 'points',
      header: 'Points',
      kind: 'end',
      cell: (o) => (
        <>
          {formatNumber(o.totalPoints)}
          {o.bonusPoints > 0 && <span className="cell-sub">incl. {formatNumber(o.bonusPoints)} bonus</span>}
        </>
      ),
    },
    { id: 'provider', header: 'Provider', kind: 'nowrap', cell: (o) => PROVIDER_LABEL[o.paymentMethod] },
    { id: 'payment', header: 'Payment', cell: (o) => <Pill tone={paymentTone[o.paymentStatus]}>{titleCase(o.paymentStatus)}</Pill> },
    {
      id: 'order',
      header: 'Order status',
      cell: (o) => (
        <>
          <Pill tone={orderTone[o.orderStatus]}>{titleCase(o.orderStatus)}</Pill>
          {o.dispute && <Pill tone={disputeState(o.dispute).tone}>{disputeState(o.dispute).label}</Pill>}
          {o.completedAt && <span className="cell-sub">{formatDateTime(o.refundedAt ?? o.completedAt)}</span>}
          {shortfallOf(o) > 0 && <span className="cell-sub">{formatNumber(shortfallOf(o))} points not taken back</span>}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (o) => (
        <div className="cell-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(o)}>
            Details
          </button>
          {refundable(o) && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setRefunding(o)}>
              <Undo2 aria-hidden="true" /> Refund
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage eyebrow="Money" title="Points orders" lead="Points bought with money. Points are credited only once the provider has confirmed the payment." testId="admin-points-orders">
      <StatusTabs<Tab>
        label="Order status"
        tabs={TABS}
        value={(TABS.find((t) => t.id === status)?.id ?? '') as Tab}
        onChange={(id) => {
          setStatus(id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder="Buyer's email" label="Filter by the buyer's email" size="md" />
        <select className="input select" aria-label="Provider" value={provider} onChange={(e) => { setProvider(e.target.value); resetPage(); }}>
          <option value="">All providers</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {PROVIDER_LABEL[p]}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun="points orders"
        columns={columns}
        query={query}
        rowKey={(o) => o.id}
        testId="admin-points-orders-table"
        onPage={setPage}
        empty={{
          icon: CreditCard,
          title: email || status || provider ? 'No points orders match these filters' : 'No points orders yet',
          text: 'Orders appear here as soon as someone starts buying points.',
        }}
      />
      <OrderSheet order={open} onClose={() => setOpen(null)} onRefund={setRefunding} />
      {refunding && (
        <ConfirmDialog
          title={`Refund ${formatMoney(refunding.amountCents, refunding.currency)}?`}
          text={
            <>
              The payment is refunded through {PROVIDER_LABEL[refunding.paymentMethod]} and {formatNumber(refunding.totalPoints)} points are taken back from{' '}
              {refunding.user?.fullName ?? 'the buyer'}. If they have already spent some, the refund is refused.
            </>
          }
          confirmLabel="Refund payment"
          busyLabel="Refunding…"
          tone="danger"
          icon={Undo2}
          reason={{ label: 'Reason', placeholder: 'Bought by mistake.', hint: 'Kept on the order and in the ledger.', requiredMessage: PAYMENT_MESSAGES.refundReasonRequired, maxLength: 500 }}
          onClose={() => setRefunding(null)}
          onConfirm={async (reason) => {
            const done = await refund.mutateAsync([refunding.id, reason]);
            setOpen((o) => (o && o.id === done.order.id ? done.order : o));
            toast.success('Order refunded', { description: `${formatNumber(done.pointsTakenBack)} points taken back.` });
          }}
        />
      )}
    </AdminPage>
  );
}
