// /admin/points-orders: points bought by card, PayPal or the local test checkout: user, package, amount in USD,
// points, provider, payment and order status, dates. Tabs by order status, a provider filter, a user-email search,
// a detail sheet with every field of the order, and a refund (through the provider; the points come back out)
// for completed orders (POST /api/admin/payments/orders/{id}/refund). Stripe disputes and the points a refund or a
// dispute could not take back (already spent) show beside the order status; a disputed order cannot be refunded.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, Undo2 } from 'lucide-react';
import { useState } from 'react';
import {
  disputeHoldsOrder, type OrderDispute, type OrderStatus, type PaymentStatus, type ProviderId, providers,
} from '../../../../modules/payments/contract.ts';
import { ADMIN_PAGE_SIZE, type AdminPointsOrderView, adminApi, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { Facts, Sheet, SheetSection } from '../../components/admin/Sheet.tsx';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { titleCase } from '../../lib/format.ts';

const PROVIDER_LABEL: Record<ProviderId, MessageDescriptor> = { local: msg`Test checkout`, stripe: msg`Card (Stripe)`, paypal: msg`PayPal` };

const PAYMENT_LABEL: Record<PaymentStatus, { alone: MessageDescriptor; withWord: MessageDescriptor }> = {
  succeeded: { alone: msg`Succeeded`, withWord: msg`Payment succeeded` },
  pending: { alone: msg`Pending`, withWord: msg`Payment pending` },
  failed: { alone: msg`Failed`, withWord: msg`Payment failed` },
  cancelled: { alone: msg`Cancelled`, withWord: msg`Payment cancelled` },
  refunded: { alone: msg`Refunded`, withWord: msg`Payment refunded` },
};
const ORDER_LABEL: Record<OrderStatus, MessageDescriptor> = {
  completed: msg`Completed`,
  processing: msg`Processing`,
  pending: msg`Pending`,
  refunding: msg`Refunding`,
  refunded: msg`Refunded`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

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
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: '', label: msg`All` },
  { id: 'completed', label: ORDER_LABEL.completed },
  { id: 'pending', label: ORDER_LABEL.pending },
  { id: 'refunded', label: ORDER_LABEL.refunded },
  { id: 'disputed', label: msg`Disputed` },
  { id: 'failed', label: ORDER_LABEL.failed },
  { id: 'cancelled', label: ORDER_LABEL.cancelled },
];

const refundable = (o: AdminPointsOrderView) => (o.orderStatus === 'completed' || o.orderStatus === 'refunding') && !disputeHoldsOrder(o.dispute);

function disputeState(d: OrderDispute): { label: MessageDescriptor; tone: Tone } {
  if (!d.closedAt) return { label: msg`Disputed`, tone: 'warning' };
  if (d.status === 'lost') return { label: msg`Dispute lost`, tone: 'danger' };
  return { label: d.status === 'won' ? msg`Dispute won` : msg`Dispute closed`, tone: 'success' };
}

/** Points the buyer had spent before a refund or a dispute at the provider could take them back. */
const shortfallOf = (o: AdminPointsOrderView) => o.refundShortfallPoints + (o.dispute?.shortfallPoints ?? 0);
const packageOf = (o: AdminPointsOrderView, i18n: I18n) => o.packageName ?? i18n._(msg`Custom amount`);

