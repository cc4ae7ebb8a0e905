// /dashboard/wallet: the balance and lifetime figures, points packages (card or PayPal through the payments
// module's hosted checkout), the points orders and the ledger (newest first, 10 per page).
import { Coins, CreditCard, Receipt, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import type { PointsOrder } from '../../../../modules/payments/contract.ts';
import type { PointsPackage } from '../../../../modules/wallet/contract.ts';
import { ApiError } from '../../api/client.ts';
import {
  type ProviderId,
  usePaymentProviders,
  usePointsOrders,
  usePointsPackages,
  useTransactions,
  useWalletBalance,
  walletApi,
} from '../../api/wallet.ts';
import { toast } from '../../components/toast.ts';
import { TransactionRow } from '../../components/wallet/TransactionRow.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState, ErrorPanel } from '../../components/ui/States.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';
import { NewerOlderPager } from '../../components/dashboard/NewerOlderPager.tsx';

const PLACEHOLDERS = [null, null, null, null, null];
const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e'];

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export default function WalletPage() {
  usePageMeta({ title: 'Wallet', description: 'Your points balance, top-ups and transactions.', noIndex: true });
  const wallet = useWalletBalance();
  return (
    <div className="dash-page wallet">
      <header className="dash-page__head">
        <h1 className="dash-page__title">Wallet</h1>
        <p className="dash-page__lead">Buy points, unlock documents and AI tools. 1 point = $0.10, and points never expire.</p>
      </header>
      <div className="wallet-stats">
        <div className="wallet-balance" data-testid="wallet-balance">
          <span className="wallet-balance__label">
            <Coins aria-hidden="true" /> Available balance
          </span>
          <strong className="wallet-balance__value">
            {wallet.data ? formatNumber(wallet.data.balance) : <Skeleton width={120} height={40} />}
            <small> pts</small>
          </strong>
          <span className="wallet-balance__usd">{wallet.data ? `≈ ${usd(wallet.data.balance * 10)} USD` : ' '}</span>
        </div>
        <div className="card wallet-stat">
          <TrendingUp aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--up" />
          <span className="wallet-stat__label">Lifetime earned</span>
          <strong>{wallet.data ? formatNumber(wallet.data.lifetimeEarned) : '—'} pts</strong>
        </div>
        <div className="card wallet-stat">
          <TrendingDown aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--down" />
          <span className="wallet-stat__label">Lifetime spent</span>
          <strong>{wallet.data ? formatNumber(wallet.data.lifetimeSpent) : '—'} pts</strong>
        </div>
      </div>
      <Packages />
      <Orders />
      <Transactions />
    </div>
  );
}

function Packages() {
  const packages = usePointsPackages();
  const providers = usePaymentProviders();
  const [pending, setPending] = useState<string | null>(null);
  const offered = new Set(providers.data?.providers.map((p) => p.id) ?? []);
  const testMode = providers.data?.providers.some((p) => p.testMode) ?? false;

  async function buy(pkg: PointsPackage, method: 'card' | 'paypal') {
    const key = `${pkg.id}:${method}`;
    if (pending) return;
    setPending(key);
    // Card goes to Stripe and PayPal to PayPal when the server offers them; otherwise the server's default
    // (the local test checkout in the embedded setup) stands in for both.
    const wanted: ProviderId = method === 'card' ? 'stripe' : 'paypal';
    const provider = offered.has(wanted) ? wanted : undefined;
    try {
      const order = await walletApi.buyPoints({ packageId: pkg.id, ...(provider ? { provider } : {}) });
      window.location.assign(order.url);
    } catch (e) {
      toast.error(e instanceof ApiError && e.status >= 500 ? 'Error creating order. Please contact support.' : e instanceof Error ? e.message : 'Error creating order. Please contact support.');
      setPending(null);
    }
  }

  return (
    <DashSection id="packages-title" title="Buy points" aside={testMode && <span className="badge badge--warning">Test mode: no real money</span>}>
      {packages.isError ? (
        <ErrorPanel title="Packages unavailable" message="Could not load the points packages." onRetry={() => void packages.refetch()} />
      ) : (
        <div className="packages">
          {(packages.data?.packages ?? PLACEHOLDERS).map((pkg, i) =>
            pkg ? (
              <article key={pkg.id} className={`card package${pkg.isPopular ? ' package--popular' : ''}`} data-testid="points-package">
                {pkg.isPopular && <span className="package__flag">Most popular</span>}
                <h3 className="package__name">{pkg.name}</h3>
                <p className="package__points">
                  <strong>{formatNumber(pkg.totalPoints)}</strong> points
                </p>
                <p className="package__bonus">
                  {pkg.bonusPoints > 0 ? (
                    <span className="badge badge--success">
                      <Sparkles aria-hidden="true" /> +{formatNumber(pkg.bonusPoints)} bonus ({pkg.bonusPercent}%)
                    </span>
                  ) : (
                    <span className="package__nobonus">{formatNumber(pkg.points)} base points</span>
                  )}
                </p>
                <p className="package__price">{usd(pkg.priceCents)}</p>
                <div className="package__actions">
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    onClick={() => void buy(pkg, 'card')}
                    disabled={pending !== null}
                    aria-busy={pending === `${pkg.id}:card`}
                    aria-label={`Buy ${pkg.name} by card`}
                  >
                    <CreditCard aria-hidden="true" /> Card
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--block package__paypal"
                    onClick={() => void buy(pkg, 'paypal')}
                    disabled={pending !== null}
                    aria-busy={pending === `${pkg.id}:paypal`}
                    aria-label={`Buy ${pkg.name} with PayPal`}
                  >
                    PayPal
                  </button>
                </div>
              </article>
            ) : (
              <div key={`placeholder-${PLACEHOLDER_KEYS[i]}`} className="card package">
                <Skeleton height={150} />
              </div>
            ),
          )}
        </div>
      )}
    </DashSection>
  );
}

const orderTone: Record<PointsOrder['orderStatus'], string> = {
  pending: 'badge--plain',
  processing: 'badge--brand',
  completed: 'badge--success',
  cancelled: 'badge--plain',
  failed: 'badge--warning',
  refunding: 'badge--warning',
  refunded: 'badge--plain',
};

function Orders() {
  const orders = usePointsOrders();
  const items = orders.data?.items ?? [];
  return (
    <DashSection id="orders-title" title="Order history">
      {orders.isLoading ? (
        <Skeleton height={120} />
      ) : items.length === 0 ? (
        <div className="card card--pad wallet-empty">
          <Receipt aria-hidden="true" /> No points orders yet. Your top-ups will appear here.
        </div>
      ) : (
        <div className="card wallet-table-wrap">
          <table className="wallet-table" data-testid="orders-table">
            <thead>
              <tr>
                <th>Date</th>
                <th>Points</th>
                <th>Amount</th>
                <th>Method</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id}>
                  <td>{formatDate(o.createdAt)}</td>
                  <td>
                    {formatNumber(o.totalPoints)}
                    {o.bonusPoints > 0 && <span className="wallet-table__sub"> incl. {formatNumber(o.bonusPoints)} bonus</span>}
                  </td>
                  <td>{usd(o.amountCents)}</td>
                  <td className="wallet-table__cap">{o.paymentMethod === 'local' ? 'Test checkout' : o.paymentMethod === 'stripe' ? 'Card' : 'PayPal'}</td>
                  <td>
                    <span className={`badge ${orderTone[o.orderStatus]}`}>{o.orderStatus}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </DashSection>
  );
}

function Transactions() {
  const [page, setPage] = useState(1);
  const tx = useTransactions(page);
  const total = tx.data?.total ?? 0;
  const pageSize = tx.data?.pageSize ?? 10;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <DashSection id="tx-title" title="Transactions">
      {tx.isError ? (
        <ErrorPanel title="Transactions unavailable" message="Could not load your transactions." onRetry={() => void tx.refetch()} />
      ) : tx.isLoading ? (
        <Skeleton height={200} />
      ) : total === 0 ? (
        <EmptyState icon={Coins} title="No transactions yet" text="Buy points or unlock a document and it will show here." />
      ) : (
        <div className="card">
          <ul className="tx-list" data-testid="transactions">
            {tx.data?.items.map((t) => (
              <TransactionRow key={t.id} tx={t} />
            ))}
          </ul>
          <NewerOlderPager label="Transactions pages" page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </DashSection>
  );
}

