// Route pages load on demand (React.lazy). A server-rendered page names the route pages it rendered (by source path),
// the server sends them as module preloads, and the browser loads them before it hydrates: hydration meets no part
// still waiting for its code, so it can run in a transition (yielding to the browser every few milliseconds) and
// still answer a tap at once (React hydrates what was tapped synchronously). React 19 drops a tap on a part whose code
// has not arrived.
import { type ComponentType, createContext, createElement, lazy, useContext } from 'react';

// A route page takes whatever props its route gives it.
type PageModule = { default: ComponentType<object> };

const loaders = new Map<string, () => Promise<PageModule>>();
const loaded = new Map<string, PageModule['default']>();

/** Given by the server render: collects the source paths of the route pages the page rendered. */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

/**
 * A route's page, loaded on demand. `source` is the module's path from the web app's root (`src/pages/…`), the key of
 * the client build's manifest, where the server finds the files to preload.
 */
export function routePage(source: string, load: () => Promise<PageModule>): ComponentType<object> {
  loaders.set(source, load);
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, as React.lazy is
  return function RoutePage(props: object) {
    useContext(RenderedPagesContext)?.add(source);
    return createElement(loaded.get(source) ?? Lazy, props);
  };
}

/** Loads the route pages a server render named, so hydration finds their code. */
export async function preloadRoutePages(sources: string[]): Promise<void> {
  await Promise.all(
    sources.map(async (source) => {
      const load = loaders.get(source);
      if (load) loaded.set(source, (await load()).default);
    }),
  );
}
