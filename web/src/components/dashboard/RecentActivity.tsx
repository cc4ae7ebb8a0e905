// The dashboard's Recent activity: the newest movements of the user's points (purchases, top-ups, sales, refunds)
// from the wallet's ledger, with a link to the whole list on the wallet page.
import { useLingui } from '@lingui/react/macro';
import { History } from 'lucide-react';
import { useTransactions } from '../../api/wallet.ts';
import { Skeleton } from '../ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../ui/States.tsx';
import { TransactionRow } from '../wallet/TransactionRow.tsx';

const LIMIT = 5;

export function RecentActivity() {
  const { t } = useLingui();
  const tx = useTransactions(1);
  if (tx.isError) return <ErrorPanel title={t`Failed to load your activity`} onRetry={() => tx.refetch()} />;
  if (tx.isPending) return <Skeleton height={180} />;
  if (tx.data.items.length === 0) {
    return (
      <EmptyState
        className="empty-state--compact"
        icon={History}
        title={t`Nothing here yet`}
        text={t`Points you buy, spend on documents or earn from sales will appear here as you use Studyhall.`}
      />
    );
  }
  return (
    <ul className="tx-list tx-list--compact" data-testid="recent-activity">
      {tx.data.items.slice(0, LIMIT).map((item) => (
        <TransactionRow key={item.id} tx={item} />
      ))}
    </ul>
  );
}
