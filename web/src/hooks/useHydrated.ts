import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates a server-rendered page, true after: what only the browser can
 * render (a portal into document.body) waits for it, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
