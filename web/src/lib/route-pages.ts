// Route pages load on demand (React.lazy). A server-rendered page names the route pages it rendered, by source path,
// and the server sends each one's chunk as a module preload beside the app's scripts (platform/http/route-preloads.ts):
// the page's code is there soon after hydration starts, so React hydrates the page in its own slices instead of
// waiting, and a tap on it finds its code (React 19 drops a tap on a part whose code has not arrived).
import { type ComponentType, createContext, createElement, lazy, use } from 'react';

// A route page takes whatever props its route gives it.
type PageModule = { default: ComponentType<object> };

/** Given by the server render: collects the source paths of the route pages the page rendered. */
export const RenderedPagesContext = createContext<Set<string> | null>(null);

/**
 * A route's page, loaded on demand. `source` is the module's path from the web app's root (`src/pages/…`), the key of
 * the client build's manifest, where the server finds the file to preload.
 */
export function routePage(source: string, load: () => Promise<PageModule>): ComponentType<object> {
  const Lazy = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module level, as React.lazy is
  return function RoutePage(props: object) {
    use(RenderedPagesContext)?.add(source);
    return createElement(Lazy, props);
  };
}
