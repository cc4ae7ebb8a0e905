// The home page's subject grid on two api instances of one database: each keeps the grid in memory, and an approval
// counted by the worker shows on both at once, not after the 10-minute safety net.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.ts';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../tests/support/database.ts';
import { eventually } from '../../tests/support/http-harness.ts';
import { bootPlatform, type Platform, uuidv7 } from '../platform/index.ts';
import { migrations } from '../registry.ts';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { type Subject, subject as subjectSchema } from './contract.ts';
import { catalogueModule } from './index.ts';

let worker: TestPlatform;
let second: Platform;
const servers: Awaited<ReturnType<typeof startTestServer>>[] = [];

/** As a CDN revalidates (fetch would add `Cache-Control: no-cache`, which asks for the whole answer again). */
const revalidating = (etag: string) => ({ headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } });

async function top(base: string): Promise<{ items: Subject[]; response: Response }> {
  const response = await fetch(`${base}/api/catalogue/subjects/top`);
  expect(response.status).toBe(200);
  return { items: ((await response.json()) as { items: Subject[] }).items, response };
}

async function subjectId(slug: string): Promise<string> {
  const [row] = await worker.orm.em.getConnection().execute('select id from subjects where slug = ?', [slug]);
  return row.id;
}

async function approve(slug: string, times: number) {
  const subjectId_ = await subjectId(slug);
  await worker.orm.em.fork().transactional(async (tx) => {
    for (let i = 0; i < times; i++) {
      const documentId = uuidv7();
      await worker.bus.publish(tx, DOCUMENTS_EVENTS.approved, {
        documentId, userId: uuidv7(), subjectId: subjectId_, slug: `doc-${documentId}`, title: 'A document', firstApproval: true,
      });
    }
  });
}

beforeAll(async () => {
  // Only the catalogue's own handlers run: the approvals below name documents no other module has.
  worker = await bootTestPlatform({ modules: [catalogueModule], realtime: true });
  await catalogueModule.seed!(worker);
  await worker.bus.work(['catalogue']);
  second = await bootPlatform(loadConfig({ DATABASE_URL: worker.databaseUrl, DATA_DIR: worker.dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test' }), {
    modules: [catalogueModule], migrations, queues: false, realtime: true,
  });
  servers.push(await startTestServer(worker), await startTestServer(second));
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await second?.stop();
  await worker?.cleanup();
});

describe('the home page subject grid', () => {
  it('shows counts as soon as approvals are counted, on every instance, without waiting for its cache to expire', { timeout: 180_000 }, async () => {
    for (const server of servers) {
      const { items } = await top(server.baseUrl);
      expect(items).toHaveLength(12);
      expect(items.every((s) => s.documentCount === 0)).toBe(true);
      expect(items.some((s) => s.slug === 'veterinary-medicine')).toBe(false);
    }
    await approve('veterinary-medicine', 3);
    await approve('physics', 2);
    // The worker has counted them: the database says so (the grid must follow without a wait of its own).
    const counted = async () => (await worker.orm.em.fork().getConnection().execute(`select sum(document_count)::int as n from subjects`))[0].n;
    expect(await eventually(counted, (n) => n === 5, 60_000)).toBe(5);
    for (const server of servers) {
      const { items } = await eventually(() => top(server.baseUrl), ({ items }) => items[1]?.slug === 'physics', 60_000);
      expect(items.slice(0, 2).map((s) => [s.slug, s.documentCount])).toEqual([['veterinary-medicine', 3], ['physics', 2]]);
      for (const item of items) subjectSchema.parse(item);
    }
  });

  it('lets a CDN keep it a minute and revalidate it with its ETag', { timeout: 120_000 }, async () => {
    const base = servers[0]!.baseUrl;
    const { response } = await top(base);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await fetch(`${base}/api/catalogue/subjects/top`, revalidating(etag));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A change gives a new ETag: the old one no longer matches.
    await approve('physics', 5);
    await eventually(() => top(base), ({ items }) => items[0]?.documentCount === 7, 60_000);
    const changed = await fetch(`${base}/api/catalogue/subjects/top`, revalidating(etag));
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { items: Subject[] }).items[0]).toMatchObject({ slug: 'physics', documentCount: 7 });
  });
});
