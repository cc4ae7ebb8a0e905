// The nav's points balance: GET /api/wallet, then kept live by `wallet.balance-changed` on /api/events.
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENTS_REALTIME } from '../../../modules/payments/contract.ts';
import { WALLET_REALTIME, type WalletBalance } from '../../../modules/wallet/contract.ts';
import { useAuth } from '../api/accounts.ts';
import { useWalletBalance, walletKeys } from '../api/wallet.ts';
import { useRealtime } from './useRealtime.ts';

type BalanceMessage = { balance: number; lifetimeSpent: number; lifetimeEarned: number };

export function useLiveBalance(): number | null {
  const auth = useAuth();
  const client = useQueryClient();
  const signedIn = auth.status === 'signed-in';
  const query = useWalletBalance();
  useRealtime(
    WALLET_REALTIME.balanceChanged,
    (data) => {
      const m = data as BalanceMessage;
      if (typeof m?.balance !== 'number') return;
      client.setQueryData<WalletBalance>(walletKeys.balance, () => ({
        balance: m.balance,
        lifetimeSpent: m.lifetimeSpent,
        lifetimeEarned: m.lifetimeEarned,
        updatedAt: new Date().toISOString(),
      }));
      void client.invalidateQueries({ queryKey: ['account', 'wallet', 'transactions'] });
    },
    signedIn,
    () => void client.invalidateQueries({ queryKey: walletKeys.balance }),
  );
  useRealtime(
    PAYMENTS_REALTIME.orderUpdated,
    () => void client.invalidateQueries({ queryKey: walletKeys.orders }),
    signedIn,
  );
  if (!signedIn) return null;
  return query.data?.balance ?? null;
}
