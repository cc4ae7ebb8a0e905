// The cart (spec 000 §4): a list in localStorage `cart`, restored on load, written back on every change,
// shared with the nav badge (notifyCartChanged) and other tabs (storage events).
import { useLingui } from '@lingui/react/macro';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, notifyCartChanged } from '../../hooks/useCartCount.ts';
import {
  addCartItem,
  CART_OUTSIDE_PROVIDER,
  CART_STORAGE_KEY,
  type CartItem,
  type NewCartItem,
  cartItemCount,
  cartTotal,
  parseCart,
  removeCartItem,
  setCartQuantity,
} from '../../lib/cart.ts';
import { toast } from '../toast.ts';

export type CartApi = {
  items: CartItem[];
  total: number;
  count: number;
  /** false when the item was already there (the warning toast is shown). */
  addItem: (item: NewCartItem) => boolean;
  removeItem: (id: string) => void;
  updateQuantity: (id: string, quantity: number) => void;
  clearCart: () => void;
  has: (id: string) => boolean;
};

const CartContext = createContext<CartApi | null>(null);

let cachedRaw: string | null | undefined;
let cachedItems: CartItem[] = [];

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function snapshot(): CartItem[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseCart(raw);
  }
  return cachedItems;
}

function write(items: CartItem[] | null) {
  try {
    if (items === null) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or blocked: the cart lives for this page only
  }
  notifyCartChanged();
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

// The server renders an empty cart (EMPTY); the browser's snapshot is a new array, so React renders the cart's users
// again synchronously right after hydrating. That pass also hydrates the route's page as soon as its code is there,
// which is what makes a tap right after a server-rendered page loads work (React 19 does not replay a click on a part
// not yet hydrated). Returning EMPTY for an empty cart would spare the pass and lose those taps, even with the route
// page's chunk preloaded (its own imports load only as it runs): tried twice, see web/README.md "What Lighthouse
// measures".
const EMPTY: CartItem[] = [];

export function CartProvider({ children }: { children: ReactNode }) {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const { t } = useLingui();
  const addItem = useCallback(
    (item: NewCartItem) => {
      const result = addCartItem(snapshot(), item);
      if (!result.added) {
        toast.warning(t`Item already in cart`, { description: t`This item is already in your cart. Digital content can only be purchased once.` });
        return false;
      }
      write(result.items);
      return true;
    },
    [t],
  );
  const removeItem = useCallback((id: string) => write(removeCartItem(snapshot(), id)), []);
  const updateQuantity = useCallback((id: string, q: number) => write(setCartQuantity(snapshot(), id, q)), []);
  const clearCart = useCallback(() => write(null), []);
  const value = useMemo<CartApi>(
    () => ({
      items,
      total: cartTotal(items),
      count: cartItemCount(items),
      addItem,
      removeItem,
      updateQuantity,
      clearCart,
      has: (id) => items.some((i) => i.id === id),
    }),
    [items, addItem, removeItem, updateQuantity, clearCart],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error(CART_OUTSIDE_PROVIDER);
  return cart;
}
