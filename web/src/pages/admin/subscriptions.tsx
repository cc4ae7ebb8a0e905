// /admin/subscriptions: every subscription, the live ones first (the default tab): subscriber, plan and price,
// provider, status, unlocks used this period, renewal or end date. Cancel at the period end, or end it now.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = SubscriptionStatus | 'all';
const LABEL: Record<SubscriptionStatus, MessageDescriptor> = { active: msg`Active`, past_due: msg`Past due`, cancelled: msg`Cancelled`, incomplete: msg`Incomplete` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'active', label: LABEL.active },
  { id: 'past_due', label: LABEL.past_due },
  { id: 'cancelled', label: LABEL.cancelled },
  { id: 'incomplete', label: LABEL.incomplete },
  { id: 'all', label: msg`All` },
];
const tone: Record<SubscriptionStatus, Tone> = { active: 'success', past_due: 'warning', cancelled: 'muted', incomplete: 'brand' };
const PROVIDER: Record<AdminSubscription['provider'], MessageDescriptor> = { local: msg`Test checkout`, stripe: msg`Stripe`, paypal: msg`PayPal` };

export default function AdminSubscriptionsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
  const cancelText = (s: AdminSubscription, immediately: boolean) => {
    const name = s.user?.fullName;
    const plan = s.plan.name;
    const until = s.currentPeriodEnd ? format.date(s.currentPeriodEnd) : null;
    if (immediately) return name ? t`${name} loses their unlocks at once; the provider stops billing.` : t`The subscriber loses their unlocks at once; the provider stops billing.`;
    if (name) return until ? t`${name} keeps ${plan} until ${until}; it is not renewed.` : t`${name} keeps ${plan} until the period ends; it is not renewed.`;
    return until ? t`The subscriber keeps ${plan} until ${until}; it is not renewed.` : t`The subscriber keeps ${plan} until the period ends; it is not renewed.`;
  };

  const columns: Column<AdminSubscription>[] = [
    {
      id: 'user',
      header: t`Subscriber`,
      kind: 'primary',
      cell: (s) => (
        <>
          <Person user={s.user} fallbackId={s.userId} onFilter={setUser} />
          <span className="cell-sub">{t`Since ${format.dateTime(s.createdAt)}`}</span>
        </>
      ),
    },
    {
      id: 'plan',
      header: t`Plan`,
      cell: (s) => (
        <>
          <span className="cell-strong">{s.plan.name}</span>
          <span className="cell-sub">{t`${format.money(s.plan.priceCents, s.plan.currency)} / month`}</span>
        </>
      ),
    },
    { id: 'provider', header: t`Provider`, cell: (s) => i18n._(PROVIDER[s.provider]) },
    {
      id: 'status',
      header: t`Status`,
      cell: (s) => (
        <>
          <Pill tone={tone[s.status]}>{i18n._(LABEL[s.status])}</Pill>
          {s.cancelAtPeriodEnd && live(s) && (
            <span className="cell-sub">
              <Trans>Cancels at the period end</Trans>
            </span>
          )}
        </>
      ),
    },
    { id: 'used', header: t`Unlocks used`, kind: 'end', cell: (s) => `${s.documentsUsedThisPeriod} / ${s.plan.bonusPoints}` },
    {
      id: 'period',
      header: t`Renews / ends`,
      cell: (s) =>
        s.status === 'cancelled' ? (s.cancelledAt ? t`Ended ${format.date(s.cancelledAt)}` : t`Ended`) : s.currentPeriodEnd ? format.date(s.currentPeriodEnd) : '—',
    },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (s) =>
        live(s) ? (
          <div className="cell-actions">
            {!s.cancelAtPeriodEnd && (
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => setCancelling({ s, immediately: false })}>
                <Trans>Cancel at period end</Trans>
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setCancelling({ s, immediately: true })}>
              <Trans>End now</Trans>
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage
      eyebrow={t`Money`}
      title={t`Subscriptions`}
      lead={t`Monthly plans and their document unlocks. Billing is done by the provider; its webhooks keep these rows up to date.`}
      testId="admin-subscriptions"
    >
      <StatusTabs<Tab>
        label={t`Subscription status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'active' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder={t`Subscriber's email`} label={t`Filter by the subscriber's email`} size="md" />
      </div>
      <AdminTable
        noun={t`subscriptions`}
        failedTitle={t`Failed to load subscriptions`}
        columns={columns}
        query={query}
        rowKey={(s) => s.id}
        testId="admin-subscriptions-table"
        onPage={setPage}
        empty={{
          icon: BadgeCheck,
          title: status === 'active' && !email ? t`No active subscriptions` : t`No subscriptions match these filters`,
          text: t`Users subscribe to a plan from their dashboard.`,
        }}
      />
      {cancelling && (
        <ConfirmDialog
          title={cancelling.immediately ? t`End this subscription now?` : t`Cancel at the period end?`}
          text={cancelText(cancelling.s, cancelling.immediately)}
          confirmLabel={cancelling.immediately ? t`End now` : t`Cancel subscription`}
          busyLabel={t`Cancelling…`}
          tone="danger"
          icon={cancelling.immediately ? X : CalendarX}
          onClose={() => setCancelling(null)}
          onConfirm={async () => {
            await cancel.mutateAsync([cancelling.s.id, cancelling.immediately]);
            toast.success(cancelling.immediately ? t`Subscription ended` : t`Subscription cancelled at the period end`);
          }}
        />
      )}
    </AdminPage>
  );
}
