import { describe, expect, it } from 'vitest';
import { cartBadgeText, cartCountFromStorage } from './cart.ts';

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
