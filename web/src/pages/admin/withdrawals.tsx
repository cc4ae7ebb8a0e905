// /admin/withdrawals: sellers' payout requests, the pending ones first (the default tab): seller, points, amount in
// USD, method and the payout details to pay them with, status with the note or reference. Approve (an optional
// note), Reject (a reason, shown to the seller; the points go back) and Mark paid (the payout reference).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote, Check, CircleDollarSign, X } from 'lucide-react';
import { useState } from 'react';
import type { WithdrawalStatus } from '../../../../modules/wallet/contract.ts';
import { type AdminWithdrawal, ADMIN_PAGE_SIZE, adminApi, adminKeys, useAdminAction, useAdminList } from '../../api/admin.ts';
import { AdminPage, Person, Pill, StatusTabs, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { ConfirmDialog } from '../../components/admin/ConfirmDialog.tsx';
import { toast } from '../../components/toast.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

type Tab = WithdrawalStatus | 'all';
const STATUS_LABEL: Record<WithdrawalStatus, MessageDescriptor> = { pending: msg`Pending`, approved: msg`Approved`, paid: msg`Paid`, rejected: msg`Rejected` };
const TABS: { id: Tab; label: MessageDescriptor }[] = [
  { id: 'pending', label: STATUS_LABEL.pending },
  { id: 'approved', label: STATUS_LABEL.approved },
  { id: 'paid', label: STATUS_LABEL.paid },
  { id: 'rejected', label: STATUS_LABEL.rejected },
  { id: 'all', label: msg`All` },
];
const tone: Record<WithdrawalStatus, Tone> = { pending: 'warning', approved: 'brand', paid: 'success', rejected: 'muted' };

type Decision = 'approve' | 'reject' | 'paid';

function Payout({ w }: { w: AdminWithdrawal }) {
  const p = w.payoutDetails;
  return p.method === 'paypal' ? (
    <span className="payout">
      {/* i18n-ignore: the provider's name */}
      <span className="payout__method">PayPal</span>
      <span className="payout__line">{p.email}</span>
    </span>
  ) : (
    <span className="payout">
      <span className="payout__method">
        <Trans>Bank transfer · {p.accountHolder}</Trans>
      </span>
      <span className="payout__line">{p.iban}</span>
      {(p.bic || p.bankName) && <span className="payout__line">{[p.bic, p.bankName].filter(Boolean).join(' · ')}</span>}
    </span>
  );
}

type DialogWords = { title: MessageDescriptor; confirm: MessageDescriptor; busy: MessageDescriptor; done: MessageDescriptor; next: MessageDescriptor };
const DIALOG: Record<Decision, DialogWords & { icon: typeof Check; tone: 'primary' | 'danger' }> = {
  approve: {
    title: msg`Approve this withdrawal?`,
    confirm: msg`Approve`,
    busy: msg`Approve…`,
    icon: Check,
    tone: 'primary',
    done: msg`Withdrawal approved`,
    next: msg`Approving keeps the points on hold until you mark it paid.`,
  },
  reject: {
    title: msg`Reject this withdrawal?`,
    confirm: msg`Reject`,
    busy: msg`Reject…`,
    icon: X,
    tone: 'danger',
    done: msg`Withdrawal rejected`,
    next: msg`The points go back to their balance.`,
  },
  paid: {
    title: msg`Mark this withdrawal paid?`,
    confirm: msg`Mark paid`,
    busy: msg`Mark paid…`,
    icon: CircleDollarSign,
    tone: 'primary',
    done: msg`Withdrawal marked paid`,
    next: msg`Only mark it paid once the money has been sent.`,
  },
};

export default function AdminWithdrawalsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [statusParam, setStatus] = useQueryParam('status');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const [deciding, setDeciding] = useState<{ w: AdminWithdrawal; decision: Decision } | null>(null);
  const status = (TABS.find((t) => t.id === statusParam)?.id ?? 'pending') as Tab;
  const query = useAdminList('withdrawals', adminApi.withdrawals, {
    status: status === 'all' ? undefined : status,
    user: email,
    page,
    pageSize: ADMIN_PAGE_SIZE,
  });
  const decide = useAdminAction(
    (id: string, decision: Decision, text: string) =>
      decision === 'approve' ? adminApi.approveWithdrawal(id, text) : decision === 'reject' ? adminApi.rejectWithdrawal(id, text) : adminApi.markWithdrawalPaid(id, text),
    adminKeys.money,
  );

  const columns: Column<AdminWithdrawal>[] = [
    {
      id: 'seller',
      header: t`Seller`,
      kind: 'primary',
      cell: (w) => (
        <>
          <Person user={w.user} fallbackId={w.userId} onFilter={setUser} />
          <span className="cell-sub">{t`Requested ${format.dateTime(w.createdAt)}`}</span>
        </>
      ),
    },
    { id: 'points', header: t`Points`, kind: 'end', cell: (w) => t`${format.number(w.points)} pts` },
    { id: 'amount', header: t`Amount`, kind: 'end', cell: (w) => <span className="cell-strong">{format.money(w.amountCents, w.currency)}</span> },
    { id: 'payout', header: t`Payout details`, cell: (w) => <Payout w={w} /> },
    {
      id: 'status',
      header: t`Status`,
      cell: (w) => (
        <>
          <Pill tone={tone[w.status]}>{i18n._(STATUS_LABEL[w.status])}</Pill>
          {w.status === 'paid' && w.payoutReference && <span className="cell-sub">{t`Ref. ${w.payoutReference}`}</span>}
          {w.adminNote && <span className="cell-sub">{w.adminNote}</span>}
          {w.status !== 'pending' && (
            <span className="cell-sub">{format.dateTime(w.paidAt ?? w.rejectedAt ?? w.approvedAt ?? w.createdAt)}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t`Actions`,
      kind: 'actions',
      cell: (w) =>
        w.status === 'pending' || w.status === 'approved' ? (
          <div className="cell-actions">
            {w.status === 'pending' ? (
              <button type="button" className="btn btn--primary btn--sm" onClick={() => setDeciding({ w, decision: 'approve' })}>
                <Trans>Approve</Trans>
              </button>
            ) : (
              <button type="button" className="btn btn--primary btn--sm" onClick={() => setDeciding({ w, decision: 'paid' })}>
                <Trans>Mark paid</Trans>
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ w, decision: 'reject' })}>
              <Trans>Reject</Trans>
            </button>
          </div>
        ) : null,
    },
  ];

  const d = deciding ? DIALOG[deciding.decision] : null;
  /** "Ada asks for 1,000 points ($100.00) by PayPal." */
  const asks = (w: AdminWithdrawal) => {
    const seller = w.user?.fullName ?? t`The seller`;
    const points = format.number(w.points);
    const amount = format.money(w.amountCents, w.currency);
    return w.method === 'paypal' ? t`${seller} asks for ${points} points (${amount}) by PayPal.` : t`${seller} asks for ${points} points (${amount}) by bank transfer.`;
  };
  return (
    <AdminPage
      eyebrow={t`Money`}
      title={t`Withdrawals`}
      lead={t`Sellers' requests to be paid their earnings. Approve, pay outside Studyhall, then mark paid with the payout reference.`}
      testId="admin-withdrawals"
    >
      <StatusTabs<Tab>
        label={t`Withdrawal status`}
        tabs={TABS.map((tab) => ({ ...tab, label: i18n._(tab.label) }))}
        value={status}
        onChange={(id) => {
          setStatus(id === 'pending' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder={t`Seller's email`} label={t`Filter by the seller's email`} size="md" />
      </div>
      <AdminTable
        noun={t`withdrawals`}
        failedTitle={t`Failed to load withdrawals`}
        columns={columns}
        query={query}
        rowKey={(w) => w.id}
        testId="admin-withdrawals-table"
        onPage={setPage}
        empty={{
          icon: Banknote,
          title: status === 'pending' && !email ? t`No withdrawals waiting` : t`No withdrawals match these filters`,
          text: t`Sellers request payouts of their earnings from their seller wallet.`,
        }}
      />
      {deciding && d && (
        <ConfirmDialog
          title={i18n._(d.title)}
          text={`${asks(deciding.w)} ${i18n._(d.next)}`}
          confirmLabel={i18n._(d.confirm)}
          busyLabel={i18n._(d.busy)}
          tone={d.tone}
          icon={d.icon}
          reason={
            deciding.decision === 'reject'
              ? { label: t`Reason`, placeholder: t`The PayPal account could not be verified.`, hint: t`Shown to the seller.`, requiredMessage: t`Give a reason` }
              : deciding.decision === 'paid'
                ? {
                    label: t`Payout reference`,
                    // i18n-ignore: a sample reference, the same in every language
                    placeholder: 'PAYPAL-7XK29',
                    hint: t`The transaction id of the payment you sent.`,
                    requiredMessage: t`Enter the payout reference`,
                    singleLine: true,
                  }
                : { label: t`Note`, placeholder: t`Details checked.`, hint: t`Kept on the request.` }
          }
          onClose={() => setDeciding(null)}
          onConfirm={async (text) => {
            await decide.mutateAsync([deciding.w.id, deciding.decision, text]);
            toast.success(i18n._(d.done), { description: `${deciding.w.user?.fullName ?? t`Seller`} · ${format.money(deciding.w.amountCents, deciding.w.currency)}` });
          }}
        />
      )}
    </AdminPage>
  );
}
