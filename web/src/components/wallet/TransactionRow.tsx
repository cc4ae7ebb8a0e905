// One movement of points in the ledger: in or out, what it was for, when and of what kind, the signed amount and
// the balance after it. The wallet's transactions list and the dashboard's Recent activity both show it.
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { PointsTransaction } from '../../../../modules/wallet/contract.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';

export function TransactionRow({ tx }: { tx: PointsTransaction }) {
  const incoming = tx.amount > 0;
  return (
    <li className="tx">
      <span className={`tx__icon ${incoming ? 'tx__icon--in' : 'tx__icon--out'}`}>
        {incoming ? <ArrowDownLeft aria-hidden="true" /> : <ArrowUpRight aria-hidden="true" />}
      </span>
      <span className="tx__body">
        <span className="tx__desc">{tx.description}</span>
        <span className="tx__meta">
          {formatDate(tx.createdAt)} · {tx.type.replace('_', ' ')}
        </span>
      </span>
      <span className="tx__amount">
        <strong className={incoming ? 'is-positive' : 'is-negative'}>
          {incoming ? '+' : '−'}
          {formatNumber(Math.abs(tx.amount))}
        </strong>
        <small>bal. {formatNumber(tx.balanceAfter)}</small>
      </span>
    </li>
  );
}
