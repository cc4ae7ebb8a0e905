// Every script chunk of the build carries the messages it shows (web/build/chunk-catalogs.ts): a message missing
// from a chunk's catalog shows its id on the page, and a server-rendered page then fails to hydrate. Read from the
// production build the browser tests run against.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

const assets = path.resolve('web/dist/assets');

describe('the messages each script chunk loads', () => {
  it('hold every message the chunk uses, in every language', async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const known = new Set<string>();
    for (const catalog of await getCatalogs(config)) for (const id of Object.keys((await catalog.read('en')) ?? {})) known.add(id);
    expect(known.size).toBeGreaterThan(1000);

    const missing: string[] = [];
    let checked = 0;
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      const used = [...code.matchAll(/\bid:\s*["'`]([\w-]{6})["'`]/g)].map((m) => m[1]!).filter((id) => known.has(id));
      if (!used.length) continue;
      const urls = /\(\{en:[`"']([^`"']+)[`"'],de:[`"']([^`"']+)[`"'],es:[`"']([^`"']+)[`"'],fr:[`"']([^`"']+)[`"']\}\)/.exec(code);
      expect(urls, `${file} uses messages but loads none`).not.toBeNull();
      for (const url of urls!.slice(1)) {
        const catalog = readFileSync(path.join(assets, url!), 'utf8');
        for (const id of used) if (!catalog.includes(`\\"${id}\\":`)) missing.push(`${file} → ${url}: ${id}`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
