// /cart: the cart (spec 000 §4) arrives with the documents and wallet modules. The item count is
// read from localStorage `cart`, like the nav badge.
import { ArrowRight, FileText, ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { Breadcrumbs } from '../components/ui/Breadcrumbs.tsx';
import { EmptyState } from '../components/ui/States.tsx';
import { useCartCount } from '../hooks/useCartCount.ts';
import { usePageMeta } from '../hooks/usePageMeta.ts';
import { plural } from '../lib/format.ts';

export default function CartPage() {
  usePageMeta({ title: 'Your cart', description: 'Documents you are about to unlock with points.', noIndex: true });
  const count = useCartCount();
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Cart' }]} />
          <h1 className="page-header__title">Your cart</h1>
          <p className="page-header__lead">
            Documents are paid for with points. Digital content can be bought only once, so each document appears
            here at most once.
          </p>
        </div>
      </header>
      <section className="section section--tight">
        <div className="container container--narrow">
          {count === 0 ? (
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
            <EmptyState
              icon={FileText}
              title={`${plural(count, 'item')} in your cart`}
              text="Checkout with points opens soon. Your items are kept on this device until then."
              actions={
                <Link href="/documents" className="btn btn--secondary">
                  Keep browsing
                </Link>
              }
            />
          )}
        </div>
      </section>
    </>
  );
}
