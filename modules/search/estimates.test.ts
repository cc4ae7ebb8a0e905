// Full search on PostgreSQL for a broad query: the total and the facets estimated from the sample (and said to be),
// a small filtered set still counted exactly, the page exactly the first hits in the chosen order across kinds, and
// no paging past the 1,000th hit of an estimate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, Client, type Harness } from '../../tests/support/http-harness.ts';
import type { SearchResponse } from './contract.ts';
import type { SearchEntry } from './entries.ts';
import { engineFor, putEntries } from './index.ts';
import { fullSearchPage, SAMPLE_ROWS, sampleShare } from './postgres-full-search.ts';
import { parseQuery, toTsquery } from './query.ts';

const COUNTS = { document: 2000, homework: 800, deck: 400 } as const;
const BOTANY = 40;
const ALL = COUNTS.document + COUNTS.homework + COUNTS.deck;

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const ref = (slug: string) => ({ slug, name: slug[0]!.toUpperCase() + slug.slice(1) });

/** Every entry mentions photosynthesis; one in seven in its title. Documents have distinct figures; dates are distinct. */
function corpus(): SearchEntry[] {
  const out: SearchEntry[] = [];
  let n = 0;
  for (const [kind, count] of Object.entries(COUNTS) as [SearchEntry['kind'], number][]) {
    for (let i = 0; i < count; i++, n++) {
      const inTitle = n % 7 === 0;
      const isDocument = kind === 'document';
      out.push({
        kind,
        id: uuid(n + 1),
        slug: `${kind}-${i}`,
        title: inTitle ? `Photosynthesis notes ${n}` : `Plant biology notes ${n}`,
        description: `Set ${n} on how leaves work.`,
        body: 'Photosynthesis turns light into sugar in the chloroplast.',
        preview: 'Photosynthesis turns light into sugar.',
        subject: isDocument && i < BOTANY ? ref('botany') : ref('biology'),
        university: isDocument ? ref(i % 2 ? 'oxford' : 'cambridge') : null,
        courseName: null,
        type: isDocument ? ref('notes') : null,
        rating: isDocument ? 1 + ((n * 37) % 400) / 100 : null,
        reviewCount: isDocument ? 3 : null,
        downloads: isDocument ? (n * 7919) % 1000 : null,
        pointsPrice: isDocument ? 10 : null,
        pageCount: isDocument ? 4 : null,
        cardCount: kind === 'deck' ? 12 : null,
        coverUrl: null,
        createdAt: new Date(Date.UTC(2026, 0, 1) + ((n * 104_729) % ALL) * 60_000).toISOString(),
      });
    }
  }
  return out;
}

const desc = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : b - a);
const ORDERS: Record<'newest' | 'rating' | 'downloads', (a: SearchEntry, b: SearchEntry) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  rating: (a, b) => desc(a.rating, b.rating) || desc(a.downloads, b.downloads) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
  downloads: (a, b) => desc(a.downloads, b.downloads) || desc(a.rating, b.rating) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id),
};

