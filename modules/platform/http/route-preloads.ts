// The module preloads for the route pages a server render named (web/src/lib/route-pages.ts): each page's own chunk,
// from the client build's manifest, fetched with the app's scripts so hydration does not wait for it. Only the page's
// chunk: preloading the dozens of small chunks it imports as well delayed the first paint on a slow connection
// (Lighthouse, mobile: FCP 2.1 s to 2.8 s); the browser finds those once the page's chunk arrives.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string };

/** The hrefs to preload for route pages given by source path (`src/pages/…`), from the build in `webRoot`. */
export function routePreloads(webRoot: string): (pages: string[]) => string[] {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; chunks: Record<string, ManifestChunk> } | null = null;
  const manifest = (): Record<string, ManifestChunk> => {
    if (!existsSync(file)) return {};
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, chunks: JSON.parse(readFileSync(file, 'utf8')) };
    return cached.chunks;
  };
  return (pages) => {
    const chunks = manifest();
    const files = new Set(pages.flatMap((page) => (chunks[page] ? [chunks[page].file] : [])));
    return [...files].map((f) => `/${f}`);
  };
}
