// The toaster (sonner, about 9 KB compressed) loads with the first toast, not with every page: most visits show
// none. `whenToasterListens` mounts it once and resolves when it listens; a toast asked for before then waits.
import { lazy, Suspense, useSyncExternalStore } from 'react';

const Toaster = lazy(() => import('./Toaster.tsx'));

let wanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

export function whenToasterListens(): Promise<typeof import('sonner')> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return listening.then(() => import('sonner'));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Nothing until a toast is asked for (on the server and at hydration too), then the toaster. */
export function ToasterWhenNeeded() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster onListening={markListening} />
    </Suspense>
  ) : null;
}
