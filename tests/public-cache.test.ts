// What a CDN in front of the product may keep: the public reads say how long (public, max-age and s-maxage,
// stale-while-revalidate) and carry an ETag that a revalidation turns into 304; an answer that depends on who asks
// is public only for guests, varies on the cookie, and is private to a signed-in reader.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueModule } from '../modules/catalogue/index.ts';
import { bootHarness, Client, type Harness, signUp, type TestUser } from './support/http-harness.ts';

const PUBLIC_MINUTE = 'public, max-age=60, s-maxage=60, stale-while-revalidate=60';

let h: Harness;
let guest: Client;
let reader: TestUser;
beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => catalogueModule.seed!(platform) });
  guest = new Client(h.baseUrl);
  reader = await signUp(h, 'Cara Cached');
}, 120_000);
afterAll(() => h?.close());

describe('public reads for a CDN', () => {
  for (const path of [
    '/api/catalogue/subjects?pageSize=5',
    '/api/catalogue/subjects/physics',
    '/api/catalogue/universities?pageSize=5',
    '/api/catalogue/textbooks?pageSize=5',
    '/api/documents?pageSize=5',
    '/api/documents/featured',
    '/api/tests',
    '/api/homework/public',
  ]) {
    it(`${path}: public, a minute or less, with an ETag a revalidation answers with 304`, async () => {
      const first = await guest.get(path);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=(30|60), s-maxage=\1, stale-while-revalidate=\d+$/);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      // The same answer to a signed-in reader: the same ETag, so one cached copy serves everyone.
      expect((await reader.client.get(path)).headers.get('etag')).toBe(etag);
      const again = await guest.request('GET', path, undefined, { headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' } });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
    });
  }

  it('keeps an answer that depends on the reader public for guests only, and private to the signed-in', async () => {
    for (const path of ['/api/flashcards/public', '/api/flashcards/public?page=2']) {
      const anonymous = await guest.get(path);
      expect(anonymous.headers.get('cache-control')).toBe(PUBLIC_MINUTE);
      expect(anonymous.headers.get('vary')).toMatch(/Cookie/);
      const signedIn = await reader.client.get(path);
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
      expect(signedIn.headers.get('vary')).toMatch(/Cookie/);
    }
  });

  it('leaves what is private uncached: the wallet and a write get no public caching and no ETag', async () => {
    const wallet = await reader.client.get('/api/wallet');
    expect(wallet.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const write = await reader.client.post('/api/catalogue/subjects');
    expect(write.headers.get('etag')).toBeNull();
  });
});
