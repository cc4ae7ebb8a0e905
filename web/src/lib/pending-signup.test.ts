import { describe, expect, it } from 'vitest';
import { PENDING_SIGNUP_KEY, rememberSignup, takeSignup } from './pending-signup.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('pending sign-up', () => {
  it('is remembered, then used once', () => {
    const storage = memoryStorage();
    rememberSignup(storage, { email: 'a@b.c', returnUrl: '/cart' }, 1000);
    expect(takeSignup(storage, 2000)).toEqual({ email: 'a@b.c', returnUrl: '/cart' });
    expect(takeSignup(storage, 3000)).toBeNull();
  });

  it('expires after a day and ignores junk', () => {
    const storage = memoryStorage();
    rememberSignup(storage, { email: 'a@b.c', returnUrl: null }, 0);
    expect(takeSignup(storage, 25 * 60 * 60 * 1000)).toBeNull();
    storage.setItem(PENDING_SIGNUP_KEY, '{nope');
    expect(takeSignup(storage)).toBeNull();
    expect(takeSignup(undefined)).toBeNull();
  });
});
