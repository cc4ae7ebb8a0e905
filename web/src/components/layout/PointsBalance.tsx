import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { formatNumber } from '../../lib/format.ts';

/**
 * The signed-in user's points balance in the nav bar. Renders nothing while there is no balance
 * (visitors; accounts arrive with a later issue, which passes the live balance in).
 */
export function PointsBalance({ balance }: { balance: number | null }) {
  if (balance === null) return null;
  return (
    <Link href="/dashboard/wallet" className="points-balance" aria-label={`${formatNumber(balance)} points, open wallet`}>
      <Coins aria-hidden="true" />
      <span>{formatNumber(balance)}</span>
      <span className="points-balance__unit">pts</span>
    </Link>
  );
}
