// The behavioural suite on the Meilisearch engine, against a local HTTP server that speaks the Meilisearch API
// (test-meili-server.ts): no Meilisearch binary exists for these machines. MEILI_HOST and MEILI_KEY select it, as
// they do in production.
import { describe, expect, it } from 'vitest';
import { engineSuite } from './engine-suite.testing.ts';
import type { SearchEntry } from './entries.ts';
import { MEILI_INDEX, MEILI_SETTINGS, meiliEngine } from './meili-engine.ts';
import { startFakeMeili } from './test-meili-server.ts';

let meili: Awaited<ReturnType<typeof startFakeMeili>>;

engineSuite('search on Meilisearch (against a local server speaking the Meilisearch API)', async () => {
  meili = await startFakeMeili();
  return {
    env: { MEILI_HOST: meili.url, MEILI_KEY: meili.key },
    breakEngine: async () => {
      meili.failing = true;
      return async () => {
        meili.failing = false;
      };
    },
    close: () => meili.close(),
  };
});

describe('the Meilisearch engine (against a local server speaking the Meilisearch API)', () => {
  it('applies its index settings on start, and again on a server that already has the index', async () => {
    const server = await startFakeMeili({ key: 'another-key' });
    try {
      await meiliEngine({ host: server.url, apiKey: server.key }).prepare();
      await meiliEngine({ host: server.url, apiKey: server.key }).prepare();
      const index = server.indexes.get(MEILI_INDEX)!;
      expect(index.primaryKey).toBe('key');
      expect(index.settings).toMatchObject({
        searchableAttributes: MEILI_SETTINGS.searchableAttributes,
        filterableAttributes: MEILI_SETTINGS.filterableAttributes,
        sortableAttributes: MEILI_SETTINGS.sortableAttributes,
        rankingRules: MEILI_SETTINGS.rankingRules,
        displayedAttributes: MEILI_SETTINGS.displayedAttributes,
        typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
      });
      await expect(meiliEngine({ host: server.url, apiKey: 'wrong' }).prepare()).rejects.toThrow(/API key is invalid/);
    } finally {
      await server.close();
    }
  });

  it("never lets a document's full text out, whatever a query asks for", async () => {
    const server = await startFakeMeili();
    try {
      const engine = meiliEngine({ host: server.url, apiKey: server.key });
      await engine.prepare();
      const entry: SearchEntry = {
        kind: 'document', id: '0190a0b0-0000-7000-8000-000000000099', slug: 'locked-notes', title: 'Locked notes', description: 'Notes.',
        body: 'Readable page one.\nLocked page two: the xylophonist answer.', preview: 'Readable page one.', subject: null, university: null,
        courseName: null, type: null, rating: null, reviewCount: 0, downloads: 0, pointsPrice: 10, pageCount: 2, cardCount: null, coverUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      await engine.index(undefined as never, [entry]);
      const res = await fetch(`${server.url}/indexes/${MEILI_INDEX}/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ q: 'xylophonist', attributesToRetrieve: ['*'], attributesToHighlight: ['*'], attributesToCrop: ['*'] }),
      });
      const { hits } = (await res.json()) as { hits: Record<string, any>[] };
      expect(hits.map((h) => h.source_id)).toEqual([entry.id]);
      expect(JSON.stringify(hits)).not.toMatch(/xylophonist/);
      expect(hits[0]!._formatted.preview).toBe('Readable page one.');
    } finally {
      await server.close();
    }
  });

  it('sends no search for a blank query', async () => {
    const before = meili.requests.filter((r) => r.includes('search')).length;
    const { instantSearch } = await import('./service.ts');
    const engine = meiliEngine({ host: meili.url, apiKey: meili.key });
    await instantSearch(engine, undefined as never, '   ', { error: () => {} } as never);
    expect(meili.requests.filter((r) => r.includes('search')).length).toBe(before);
  });
});
