// /admin/points-transactions: the points ledger, newest first: user, type, amount (+ in, − out), the balance after,
// description and date. Filters by type and by user (an email, or a click on a name); 25 a page.
import { Coins } from 'lucide-react';
import { type TransactionType, transactionTypes } from '../../../../modules/wallet/contract.ts';
import { type AdminTransaction, adminApi, useAdminList } from '../../api/admin.ts';
import { AdminPage, Person, Pill, type Tone } from '../../components/admin/AdminPage.tsx';
import { AdminTable, type Column } from '../../components/admin/AdminTable.tsx';
import { useListParams } from '../../components/admin/useListParams.ts';
import { SearchInput } from '../../components/ui/SearchInput.tsx';
import { useQueryParam } from '../../hooks/useQueryParam.ts';
import { formatDateTime, formatNumber, formatSignedPoints } from '../../lib/format.ts';

const PAGE_SIZE = 25;

/** The ledger's kinds in words (wallet contract: the spec's three and ours). */
const TYPE_LABEL: Record<TransactionType, string> = {
  earned: 'Earned',
  spent: 'Spent',
  document_chat: 'Document chat',
  refund: 'Refund',
  reversal: 'Reversal',
  withdrawal: 'Withdrawal',
  withdrawal_release: 'Withdrawal released',
  adjustment: 'Adjustment',
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
  const [type, setType] = useQueryParam('type');
  const { page, setPage, resetPage, search: user, setSearch: setUser, debounced: email } = useListParams();
  const query = useAdminList('transactions', adminApi.transactions, { type: type || undefined, user: email, page, pageSize: PAGE_SIZE });

  const columns: Column<AdminTransaction>[] = [
    {
      id: 'description',
      header: 'Description',
      kind: 'primary',
      cell: (t) => (
        <>
          <span className="cell-title">{t.description}</span>
          <span className="cell-sub">{formatDateTime(t.createdAt)}</span>
        </>
      ),
    },
    { id: 'user', header: 'User', cell: (t) => <Person user={t.user} fallbackId={t.userId} onFilter={setUser} /> },
    { id: 'type', header: 'Type', cell: (t) => <Pill tone={TYPE_TONE[t.type]}>{TYPE_LABEL[t.type]}</Pill> },
    {
      id: 'amount',
      header: 'Amount',
      kind: 'end',
      cell: (t) => <span className={t.amount >= 0 ? 'amount-in' : 'amount-out'}>{formatSignedPoints(t.amount)} pts</span>,
    },
    { id: 'balance', header: 'Balance after', kind: 'end', cell: (t) => `${formatNumber(t.balanceAfter)} pts` },
  ];

  return (
    <AdminPage
      eyebrow="Money"
      title="Points transactions"
      lead="The ledger: every movement of points, newest first. A balance always equals the sum of its user's transactions."
      testId="admin-points-transactions"
    >
      <div className="admin-tools">
        <SearchInput value={user} onChange={setUser} placeholder="User's email" label="Filter by the user's email" size="md" />
        <select className="input select" aria-label="Transaction type" value={type} onChange={(e) => { setType(e.target.value); resetPage(); }}>
          <option value="">All types</option>
          {transactionTypes.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </select>
      </div>
      <AdminTable
        noun="points transactions"
        columns={columns}
        query={query}
        rowKey={(t) => t.id}
        testId="admin-transactions-table"
        onPage={setPage}
        empty={{
          icon: Coins,
          title: email || type ? 'No transactions match these filters' : 'No transactions yet',
          text: 'Points bought, spent, earned, refunded and paid out all appear here.',
        }}
      />
    </AdminPage>
  );
}
