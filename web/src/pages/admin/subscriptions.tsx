// /admin/subscriptions: every subscription, the live ones first (the default tab): subscriber, plan and price,
// provider, status, unlocks used this period, renewal or end date. Cancel at the period end, or end it now.
import { BadgeCheck, CalendarX, X } from 'lucide-react';
import { useState } from 'react';
import type { AdminSubscription, SubscriptionStatus } from '../../../../modules/subscriptions/contract.ts';
import { ADMIN_PAGE_SIZE, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { subscriptionsApi } from '../../api/subscriptions.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format.ts';

type Tab = SubscriptionStatus | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'active', label: 'Active' },
  { id: 'past_due', label: 'Past due' },
  { id: 'cancelled', label: 'Cancelled' },
  { id: 'incomplete', label: 'Incomplete' },
  { id: 'all', label: 'All' },
];
const tone: Record<SubscriptionStatus, Tone> = { active: 'success', past_due: 'warning', cancelled: 'muted', incomplete: 'brand' };
const LABEL: Record<SubscriptionStatus, string> = { active: 'Active', past_due: 'Past due', cancelled: 'Cancelled', incomplete: 'Incomplete' };
const PROVIDER: Record<AdminSubscription['provider'], string> = { local: 'Test checkout', stripe: 'Stripe', paypal: 'PayPal' };

export default function AdminSubscriptionsPage() {
  const [statusParam, setStatus] = useQueryParam('status');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const [cancelling, setCancelling] = useState<{ s: AdminSubscription; immediately: boolean } | null>(null);
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'active') as Tab;
  const query = useAdminList('subscriptions', subscriptionsApi.adminList, {
    status: status === 'all' ? undefined : status,
    user: email,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const cancel = useAdminAction((id: string, immediately: boolean) => subscriptionsApi.adminCancel(id, immediately), adminKeys.all);
  const live = (s: AdminSubscription) => s.status === 'active' || s.status === 'past_due';

  const columns: Column<AdminSubscription>[] = [
    {
      id: 'user',
      header: 'Subscriber',
      kind: 'primary',
      cell: (s) => (
        <>
          <Person user={s.user} fallbackId={s.userId} onFilter={setUser} />
          <span className="cell-sub">Since {formatDateTime(s.createdAt)}</span>
        </>
      ),
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: (s) => (
        <>
          <span className="cell-strong">{s.plan.name}</span>
          <span className="cell-sub">{formatMoney(s.plan.priceCents, s.plan.currency)} / month</span>
        </>
      ),
    },
    { id: 'provider', header: 'Provider', cell: (s) => PROVIDER[s.provider] },
    {
      id: 'status',
      header: 'Status',
      cell: (s) => (
        <>
          <Pill tone={tone[s.status]}>{LABEL[s.status]}</Pill>
          {s.cancelAtPeriodEnd && live(s) && <span className="cell-sub">Cancels at the period end</span>}
        </>
      ),
    },
    { id: 'used', header: 'Unlocks used', kind: 'end', cell: (s) => `${s.documentsUsedThisPeriod} / ${s.plan.bonusPoints}` },
    {
      id: 'period',
      header: 'Renews / ends',
      cell: (s) => (s.status === 'cancelled' ? (s.cancelledAt ? `Ended ${formatDate(s.cancelledAt)}` : 'Ended') : s.currentPeriodEnd ? formatDate(s.currentPeriodEnd) : '—'),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (s) =>
        live(s) ? (
          <div className="cell-actions">
            {!s.cancelAtPeriodEnd && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setCancelling({ s, immediately: false })}>
                Cancel at period end
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setCancelling({ s, immediately: true })}>
              End now
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage eyebrow="Money" title="Subscriptions" lead="Monthly plans and their document unlocks. Billing is done by the provider; its webhooks keep these rows up to date." testId="admin-subscriptions">
      <StatusTabs<Tab>
        label="Subscription status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'active' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder="Subscriber's email" label="Filter by the subscriber's email" size="md" />
      </div>
      <AdminTable
        noun="subscriptions"
        columns={columns}
        query={query}
        rowKey={(s) => s.id}
        testId="admin-subscriptions-table"
        onPage={setPage}
        empty={{
          icon: BadgeCheck,
          title: status === 'active' && !email ? 'No active subscriptions' : 'No subscriptions match these filters',
          text: 'Users subscribe to a plan from their dashboard.',
        }}
      />
      {cancelling && (
        <ConfirmDialog
          title={cancelling.immediately ? 'End this subscription now?' : 'Cancel at the period end?'}
          text={
            cancelling.immediately
              ? `${cancelling.s.user?.fullName ?? 'The subscriber'} loses their unlocks at once; the provider stops billing.`
              : `${cancelling.s.user?.fullName ?? 'The subscriber'} keeps ${cancelling.s.plan.name} until ${cancelling.s.currentPeriodEnd ? formatDate(cancelling.s.currentPeriodEnd) : 'the period ends'}; it is not renewed.`
          }
          confirmLabel={cancelling.immediately ? 'End now' : 'Cancel subscription'}
          busyLabel="Cancelling…"
          tone="danger"
          icon={cancelling.immediately ? X : CalendarX}
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            await cancel.mutateAsync([cancelling.s.id, cancelling.immediately]);
            toast.success(cancelling.immediately ? 'Subscription ended' : 'Subscription cancelled at the period end');
          }}
        />
      )}
    </AdminPage>
  );
}
