// /cart (spec 000 §4 Cart): the documents about to be unlocked with points, kept in localStorage `cart`.
import { ArrowRight, Coins, Lock, ShieldCheck, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../api/accounts.ts';
import { CartLine, RemoveButton } from '../components/cart/CartLine.tsx';
import { UnlockWithSubscription } from '../components/subscriptions/UnlockWithSubscription.tsx';
import { useCart } from '../components/cart/CartProvider.tsx';
import { PageHeader } from '../components/ui/PageHeader.tsx';
import { EmptyState } from '../components/ui/States.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { formatNumber, plural } from '../lib/format.ts';
import { authHref } from '../lib/paths.ts';

export default function CartPage() {
  usePageMeta({ title: 'Your cart', description: 'Documents you are about to unlock with points.', noIndex: true });
  const cart = useCart();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const checkoutHref = signedIn ? '/checkout' : authHref('/login', '/checkout', '');
  return (
    <>
      <PageHeader crumbs={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} title="Your cart" lead="Documents are paid for with points. Digital content can be bought only once, so each document appears here at most once." />
      <section className="section section--tight">
        <div className="container">
          {cart.items.length === 0 ? (
            <EmptyState
              icon={ShoppingCart}
              title="Your cart is empty"
              text="Find notes, summaries and past papers for your courses, then add them here to unlock with points."
              actions={
                <>
                  <Link href="/documents" className="btn btn--primary">
                    Browse documents <ArrowRight aria-hidden="true" />
                  </Link>
                  <Link href="/subjects" className="btn btn--secondary">
                    Explore subjects
                  </Link>
                </>
              }
            />
          ) : (
            <div className="cart-layout">
              <div className="card cart-card">
                <div className="cart-card__head">
                  <h2>{plural(cart.count, 'item')}</h2>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={cart.clearCart}>
                    Clear cart
                  </button>
                </div>
                <ul className="cart-lines" aria-label="Items in your cart">
                  {cart.items.map((item) => (
                    <CartLine
                      key={item.id}
                      item={item}
                      action={<RemoveButton title={String(item.title ?? 'document')} onClick={() => cart.removeItem(item.id)} />}
                    />
                  ))}
                </ul>
              </div>
              <aside className="card summary-card" aria-label="Order summary">
                <h2 className="summary-card__title">Order summary</h2>
                <dl className="summary-card__rows">
                  <div>
                    <dt>Items</dt>
                    <dd>{cart.count}</dd>
                  </div>
                  <div className="summary-card__total">
                    <dt>Total</dt>
                    <dd data-testid="cart-total">
                      <Coins aria-hidden="true" /> {formatNumber(cart.total)} pts
                    </dd>
                  </div>
                </dl>
                <p className="summary-card__note">≈ ${(cart.total / 10).toFixed(2)} USD · 1 point = $0.10</p>
                <Link href={checkoutHref} className="btn btn--primary btn--lg btn--block">
                  <Lock aria-hidden="true" /> Checkout
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
                  Keep browsing
                </Link>
                <p className="summary-card__trust">
                  <ShieldCheck aria-hidden="true" /> Instant access after checkout, forever in your library.
                </p>
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
