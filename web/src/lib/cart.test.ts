import { describe, expect, it } from 'vitest';
import { addCartItem, cartBadgeText, cartCountFromStorage, cartItemCount, cartTotal, parseCart, removeCartItem, setCartQuantity } from './cart.ts';

describe('cartCountFromStorage', () => {
  it('sums quantities', () => {
    expect(cartCountFromStorage(JSON.stringify([{ id: 'a', quantity: 1 }, { id: 'b', quantity: 2 }]))).toBe(3);
  });
  it('treats missing or unreadable storage as 0', () => {
    expect(cartCountFromStorage(null)).toBe(0);
    expect(cartCountFromStorage('')).toBe(0);
    expect(cartCountFromStorage('{not json')).toBe(0);
    expect(cartCountFromStorage('{"quantity":3}')).toBe(0);
    expect(cartCountFromStorage('[null, 4, {"quantity":"x"}, {"quantity":-2}, {"quantity":"2"}]')).toBe(2);
  });
});

describe('cartBadgeText', () => {
  it('shows only above zero and caps at 99+', () => {
    expect(cartBadgeText(0)).toBeNull();
    expect(cartBadgeText(2)).toBe('2');
    expect(cartBadgeText(120)).toBe('99+');
  });
});

describe('cart rules', () => {
  const a = { id: 'a', price: 40, title: 'A' };
  const b = { id: 'b', price: 25, title: 'B' };
  it('restores the stored cart, empty when missing or unreadable', () => {
    expect(parseCart(null)).toEqual([]);
    expect(parseCart('nope')).toEqual([]);
    expect(parseCart('{"id":"a"}')).toEqual([]);
    expect(parseCart(JSON.stringify([{ id: 'a', price: 40, quantity: 1, title: 'A' }, { price: 3 }]))).toEqual([
      { id: 'a', price: 40, quantity: 1, title: 'A' },
    ]);
  });
  it('adds with quantity 1 and refuses a duplicate', () => {
    const first = addCartItem([], { ...a, quantity: 7 });
    expect(first).toEqual({ added: true, items: [{ ...a, quantity: 1 }] });
    const again = addCartItem(first.items, a);
    expect(again.added).toBe(false);
    expect(again.items).toBe(first.items);
  });
  it('removes by id, and a quantity below 1 removes', () => {
    const items = addCartItem(addCartItem([], a).items, b).items;
    expect(removeCartItem(items, 'a').map((i) => i.id)).toEqual(['b']);
    expect(setCartQuantity(items, 'b', 0).map((i) => i.id)).toEqual(['a']);
    expect(setCartQuantity(items, 'b', 3).find((i) => i.id === 'b')?.quantity).toBe(3);
  });
  it('totals price x quantity and counts quantities', () => {
    const items = setCartQuantity(addCartItem(addCartItem([], a).items, b).items, 'b', 2);
    expect(cartTotal(items)).toBe(90);
    expect(cartItemCount(items)).toBe(3);
    expect(cartTotal([])).toBe(0);
  });
});
