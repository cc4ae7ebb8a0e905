// /dashboard/wallet: the balance and lifetime figures, points packages (card or PayPal through the payments
// module's hosted checkout), the points orders and the ledger (newest first, 10 per page).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useFormat } from '../../hooks/useFormat.ts';
import { DashSection } from '../../components/dashboard/DashSection.tsx';
import { NewerOlderPager } from '../../components/dashboard/NewerOlderPager.tsx';

const PLACEHOLDERS = [null, null, null, null, null];
const PLACEHOLDER_KEYS = ['a', 'b', 'c', 'd', 'e'];

export default function WalletPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Wallet`, description: t`Your points balance, top-ups and transactions.`, noIndex: true });
  const wallet = useWalletBalance();
  return (
    <div className="dash-page wallet">
      <header className="dash-page__head">
        <h1 className="dash-page__title">
          <Trans>Wallet</Trans>
        </h1>
        <p className="dash-page__lead">
          <Trans>Buy points, unlock documents and AI tools. 1 point = {format.money(10)}, and points never expire.</Trans>
        </p>
      </header>
      <div className="wallet-stats">
        <div className="wallet-balance" data-testid="wallet-balance">
          <span className="wallet-balance__label">
            <Coins aria-hidden="true" /> <Trans>Available balance</Trans>
          </span>
          <strong className="wallet-balance__value">
            {wallet.data ? format.number(wallet.data.balance) : <Skeleton width={120} height={40} />}
            <small> {t`pts`}</small>
          </strong>
          <span className="wallet-balance__usd">{wallet.data ? t`≈ ${format.money(wallet.data.balance * 10)} USD` : ' '}</span>
        </div>
        <div className="card wallet-stat">
          <TrendingUp aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--up" />
          <span className="wallet-stat__label">
            <Trans>Lifetime earned</Trans>
          </span>
          <strong>{t`${wallet.data ? format.number(wallet.data.lifetimeEarned) : '—'} pts`}</strong>
        </div>
        <div className="card wallet-stat">
          <TrendingDown aria-hidden="true" className="wallet-stat__icon wallet-stat__icon--down" />
          <span className="wallet-stat__label">
            <Trans>Lifetime spent</Trans>
          </span>
          <strong>{t`${wallet.data ? format.number(wallet.data.lifetimeSpent) : '—'} pts`}</strong>
        </div>
      </div>
      <Packages />
      <Orders />
      <Transactions />
    </div>
  );
}

function Packages() {
  const { t } = useLingui();
  const format = useFormat();
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
      toast.error(e instanceof ApiError && e.status >= 500 ? t`Error creating order. Please contact support.` : e instanceof Error ? e.message : t`Error creating order. Please contact support.`);
      setPending(null);
    }
  }

  return (
    <DashSection
      id="packages-title"
      title={t`Buy points`}
      aside={
        testMode && (
          <span className="badge badge--warning">
            <Trans>Test mode: no real money</Trans>
          </span>
        )
      }
    >
      {packages.isError ? (
        <ErrorPanel title={t`Packages unavailable`} message={t`Could not load the points packages.`} onRetry={() => void packages.refetch()} />
      ) : (
        <div className="packages">
          {(packages.data?.packages ?? PLACEHOLDERS).map((pkg, i) =>
            pkg ? (
              <article key={pkg.id} className={`card package${pkg.isPopular ? ' package--popular' : ''}`} data-testid="points-package">
                {pkg.isPopular && (
                  <span className="package__flag">
                    <Trans>Most popular</Trans>
                  </span>
                )}
                <h3 className="package__name">{pkg.name}</h3>
                <p className="package__points">
                  <Trans>
                    <strong>{format.number(pkg.totalPoints)}</strong> points
                  </Trans>
                </p>
                <p className="package__bonus">
                  {pkg.bonusPoints > 0 ? (
                    <span className="badge badge--success">
                      <Sparkles aria-hidden="true" />{' '}
                      <Trans>
                        +{format.number(pkg.bonusPoints)} bonus ({pkg.bonusPercent}%)
                      </Trans>
                    </span>
                  ) : (
                    <span className="package__nobonus">
                      <Trans>{format.number(pkg.points)} base points</Trans>
                    </span>
                  )}
                </p>
                <p className="package__price">{format.money(pkg.priceCents)}</p>
                <div className="package__actions">
                  <button
                    type="button"
                    className="btn btn--primary btn--block"
                    onClick={() => void buy(pkg, 'card')}
                    disabled={pending !== null}
                    aria-busy={pending === `${pkg.id}:card`}
                    aria-label={t`Buy ${pkg.name} by card`}
                  >
                    <CreditCard aria-hidden="true" /> <Trans>Card</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary btn--block package__paypal"
                    onClick={() => void buy(pkg, 'paypal')}
                    disabled={pending !== null}
                    aria-busy={pending === `${pkg.id}:paypal`}
                    aria-label={t`Buy ${pkg.name} with PayPal`}
                  >
                    {/* i18n-ignore: a brand name */}
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

const orderStatusName: Record<PointsOrder['orderStatus'], MessageDescriptor> = {
  pending: msg`pending`,
  processing: msg`processing`,
  completed: msg`completed`,
  cancelled: msg`cancelled`,
  failed: msg`failed`,
  refunding: msg`refunding`,
  refunded: msg`refunded`,
};

function Orders() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const orders = usePointsOrders();
  const items = orders.data?.items ?? [];
  return (
    <DashSection id="orders-title" title={t`Order history`}>
      {orders.isLoading ? (
        <Skeleton height={120} />
      ) : items.length === 0 ? (
        <div className="card card--pad wallet-empty">
          <Receipt aria-hidden="true" /> <Trans>No points orders yet. Your top-ups will appear here.</Trans>
        </div>
      ) : (
        <div className="card wallet-table-wrap">
          <table className="wallet-table" data-testid="orders-table">
            <thead>
              <tr>
                <th>
                  <Trans>Date</Trans>
                </th>
                <th>
                  <Trans>Points</Trans>
                </th>
                <th>
                  <Trans>Amount</Trans>
                </th>
                <th>
                  <Trans>Method</Trans>
                </th>
                <th>
                  <Trans>Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.id}>
                  <td>{format.date(o.createdAt)}</td>
                  <td>
                    {format.number(o.totalPoints)}
                    {o.bonusPoints > 0 && (
                      <span className="wallet-table__sub">
                        {' '}
                        <Trans>incl. {format.number(o.bonusPoints)} bonus</Trans>
                      </span>
                    )}
                  </td>
                  <td>{format.money(o.amountCents)}</td>
                  <td className="wallet-table__cap">{o.paymentMethod === 'local' ? t`Test checkout` : o.paymentMethod === 'stripe' ? t`Card` : 'PayPal'}</td>
                  <td>
                    <span className={`badge ${orderTone[o.orderStatus]}`}>{i18n._(orderStatusName[o.orderStatus])}</span>
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
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const tx = useTransactions(page);
  const total = tx.data?.total ?? 0;
  const pageSize = tx.data?.pageSize ?? 10;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <DashSection id="tx-title" title={t`Transactions`}>
      {tx.isError ? (
        <ErrorPanel title={t`Transactions unavailable`} message={t`Could not load your transactions.`} onRetry={() => void tx.refetch()} />
      ) : tx.isLoading ? (
        <Skeleton height={200} />
      ) : total === 0 ? (
        <EmptyState icon={Coins} title={t`No transactions yet`} text={t`Buy points or unlock a document and it will show here.`} />
      ) : (
        <div className="card">
          <ul className="tx-list" data-testid="transactions">
            {tx.data?.items.map((item) => (
              <TransactionRow key={item.id} tx={item} />
            ))}
          </ul>
          <NewerOlderPager label={t`Transactions pages`} page={page} pages={pages} onPage={setPage} />
        </div>
      )}
    </DashSection>
  );
}

