import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { useFormat } from '../../hooks/useFormat.ts';

/**
 * The signed-in user's points balance in the nav bar. Renders nothing while there is no balance
 * (visitors; accounts arrive with a later issue, which passes the live balance in).
 */
export function PointsBalance({ balance }: { balance: number | null }) {
  const { t } = useLingui();
  const format = useFormat();
  if (balance === null) return null;
  const shown = format.number(balance);
  return (
    <Link href="/dashboard/wallet" className="points-balance" aria-label={t`${plural(balance, { one: `${shown} point`, other: `${shown} points` })}, open wallet`}>
      <Coins aria-hidden="true" />
      <span>{shown}</span>
      <span className="points-balance__unit">
        <Trans>pts</Trans>
      </span>
    </Link>
  );
}
