// One movement of points in the ledger: in or out, what it was for, when and of what kind, the signed amount and
// the balance after it. The wallet's transactions list and the dashboard's Recent activity both show it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { PointsTransaction, TransactionType } from '../../../../modules/wallet/contract.ts';
import { useFormat } from '../../hooks/useFormat.ts';

const TYPE_NAMES: Record<TransactionType, MessageDescriptor> = {
  spent: msg`spent`,
  document_chat: msg`document chat`,
  earned: msg`earned`,
  refund: msg`refund`,
  reversal: msg`reversal`,
  withdrawal: msg`withdrawal`,
  withdrawal_release: msg`withdrawal release`,
  adjustment: msg`adjustment`,
};

export function TransactionRow({ tx }: { tx: PointsTransaction }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const incoming = tx.amount > 0;
  return (
    <li className="tx">
      <span className={`tx__icon ${incoming ? 'tx__icon--in' : 'tx__icon--out'}`}>
        {incoming ? <ArrowDownLeft aria-hidden="true" /> : <ArrowUpRight aria-hidden="true" />}
      </span>
      <span className="tx__body">
        <span className="tx__desc">{tx.description}</span>
        <span className="tx__meta">
          {format.date(tx.createdAt)} · {i18n._(TYPE_NAMES[tx.type])}
        </span>
      </span>
      <span className="tx__amount">
        <strong className={incoming ? 'is-positive' : 'is-negative'}>
          {incoming ? '+' : '−'}
          {format.number(Math.abs(tx.amount))}
        </strong>
        <small>
          <Trans>bal. {format.number(tx.balanceAfter)}</Trans>
        </small>
      </span>
    </li>
  );
}