describe('full search of a broad query (PostgreSQL)', () => {
  let h: Harness;
  let guest: Client;
  const entries = corpus();
  const search = async (params: string): Promise<SearchResponse> => {
    const res = await guest.get(`/api/search?${params}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    h = await bootHarness();
    guest = new Client(h.baseUrl);
    const engine = engineFor(h.platform);
    for (let i = 0; i < entries.length; i += 500) {
      await h.platform.orm.em.fork().transactional((em) => putEntries(engine, em, entries.slice(i, i + 500)));
    }
    await h.platform.orm.em.fork().getConnection().execute('analyze search_entries');
  }, 120_000);
  afterAll(async () => h?.close());

  it('estimates the total and the facets of a broad query, and says so', async () => {
    const result = await search('q=photosynthesis');
    expect(result.exhaustive).toEqual({ total: false, facets: false });
    expect(result.total).toBeGreaterThan(ALL * 0.8);
    expect(result.total).toBeLessThan(ALL * 1.2);
    const kinds = Object.fromEntries(result.facets.kind.map((f) => [f.value, f.count]));
    expect(kinds.document).toBeGreaterThan(COUNTS.document * 0.7);
    expect(kinds.document).toBeLessThan(COUNTS.document * 1.3);
    expect(kinds.homework).toBeGreaterThan(COUNTS.homework * 0.6);
    expect(kinds.homework).toBeLessThan(COUNTS.homework * 1.4);
    // Estimated results page to their 1,000th hit, as Meilisearch does.
    expect(result.totalPages).toBe(100);
    expect((await search('q=photosynthesis&page=101')).items).toEqual([]);
    expect((await search('q=photosynthesis&page=100')).items).toHaveLength(10);
  });

  it('counts a small filtered set exactly while its other facets stay estimates', async () => {
    const botany = await search('q=photosynthesis&subject=botany');
    expect(botany.exhaustive).toEqual({ total: true, facets: false });
    expect(botany.total).toBe(BOTANY);
    expect(botany.totalPages).toBe(4);
    expect(botany.facets.kind).toEqual([{ value: 'document', label: 'Documents', count: BOTANY }]);
    expect(botany.facets.university.map((f) => f.count)).toEqual([BOTANY / 2, BOTANY / 2]);
    // The subject facet counts every subject's matches: an estimate; the chosen subject counts what is shown.
    expect(botany.facets.subject.map((f) => f.value)).toContain('biology');
    expect(botany.facets.subject.find((f) => f.value === 'botany')).toEqual({ value: 'botany', label: 'Botany', count: BOTANY });
    expect(botany.items.every((i) => i.subject?.slug === 'botany')).toBe(true);
  });

  it('counts exactly what the sample finds small', async () => {
    const rare = await search('q=photosynthesis+notes+1234');
    expect(rare.exhaustive).toEqual({ total: true, facets: true });
    expect(rare.total).toBe(1);
  });

  it.each(['newest', 'rating', 'downloads'] as const)('reads the first hits sorted by %s, across kinds and on later pages', async (sort) => {
    const expected = [...entries].sort(ORDERS[sort]).map((e) => e.id);
    for (const [page, kind] of [[1, ''], [2, ''], [7, ''], [1, 'homework'], [3, 'document']] as const) {
      const result = await search(`q=photosynthesis&sort=${sort}&page=${page}${kind ? `&kind=${kind}` : ''}`);
      const ofKind = kind ? entries.filter((e) => e.kind === kind).sort(ORDERS[sort]).map((e) => e.id) : expected;
      expect(result.items.map((i) => i.id)).toEqual(ofKind.slice((page - 1) * 10, page * 10));
    }
  });

  it('puts title matches first for relevance, the most downloaded of them first among equals', async () => {
    const result = await search('q=photosynthesis&pageSize=20');
    expect(result.items).toHaveLength(20);
    expect(result.items.every((i) => /^Photosynthesis/.test(i.title))).toBe(true);
    const titled = entries.filter((e) => /^Photosynthesis/.test(e.title));
    const popular = (a: SearchEntry, b: SearchEntry) => desc(a.downloads, b.downloads) || b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
    const best = [...titled].sort(popular)[0]!;
    expect(result.items[0]!.id).toBe(best.id);
  });

  it('counts in a smaller sample as the catalogue grows, so a broad word reads as few rows at a million', () => {
    expect(sampleShare(170_000)).toBe(16);
    expect(sampleShare(16 * SAMPLE_ROWS)).toBe(16);
    expect(sampleShare(1_000_000)).toBe(64);
    expect(sampleShare(4_000_000)).toBe(256);
    expect(sampleShare(40_000_000)).toBe(256);
  });

  it('scales its estimates by the sample it counted in', async () => {
    const request = { query: parseQuery('photosynthesis'), filters: {}, sort: 'relevance' as const, page: 1, pageSize: 10 };
    const rows = { ...COUNTS };
    const page = (sampleRows: number) => fullSearchPage(h.platform.orm.em.fork(), request, toTsquery(request.query), '', rows, sampleRows);
    // A catalogue past 16 x sampleRows counts in a 64th: the 3,200 matches' 64th (~50) is too few to estimate from, so
    // the total is counted exactly; a sixteenth (~200) is enough, and the total is its count times 16.
    const [inA64th, inA16th] = [await page(ALL / 64 + 10), await page(ALL / 16 + 10)];
    expect(inA64th.exhaustive).toEqual({ total: true, facets: true });
    expect(inA64th.total).toBe(ALL);
    expect(inA16th.exhaustive.total).toBe(false);
    expect(inA16th.total % 16).toBe(0);
  });
});
