// /admin/points-transactions: the points ledger, newest first: user, type, amount (+ in, − out), the balance after,
// description and date. Filters by type and by user (an email, or a click on a name); 25 a page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Coins } from 'lucide-react';
import { type TransactionType, transactionTypes } from '../../../../modules/wallet/contract.ts';
import { type AdminTransaction, adminApi, useAdminList } from '../../api/admin.ts';
import { AdminPage, Person, Pill, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { useQueryParam } from '../../hooks/useQueryParam.ts';

const PAGE_SIZE = 25;

/** The ledger's kinds in words (wallet contract: the spec's three and ours). */
const TYPE_LABEL: Record<TransactionType, MessageDescriptor> = {
  earned: msg`Earned`,
  spent: msg`Spent`,
  document_chat: msg`Document chat`,
  refund: msg`Refund`,
  reversal: msg`Reversal`,
  withdrawal: msg`Withdrawal`,
  withdrawal_release: msg`Withdrawal released`,
  adjustment: msg`Adjustment`,
};

const TYPE_TONE: Record<TransactionType, Tone> = {
  earned: 'success',
  spent: 'brand',
  document_chat: 'brand',
  refund: 'success',
  reversal: 'danger',
  withdrawal: 'warning',
  withdrawal_release: 'muted',
  adjustment: 'muted',
};

export default function AdminPointsTransactionsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [type, setType] = useQueryParam('type');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const query = useAdminList('transactions', adminApi.transactions, { type: type || undefined, user: email, page, pageSize: PAGE_SIZE });

  const columns: Column<AdminTransaction>[] = [
    {
      id: 'description',
      header: t`Description`,
      kind: 'primary',
      cell: (tx) => (
        <>
          <span className="cell-title">{tx.description}</span>
          <span className="cell-sub">{format.dateTime(tx.createdAt)}</span>
        </>
      ),
    },
    { id: 'user', header: t`User`, cell: (tx) => <Person user={tx.user} fallbackId={tx.userId} onFilter={setUser} /> },
    { id: 'type', header: t`Type`, cell: (tx) => <Pill tone={TYPE_TONE[tx.type]}>{i18n._(TYPE_LABEL[tx.type])}</Pill> },
    {
      id: 'amount',
      header: t`Amount`,
      kind: 'end',
      cell: (tx) => <span className={tx.amount >= 0 ? 'amount-in' : 'amount-out'}>{t`${format.signedPoints(tx.amount)} pts`}</span>,
    },
    { id: 'balance', header: t`Balance after`, kind: 'end', cell: (tx) => t`${format.number(tx.balanceAfter)} pts` },
  ];

  return (
    <AdminPage
      eyebrow={t`Money`}
      title={t`Points transactions`}
      lead={t`The ledger: every movement of points, newest first. A balance always equals the sum of its user's transactions.`}
      testId="admin-points-transactions"
    >
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder={t`User's email`} label={t`Filter by the user's email`} size="md" />
        <select className="input select" aria-label={t`Transaction type`} value={type} onChange={(e) => { setType(e.target.value); resetPage(); }}>
          <option value="">{t`All types`}</option>
          {transactionTypes.map((kind) => (
            <option key={kind} value={kind}>
              {i18n._(TYPE_LABEL[kind])}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun={t`points transactions`}
        failedTitle={t`Failed to load points transactions`}
        columns={columns}
        query={query}
        rowKey={(tx) => tx.id}
        testId="admin-transactions-table"
        onPage={setPage}
        empty={{
          icon: Coins,
          title: email || type ? t`No transactions match these filters` : t`No transactions yet`,
          text: t`Points bought, spent, earned, refunded and paid out all appear here.`,
        }}
      />
    </AdminPage>
  );
}
