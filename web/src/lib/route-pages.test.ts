// Each route page names the module it loads by its source path, the key the server looks up in the client build's
// manifest to preload it (modules/platform/http/route-preloads.ts): a name that drifted from its import would
// preload nothing, and the page would wait for its code again.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('route pages in app.tsx', () => {
  it('each names the module it imports, as the manifest keys it', () => {
    const app = readFileSync(new URL('../app.tsx', import.meta.url), 'utf8');
    const pages = [...app.matchAll(/page\('([^']+)', \(\) => import\('([^']+)'\)\)/g)].map(([, source, imported]) => ({ source, imported }));
    expect(pages.length).toBeGreaterThan(50);
    expect(pages.filter((p) => p.source !== `src/${p.imported!.replace(/^\.\//, '')}`)).toEqual([]);
    // Every lazily loaded route page goes through page(): a bare lazy() would not be preloaded.
    expect(app).not.toMatch(/\blazy\(/);
  });
});
