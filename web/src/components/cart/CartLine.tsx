import { Trans, useLingui } from '@lingui/react/macro';
import { FileText, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { CartItem } from '../../lib/cart.ts';
import { useFormat } from '../../hooks/useFormat.ts';

/** One document of the cart: cover, title, price in points and an action (remove, or a note). */
export function CartLine({ item, action, note }: { item: CartItem; action?: ReactNode; note?: ReactNode }) {
  const { t } = useLingui();
  const format = useFormat();
  const title = typeof item.title === 'string' && item.title ? item.title : t`Document`;
  const href = typeof item.slug === 'string' && item.slug ? `/documents/${item.slug}` : null;
  const cover = typeof item.coverUrl === 'string' && item.coverUrl ? item.coverUrl : null;
  return (
    <li className="cart-line" data-testid="cart-line">
      <div className="cart-line__cover">
        {cover ? <img src={cover} alt="" loading="lazy" /> : <FileText aria-hidden="true" />}
      </div>
      <div className="cart-line__body">
        {href ? (
          <Link href={href} className="cart-line__title">
            {title}
          </Link>
        ) : (
          <span className="cart-line__title">{title}</span>
        )}
        <span className="cart-line__meta">
          <Trans>Digital document · instant access</Trans>
        </span>
        {note}
      </div>
      <div className="cart-line__side">
        <span className="cart-line__price">
          <Trans>
            {format.number(item.price * item.quantity)} <small>pts</small>
          </Trans>
        </span>
        {action}
      </div>
    </li>
  );
}

export function RemoveButton({ onClick, title }: { onClick: () => void; title: string }) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn--ghost btn--sm cart-line__remove" onClick={onClick} aria-label={t`Remove ${title}`}>
      <Trash2 aria-hidden="true" /> <Trans>Remove</Trans>
    </button>
  );
}
