// /admin/withdrawals: sellers' payout requests, the pending ones first (the default tab): seller, points, amount in
// USD, method and the payout details to pay them with, status with the note or reference. Approve (an optional
// note), Reject (a reason, shown to the seller; the points go back) and Mark paid (the payout reference).
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
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatMoney, formatNumber, titleCase } from '../../lib/format.ts';

type Tab = WithdrawalStatus | 'all';
const TABS: { id: Tab; label: string }[] = [
  { id: 'pending', label: 'Pending' },
  { id: 'approved', label: 'Approved' },
  { id: 'paid', label: 'Paid' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'all', label: 'All' },
];
const tone: Record<WithdrawalStatus, Tone> = { pending: 'warning', approved: 'brand', paid: 'success', rejected: 'muted' };

type Decision = 'approve' | 'reject' | 'paid';

function Payout({ w }: { w: AdminWithdrawal }) {
  const p = w.payoutDetails;
  return p.method === 'paypal' ? (
    <span className="payout">
      <span className="payout__method">PayPal</span>
      <span className="payout__line">{p.email}</span>
    </span>
  ) : (
    <span className="payout">
      <span className="payout__method">Bank transfer · {p.accountHolder}</span>
      <span className="payout__line">{p.iban}</span>
      {(p.bic || p.bankName) && <span className="payout__line">{[p.bic, p.bankName].filter(Boolean).join(' · ')}</span>}
    </span>
  );
}

const DIALOG: Record<Decision, { title: string; confirm: string; icon: typeof Check; tone: 'primary' | 'danger'; done: string }> = {
  approve: { title: 'Approve this withdrawal?', confirm: 'Approve', icon: Check, tone: 'primary', done: 'Withdrawal approved' },
  reject: { title: 'Reject this withdrawal?', confirm: 'Reject', icon: X, tone: 'danger', done: 'Withdrawal rejected' },
  paid: { title: 'Mark this withdrawal paid?', confirm: 'Mark paid', icon: CircleDollarSign, tone: 'primary', done: 'Withdrawal marked paid' },
};

export default function AdminWithdrawalsPage() {
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
      header: 'Seller',
      kind: 'primary',
      cell: (w) => (
        <>
          <Person user={w.user} fallbackId={w.userId} onFilter={setUser} />
          <span className="cell-sub">Requested {formatDateTime(w.createdAt)}</span>
        </>
      ),
    },
    { id: 'points', header: 'Points', kind: 'end', cell: (w) => `${formatNumber(w.points)} pts` },
    { id: 'amount', header: 'Amount', kind: 'end', cell: (w) => <span className="cell-strong">{formatMoney(w.amountCents, w.currency)}</span> },
    { id: 'payout', header: 'Payout details', cell: (w) => <Payout w={w} /> },
    {
      id: 'status',
      header: 'Status',
      cell: (w) => (
        <>
          <Pill tone={tone[w.status]}>{titleCase(w.status)}</Pill>
          {w.status === 'paid' && w.payoutReference && <span className="cell-sub">Ref. {w.payoutReference}</span>}
          {w.adminNote && <span className="cell-sub">{w.adminNote}</span>}
          {w.status !== 'pending' && (
            <span className="cell-sub">{formatDateTime(w.paidAt ?? w.rejectedAt ?? w.approvedAt ?? w.createdAt)}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      kind: 'actions',
      cell: (w) =>
        w.status === 'pending' || w.status === 'approved' ? (
          <div className="cell-actions">
            {w.status === 'pending' ? (
              <button type="button" className="btn btn--primary btn--sm" onClick={() => setDeciding({ w, decision: 'approve' })}>
                Approve
              </button>
            ) : (
              <button type="button" className="btn btn--primary btn--sm" onClick={() => setDeciding({ w, decision: 'paid' })}>
                Mark paid
              </button>
            )}
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => setDeciding({ w, decision: 'reject' })}>
              Reject
            </button>
          </div>
        ) : null,
    },
  ];

  const d = deciding ? DIALOG[deciding.decision] : null;
  return (
    <AdminPage eyebrow="Money" title="Withdrawals" lead="Sellers' requests to be paid their earnings. Approve, pay outside Studyhall, then mark paid with the payout reference." testId="admin-withdrawals">
      <StatusTabs<Tab>
        label="Withdrawal status"
        tabs={TABS}
        value={status}
        onChange={(id) => {
          setStatus(id === 'pending' ? '' : id);
          resetPage();
        }}
      />
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder="Seller's email" label="Filter by the seller's email" size="md" />
      </div>
      <AdminTable
        noun="withdrawals"
        columns={columns}
        query={query}
        rowKey={(w) => w.id}
        testId="admin-withdrawals-table"
        onPage={setPage}
        empty={{
          icon: Banknote,
          title: status === 'pending' && !email ? 'No withdrawals waiting' : 'No withdrawals match these filters',
          text: 'Sellers request payouts of their earnings from their seller wallet.',
        }}
      />
      {deciding && d && (
        <ConfirmDialog
          title={d.title}
          text={
            <>
              {deciding.w.user?.fullName ?? 'The seller'} asks for {formatNumber(deciding.w.points)} points ({formatMoney(deciding.w.amountCents, deciding.w.currency)}) by{' '}
              {deciding.w.method === 'paypal' ? 'PayPal' : 'bank transfer'}.{' '}
              {deciding.decision === 'reject'
                ? 'The points go back to their balance.'
                : deciding.decision === 'paid'
                  ? 'Only mark it paid once the money has been sent.'
                  : 'Approving keeps the points on hold until you mark it paid.'}
            </>
          }
          confirmLabel={d.confirm}
          busyLabel={`${d.confirm}…`}
          tone={d.tone}
          icon={d.icon}
          reason={
            deciding.decision === 'reject'
              ? { label: 'Reason', placeholder: 'The PayPal account could not be verified.', hint: 'Shown to the seller.', requiredMessage: 'Give a reason' }
              : deciding.decision === 'paid'
                ? { label: 'Payout reference', placeholder: 'PAYPAL-7XK29', hint: 'The transaction id of the payment you sent.', requiredMessage: 'Enter the payout reference', singleLine: true }
                : { label: 'Note', placeholder: 'Details checked.', hint: 'Kept on the request.' }
          }
          onClose={() => setDeciding(null)}
          onConfirm={async (text) => {
            await decide.mutateAsync([deciding.w.id, deciding.decision, text]);
            toast.success(d.done, { description: `${deciding.w.user?.fullName ?? 'Seller'} · ${formatMoney(deciding.w.amountCents, deciding.w.currency)}` });
          }}
        />
      )}
    </AdminPage>
  );
}
