import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useCartCount } from '../../hooks/useCartCount.ts';
import { cartBadgeText } from '../../lib/cart.ts';

/** The cart icon; its badge shows only when the count is above zero (spec 000 §2 Layout). */
export function CartButton({ onClick }: { onClick?: () => void }) {
  const count = useCartCount();
  const badge = cartBadgeText(count);
  return (
    <Link
      href="/cart"
      className="icon-btn cart-btn"
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      data-testid="cart-link"
      onClick={onClick}
    >
      <ShoppingCart aria-hidden="true" />
      {badge && (
        <span className="cart-btn__badge" data-testid="cart-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
