// The toaster (sonner, about 9 KB compressed) loads with the first toast, not with every page: most visits show
// none. `whenToasterListens` mounts it once and resolves when it listens; a toast asked for before then waits.
import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The toaster's code, fetched when first shown. A failed fetch (offline, a deploy replaced the chunk) must not take
 * the app down with it, and it sits outside every error boundary: it renders nothing, and the next toast tries again.
 */
function lazyToaster() {
  return lazy<ComponentType<{ onListening: () => void }>>(() =>
    import('./Toaster.tsx').catch(() => {
      wanted = false;
      Toaster = lazyToaster();
      queueMicrotask(notify);
      return { default: () => null };
    }),
  );
}
let Toaster = lazyToaster();

let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

export function whenToasterListens(): Promise<typeof import('sonner')> {
  if (!wanted) {
    wanted = true;
    notify();
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
