// The cart badge count: sum of `quantity` over localStorage `cart`, kept current by `storage`
// events (other tabs) and by CART_CHANGED_EVENT (this tab; the cart module dispatches it).
import { useSyncExternalStore } from 'react';
import { CART_STORAGE_KEY, cartCountFromStorage } from '../lib/cart.ts';

export const CART_CHANGED_EVENT = 'studyhall:cart-changed';

/** Call after writing localStorage `cart` in this tab. */
export function notifyCartChanged() {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

function read(): number {
  try {
    return cartCountFromStorage(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
