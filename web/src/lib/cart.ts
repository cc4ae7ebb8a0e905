// The cart lives in localStorage under `cart` as a JSON array of items with a `quantity`.
// Only the count is read here; the cart module owns the rest.

export const CART_STORAGE_KEY = 'cart';

/** Sum of `quantity` over the stored array; anything unreadable counts as 0. */
export function cartCountFromStorage(raw: string | null | undefined): number {
  if (!raw) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return 0;
  }
  if (!Array.isArray(parsed)) return 0;
  let total = 0;
  for (const item of parsed) {
    if (!item || typeof item !== 'object') continue;
    const q = (item as { quantity?: unknown }).quantity;
    const n = typeof q === 'number' ? q : typeof q === 'string' ? Number(q) : Number.NaN;
    if (Number.isFinite(n) && n > 0) total += Math.floor(n);
  }
  return total;
}

/** Badge text: nothing at 0, the number up to 99, then "99+". */
export function cartBadgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(count);
}

// --- the cart's rules (spec 000 §4 Cart), pure: the provider stores and notifies ----------------------------

/** A cart item: id, price (points), quantity (1 when added) and the other fields as given (title, slug, cover). */
export type CartItem = {
  id: string;
  price: number;
  quantity: number;
  title?: string;
  slug?: string;
  coverUrl?: string | null;
  [field: string]: unknown;
};

/** What callers add: the quantity is always set to 1. */
export type NewCartItem = { id: string; price: number; title?: string; slug?: string; coverUrl?: string | null; [field: string]: unknown };

export const CART_OUTSIDE_PROVIDER = 'useCart must be used within a CartProvider';

/** The stored cart; empty when nothing is stored or it cannot be read. Items without an id are dropped. */
export function parseCart(raw: string | null | undefined): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: CartItem[] = [];
  for (const entry of parsed) {
    if (!entry || typeof entry !== 'object') continue;
    const item = entry as Record<string, unknown>;
    if (typeof item.id !== 'string' || !item.id) continue;
    const price = Number(item.price);
    const quantity = Math.floor(Number(item.quantity));
    items.push({ ...item, id: item.id, price: Number.isFinite(price) ? price : 0, quantity: quantity > 0 ? quantity : 1 });
  }
  return items;
}

/** Appends with quantity 1, or refuses (`added: false`) when the id is already there. */
export function addCartItem(items: CartItem[], item: NewCartItem): { items: CartItem[]; added: boolean } {
  if (items.some((i) => i.id === item.id)) return { items, added: false };
  const added: CartItem = { ...item, id: item.id, price: item.price, quantity: 1 };
  return { items: [...items, added], added: true };
}

export function removeCartItem(items: CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

/** Below 1 removes the item. */
export function setCartQuantity(items: CartItem[], id: string, quantity: number): CartItem[] {
  if (!(quantity >= 1)) return removeCartItem(items, id);
  const q = Math.floor(quantity);
  return items.map((i) => (i.id === id ? Object.assign({}, i, { quantity: q }) : i));
}

/** Sum of price x quantity. */
export function cartTotal(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.price * i.quantity, 0);
}

/** Sum of quantities. */
export function cartItemCount(items: CartItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity, 0);
}
