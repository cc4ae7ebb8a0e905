// /checkout (sign-in required): the cart's documents bought with points in one call to POST /api/wallet/checkout.
// Prices come from the catalog on the server; the page shows what the cart says and the server's answer.
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CheckCircle2, Coins, Library, Lock, ShoppingCart, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CheckoutResult, WalletBalance } from '../../../../modules/wallet/contract.ts';
import { ApiError } from '../../api/client.ts';
import { useWalletBalance, walletApi, walletKeys } from '../../api/wallet.ts';
import { CartLine } from '../../components/cart/CartLine.tsx';
import { useCart } from '../../components/cart/CartProvider.tsx';
import { toast } from '../../components/toast.ts';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { Alert } from '../../components/ui/Form.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { EmptyState } from '../../components/ui/States.tsx';
import { useFormat } from '../../hooks/useFormat.ts';
import { usePageMeta } from '../../hooks/usePageMeta.ts';
import type { CartItem } from '../../lib/cart.ts';

const PURCHASED_HREF = '/dashboard/documents?tab=purchased';

type Done = { result: CheckoutResult; items: CartItem[] };

export default function CheckoutPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Checkout`, description: t`Unlock the documents in your cart with points.`, noIndex: true });
  const cart = useCart();
  const client = useQueryClient();
  const wallet = useWalletBalance();
  const [error, setError] = useState<{ code: string; message: string; ids?: string[] } | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const canceled = new URLSearchParams(window.location.search).get('canceled') === 'true';

  const balance = wallet.data?.balance ?? null;
  const short = balance !== null && balance < cart.total;

  const checkout = useMutation({
    mutationFn: async (items: typeof cart.items) => ({ items, result: await walletApi.checkout(items.map((i) => i.id)) }),
    onSuccess: ({ items, result }) => {
      const settled = new Set([...result.purchased.map((p) => p.documentId), ...result.alreadyOwned.map((o) => o.documentId)]);
      if (items.every((i) => settled.has(i.id))) cart.clearCart();
      else for (const id of settled) cart.removeItem(id);
      client.setQueryData<WalletBalance>(walletKeys.balance, (old) => (old ? { ...old, balance: result.balance } : old));
      void client.invalidateQueries({ queryKey: walletKeys.all });
      void client.invalidateQueries({ queryKey: ['account', 'library'] });
      setDone({ result, items });
      if (result.purchased.length > 0) {
        const count = result.purchased.length;
        toast.success(t`Purchase complete`, {
          description: t`${plural(count, { one: '# document added to your library.', other: '# documents added to your library.' })}`,
        });
      } else {
        toast.info(t`Nothing to pay`, { description: t`You already own everything in your cart.` });
      }
    },
    onError: (e) => {
      if (e instanceof ApiError) {
        const ids = e.fields?.documentIds;
        setError({ code: e.code, message: e.message, ids: Array.isArray(ids) ? ids : undefined });
        if (e.code === 'insufficient_points') void wallet.refetch();
      } else {
        setError({ code: 'unexpected', message: t`Something went wrong. Please try again.` });
      }
    },
  });
  const busy = checkout.isPending;

  function pay() {
    if (busy || cart.items.length === 0) return;
    setError(null);
    checkout.mutate(cart.items);
  }

  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Cart`, href: '/cart' }, { label: t`Checkout` }]}
        title={t`Checkout`}
        lead={t`Unlock your documents with points. They stay in your library for good.`}
      />
      <section className="section section--tight">
        <div className="container">
          {canceled && !done && (
            <Alert tone="info" title={t`Payment cancelled`} className="checkout-alert">
              <Trans>
                No money was taken. You can buy points whenever you are ready from your{' '}
                <Link href="/dashboard/wallet">wallet</Link>.
              </Trans>
            </Alert>
          )}
          {done ? (
            <CheckoutDone done={done} />
          ) : cart.items.length === 0 ? (
            <EmptyState
              icon={ShoppingCart}
              title={t`Nothing to check out`}
              text={t`Your cart is empty. Add documents from the marketplace, then come back here to unlock them with points.`}
              actions={
                <Link href="/documents" className="btn btn--primary">
                  <Trans>Browse documents</Trans> <ArrowRight aria-hidden="true" />
                </Link>
              }
            />
          ) : (
            <div className="cart-layout">
              <div className="card cart-card">
                <div className="cart-card__head">
                  <h2>
                    <Trans>Review your order</Trans>
                  </h2>
                  <Link href="/cart" className="btn btn--ghost btn--sm">
                    <Trans>Edit cart</Trans>
                  </Link>
                </div>
                <ul className="cart-lines" aria-label={t`Documents to buy`}>
                  {cart.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      note={
                        error?.ids?.includes(item.id) ? (
                          <span className="cart-line__warn">
                            <Trans>No longer available: remove it to continue.</Trans>
                          </span>
                        ) : undefined
                      }
                      action={
                        error?.ids?.includes(item.id) ? (
                          <button type="button" className="btn btn--ghost btn--sm" onClick={() => cart.removeItem(item.id)}>
                            <Trans>Remove</Trans>
                          </button>
                        ) : undefined
                      }
                    />
                  ))}
                </ul>
              </div>
              <aside className="card summary-card" aria-label={t`Payment`}>
                <h2 className="summary-card__title">
                  <Trans>Pay with points</Trans>
                </h2>
                <dl className="summary-card__rows">
                  <div>
                    <dt>
                      <Trans>Your balance</Trans>
                    </dt>
                    <dd data-testid="checkout-balance">
                      {balance === null ? <Skeleton width={60} height={16} /> : t`${format.number(balance)} pts`}
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Plural value={cart.count} one="# document" other="# documents" />
                    </dt>
                    <dd>−{t`${format.number(cart.total)} pts`}</dd>
                  </div>
                  <div className="summary-card__total">
                    <dt>
                      <Trans>After purchase</Trans>
                    </dt>
                    <dd className={short ? 'is-negative' : undefined}>
                      {balance === null ? '—' : t`${format.number(balance - cart.total)} pts`}
                    </dd>
                  </div>
                </dl>
                {(short || error?.code === 'insufficient_points') && (
                  <Alert tone="warning" title={t`insufficient points`}>
                    <Trans>
                      You need {format.number(Math.max(cart.total - (balance ?? 0), 0))} more points for this order.{' '}
                      <Link href="/dashboard/wallet">Buy points</Link>
                    </Trans>
                  </Alert>
                )}
                {error && error.code !== 'insufficient_points' && (
                  <Alert tone="danger" title={t`Checkout failed`}>
                    {error.message}
                  </Alert>
                )}
                {short ? (
                  <Link href="/dashboard/wallet" className="btn btn--primary btn--lg btn--block">
                    <Wallet aria-hidden="true" /> <Trans>Buy points</Trans>
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary btn--lg btn--block"
                    onClick={pay}
                    disabled={busy || balance === null}
                    aria-busy={busy}
                  >
                    <Lock aria-hidden="true" /> {busy ? t`Paying…` : t`Pay ${format.number(cart.total)} points`}
                  </button>
                )}
                <p className="summary-card__trust">
                  <Coins aria-hidden="true" /> <Trans>Points are taken only for documents you do not own yet.</Trans>
                </p>
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