function OrderSheet({ order, onClose, onRefund }: { order: AdminPointsOrderView | null; onClose: () => void; onRefund: (o: AdminPointsOrderView) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const pointsWord = (n: number) => t`${plural(n, { one: '# point', other: '# points' })}`;
  const pointsSpent = (n: number) => t`${plural(n, { one: '# point (already spent)', other: '# points (already spent)' })}`;
  const o = order;
  return (
    <Sheet
      open={Boolean(o)}
      onClose={onClose}
      label={t`Points order`}
      testId="points-order-sheet"
      eyebrow={o && (
        <>
          <Pill tone={orderTone[o.orderStatus]}>{i18n._(ORDER_LABEL[o.orderStatus])}</Pill>
          <Pill tone={paymentTone[o.paymentStatus]}>{i18n._(PAYMENT_LABEL[o.paymentStatus].withWord)}</Pill>
          {o.dispute && <Pill tone={disputeState(o.dispute).tone}>{i18n._(disputeState(o.dispute).label)}</Pill>}
        </>
      )}
      title={o ? `${packageOf(o, i18n)} · ${format.money(o.amountCents, o.currency)}` : ''}
      foot={o && refundable(o) ? (
        <button type="button" className="btn btn--danger" onClick={() => onRefund(o)}>
          <Undo2 aria-hidden="true" /> <Trans>Refund</Trans>
        </button>
      ) : undefined}
    >
      {o && (
        <>
          <SheetSection title={t`Order`}>
            <Facts
              items={[
                [t`Buyer`, o.user ? `${o.user.fullName} · ${o.user.email}` : o.userId],
                [t`Amount`, format.money(o.amountCents, o.currency)],
                [t`Points`, t`${format.number(o.totalPoints)} (${format.number(o.pointsAmount)} + ${format.number(o.bonusPoints)} bonus)`],
                [t`Provider`, i18n._(PROVIDER_LABEL[o.paymentMethod])],
                [t`Created`, format.dateTime(o.createdAt)],
                [t`Completed`, o.completedAt ? format.dateTime(o.completedAt) : null],
                [t`Verified`, o.verifiedAt ? `${format.dateTime(o.verifiedAt)} · ${o.verifiedVia?.replace('_', ' ')}` : null],
                [t`Failure`, o.failureReason],
              ]}
            />
          </SheetSection>
          <SheetSection title={t`Provider`}>
            <Facts
              items={[
                [t`Order id`, <span key="id" className="cell-mono">{o.id}</span>],
                [t`Session`, o.providerSessionId && <span key="s" className="cell-mono">{o.providerSessionId}</span>],
                [t`Payment`, o.paymentIntentId && <span key="p" className="cell-mono">{o.paymentIntentId}</span>],
              ]}
            />
          </SheetSection>
          {(o.refundedAt || o.refundReason) && (
            <SheetSection title={t`Refund`}>
              <Facts
                items={[
                  [t`Refunded`, o.refundedAt ? format.dateTime(o.refundedAt) : t`In progress`],
                  [
                    t`Started by`,
                    o.refundedVia === 'provider' ? (o.paymentMethod === 'paypal' ? t`PayPal dashboard` : t`Stripe dashboard`) : o.refundedVia === 'admin' ? t`An admin` : null,
                  ],
                  [t`Reason`, o.refundReason],
                  [t`Not taken back`, o.refundShortfallPoints > 0 ? pointsSpent(o.refundShortfallPoints) : null],
                  [t`Refund id`, o.refundId && <span key="r" className="cell-mono">{o.refundId}</span>],
                ]}
              />
            </SheetSection>
          )}
          {o.dispute && (
            <SheetSection title={t`Dispute`}>
              <Facts
                items={[
                  // Stripe's own word only where the label does not already say it (needs response, warning closed, …).
                  [
                    t`Status`,
                    ['won', 'lost'].includes(o.dispute.status)
                      ? i18n._(disputeState(o.dispute).label)
                      : `${i18n._(disputeState(o.dispute).label)} · ${o.dispute.status.replace(/_/g, ' ')}`,
                  ],
                  [t`Reason`, o.dispute.reason && titleCase(o.dispute.reason.replace(/_/g, ' '))],
                  [t`Opened`, format.dateTime(o.dispute.openedAt)],
                  [t`Closed`, o.dispute.closedAt ? format.dateTime(o.dispute.closedAt) : t`Still open`],
                  [t`Taken back`, o.dispute.pointsTaken !== null ? pointsWord(o.dispute.pointsTaken) : t`Nothing yet`],
                  [t`Not taken back`, o.dispute.shortfallPoints > 0 ? pointsSpent(o.dispute.shortfallPoints) : null],
                  [t`Given back`, o.dispute.pointsReturned !== null ? pointsWord(o.dispute.pointsReturned) : null],
                  [t`Dispute id`, <span key="d" className="cell-mono">{o.dispute.id}</span>],
                ]}
              />
            </SheetSection>
          )}
          <SheetSection title={t`Client`}>
            <Facts
              items={[
                [t`IP address`, o.ipAddress],
                [t`Location`, [o.city, o.region, o.countryCode].filter(Boolean).join(', ') || null],
                [t`Browser`, o.userAgent],
              ]}
            />
          </SheetSection>
        </>
      )}
    </Sheet>
  );
}

export default function AdminPointsOrdersPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
  const refundText = (o: AdminPointsOrderView) => {
    const provider = i18n._(PROVIDER_LABEL[o.paymentMethod]);
    const points = format.number(o.totalPoints);
    const buyer = o.user?.fullName ?? t`the buyer`;
    return t`The payment is refunded through ${provider} and ${points} points are taken back from ${buyer}. If they have already spent some, the refund is refused.`;
  };

  const columns: Column<AdminPointsOrderView>[] = [
    {
      id: 'package',
      header: t`Order`,
      kind: 'primary',
      cell: (o) => (
        <button type="button" className="person" onClick={() => setOpen(o)} title={t`Show every detail`}>
          <span className="cell-strong">{packageOf(o, i18n)}</span>
          <span className="cell-sub">{format.dateTime(o.createdAt)}</span>
        </button>
      ),
    },
    { id: 'user', header: t`User`, cell: (o) => <Person user={o.user} fallbackId={o.userId} onFilter={setUser} /> },
    { id: 'amount', header: t`Amount`, kind: 'end', cell: (o) => <span className="cell-strong">{format.money(o.amountCents, o.currency)}</span> },
    {
      id: 'points',
      header: t`Points`,
      kind: 'end',
      cell: (o) => (
        <>
          {format.number(o.totalPoints)}
          {o.bonusPoints > 0 && <span className="cell-sub">{t`incl. ${format.number(o.bonusPoints)} bonus`}</span>}
        </>
      ),
    },
    { id: 'provider', header: t`Provider`, kind: 'nowrap', cell: (o) => i18n._(PROVIDER_LABEL[o.paymentMethod]) },
    { id: 'payment', header: t`Payment`, cell: (o) => <Pill tone={paymentTone[o.paymentStatus]}>{i18n._(PAYMENT_LABEL[o.paymentStatus].alone)}</Pill> },
    {
      id: 'order',
      header: t`Order status`,
      cell: (o) => (
        <>
          <Pill tone={orderTone[o.orderStatus]}>{i18n._(ORDER_LABEL[o.orderStatus])}</Pill>
          {o.dispute && <Pill tone={disputeState(o.dispute).tone}>{i18n._(disputeState(o.dispute).label)}</Pill>}
          {o.completedAt && <span className="cell-sub">{format.dateTime(o.refundedAt ?? o.completedAt)}</span>}
          {shortfallOf(o) > 0 && (
            <span className="cell-sub">{t`${plural(shortfallOf(o), { one: '# point not taken back', other: '# points not taken back' })}`}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (o) => (
        <div className="cell-actions">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => setOpen(o)}>
            <Trans>Details</Trans>
          </button>
          {refundable(o) && (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setRefunding(o)}>
              <Undo2 aria-hidden="true" /> <Trans>Refund</Trans>
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <AdminPage
      eyebrow={t`Money`}
      title={t`Points orders`}
      lead={t`Points bought with money. Points are credited only once the provider has confirmed the payment.`}
      testId="admin-points-orders"
    >
      <StatusTabs<Tab>
        label={t`Order status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={(TABS.find((t) => t.id === status)?.id ?? '') as Tab}
        onChange={(id) => {
          setStatus(id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder={t`Buyer's email`} label={t`Filter by the buyer's email`} size="md" />
        <select className="input select" aria-label={t`Provider`} value={provider} onChange={(e) => { setProvider(e.target.value); resetPage(); }}>
          <option value="">{t`All providers`}</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {i18n._(PROVIDER_LABEL[p])}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun={t`points orders`}
        failedTitle={t`Failed to load points orders`}
        columns={columns}
        query={query}
        rowKey={(o) => o.id}
        testId="admin-points-orders-table"
        onPage={setPage}
        empty={{
          icon: CreditCard,
          title: email || status || provider ? t`No points orders match these filters` : t`No points orders yet`,
          text: t`Orders appear here as soon as someone starts buying points.`,
        }}
      />
      <OrderSheet order={open} onClose={() => setOpen(null)} onRefund={setRefunding} />
      {refunding && (
        <ConfirmDialog
          title={t`Refund ${format.money(refunding.amountCents, refunding.currency)}?`}
          text={refundText(refunding)}
          confirmLabel={t`Refund payment`}
          busyLabel={t`Refunding…`}
          tone="danger"
          icon={Undo2}
          reason={{
            label: t`Reason`,
            placeholder: t`Bought by mistake.`,
            hint: t`Kept on the order and in the ledger.`,
            requiredMessage: t`Give a reason for the refund.`,
            maxLength: 500,
          }}
          onClose={() => setRefunding(null)}
          onConfirm={async (reason) => {
            const done = await refund.mutateAsync([refunding.id, reason]);
            setOpen((o) => (o && o.id === done.order.id ? done.order : o));
            toast.success(t`Order refunded`, { description: t`${plural(done.pointsTakenBack, { one: '# point taken back.', other: '# points taken back.' })}` });
          }}
        />
      )}
    </AdminPage>
  );
}
