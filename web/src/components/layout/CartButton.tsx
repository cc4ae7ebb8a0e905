import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'wouter';
import { useCartCount } from '../../hooks/useCartCount.ts';
import { cartBadgeText } from '../../lib/cart.ts';

/** The cart icon; its badge shows only when the count is above zero (spec 000 §2 Layout). */
export function CartButton({ onClick }: { onClick?: () => void }) {
  const { t } = useLingui();
  const count = useCartCount();
  const badge = cartBadgeText(count);
  return (
    <Link
      href="/cart"
      className="icon-btn cart-btn"
      aria-label={count > 0 ? t`Cart, ${plural(count, { one: '# item', other: '# items' })}` : t`Cart`}
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