function CheckoutDone({ done }: { done: Done }) {
  const { result, items } = done;
  const { t } = useLingui();
  const format = useFormat();
  const count = result.purchased.length;
  const spent = format.number(result.totalSpent);
  const balance = format.number(result.balance);
  const byId = new Map(items.map((i) => [i.id, i]));
  return (
    <div className="card checkout-done" data-testid="checkout-done">
      <div className="checkout-done__icon">
        <CheckCircle2 aria-hidden="true" />
      </div>
      <h2 className="checkout-done__title">
        {count > 0 ? t`Your documents are unlocked` : t`You already own these documents`}
      </h2>
      <p className="checkout-done__lead">
        {count > 0
          ? t`${plural(count, { one: '# document', other: '# documents' })} for ${spent} points. New balance: ${balance} points.`
          : t`No points were taken.`}
      </p>
      {result.alreadyOwned.length > 0 && (
        <div className="checkout-done__owned">
          <h3>
            <Trans>Not charged</Trans>
          </h3>
          <ul>
            {result.alreadyOwned.map((o) => (
              <li key={o.documentId}>
                <strong>{String(byId.get(o.documentId)?.title ?? t`Document`)}</strong>: {o.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="btn-row checkout-done__actions">
        <Link href={PURCHASED_HREF} className="btn btn--primary">
          <Library aria-hidden="true" /> <Trans>Go to my purchased documents</Trans>
        </Link>
        <Link href="/documents" className="btn btn--secondary">
          <Trans>Keep browsing</Trans>
        </Link>
      </div>
    </div>
  );
}
