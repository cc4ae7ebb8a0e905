// /cart (spec 000 §4 Cart): the documents about to be unlocked with points, kept in localStorage `cart`.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Coins, Lock, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../api/accounts.ts';
import { CartLine, RemoveButton } from '../components/cart/CartLine.tsx';
import { UnlockWithSubscription } from '../components/subscriptions/UnlockWithSubscription.tsx';
import { useCart } from '../components/cart/CartProvider.tsx';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { EmptyState } from '../components/ui/States.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { useFormat } from '../hooks/useFormat.ts';
import { authHref } from '../lib/paths.ts';

export default function CartPage() {
  const { t } = useLingui();
  const format = useFormat();
  usePageMeta({ title: t`Your cart`, description: t`Documents you are about to unlock with points.`, noIndex: true });
  const cart = useCart();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const checkoutHref = signedIn ? '/checkout' : authHref('/login', '/checkout', '');
  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Cart` }]}
        title={t`Your cart`}
        lead={t`Documents are paid for with points. Digital content can be bought only once, so each document appears here at most once.`}
      />
      <section className="section section--tight">
        <div className="container">
          {cart.items.length === 0 ? (
            <EmptyState
              icon={ShoppingCart}
              title={t`Your cart is empty`}
              text={t`Find notes, summaries and past papers for your courses, then add them here to unlock with points.`}
              actions={
                <>
                  <Link href="/documents" className="btn btn--primary">
                    <Trans>Browse documents</Trans> <ArrowRight aria-hidden="true" />
                  </Link>
                  <Link href="/subjects" className="btn btn--secondary">
                    <Trans>Explore subjects</Trans>
                  </Link>
                </>
              }
            />
          ) : (
            <div className="cart-layout">
              <div className="card cart-card">
                <div className="cart-card__head">
                  <h2>
                    <Plural value={cart.count} one="# item" other="# items" />
                  </h2>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={cart.clearCart}>
                    <Trans>Clear cart</Trans>
                  </button>
                </div>
                <ul className="cart-lines" aria-label={t`Items in your cart`}>
                  {cart.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      action={<RemoveButton title={String(item.title ?? t`document`)} onClick={() => cart.removeItem(item.id)} />}
                    />
                  ))}
                </ul>
              </div>
              <aside className="card summary-card" aria-label={t`Order summary`}>
                <h2 className="summary-card__title">
                  <Trans>Order summary</Trans>
                </h2>
                <dl className="summary-card__rows">
                  <div>
                    <dt>
                      <Trans>Items</Trans>
                    </dt>
                    <dd>{format.number(cart.count)}</dd>
                  </div>
                  <div className="summary-card__total">
                    <dt>
                      <Trans>Total</Trans>
                    </dt>
                    <dd data-testid="cart-total">
                      <Coins aria-hidden="true" /> <Trans>{format.number(cart.total)} pts</Trans>
                    </dd>
                  </div>
                </dl>
                <p className="summary-card__note">
                  <Trans>
                    ≈ {format.money(cart.total * 10)} USD · 1 point = {format.money(10)}
                  </Trans>
                </p>
                <Link href={checkoutHref} className="btn btn--primary btn--lg btn--block">
                  <Lock aria-hidden="true" /> <Trans>Checkout</Trans>
                </Link>
                {signedIn && (
                  <UnlockWithSubscription
                    documentIds={cart.items.map((i) => i.id)}
                    onDone={(result) => {
                      for (const id of [...result.unlocked, ...result.alreadyOwned]) cart.removeItem(id);
                    }}
                  />
                )}
                <Link href="/documents" className="btn btn--ghost btn--block">
                  <Trans>Keep browsing</Trans>
                </Link>
                <p className="summary-card__trust">
                  <ShieldCheck aria-hidden="true" /> <Trans>Instant access after checkout, forever in your library.</Trans>
                </p>
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
