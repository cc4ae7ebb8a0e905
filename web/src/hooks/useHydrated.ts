import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server, while the browser hydrates a server-rendered page and on the first browser render; true soon
 * after. What only the browser can render (a portal into document.body) waits for it, so the first browser render
 * matches the server's HTML. The change is rendered in a transition: it yields to the browser instead of blocking the
 * page's first moments (a store whose server value differs would re-render synchronously, in one long task).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
