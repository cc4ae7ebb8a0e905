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
