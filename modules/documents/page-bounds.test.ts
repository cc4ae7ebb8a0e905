// Page numbers past any list are refused (400 on `page`): before, /api/documents/slugs?page=5919829291249734 (pages
// of 10000) asked PostgreSQL for an offset beyond bigint and answered 500. Found by the fuzz suite (tests/fuzz/).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootHarness, Client, type Harness } from '../../tests/support/http-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootHarness();
});
afterAll(async () => {
  await h?.close();
});

it('refuses a page number whose offset PostgreSQL cannot hold', async () => {
  const guest = new Client(h.baseUrl);
  for (const path of ['/api/documents/slugs?page=5919829291249734', '/api/documents?page=5919829291249734']) {
    const res = await guest.get(path);
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', fields: { page: [expect.any(String)] } });
  }
  expect((await guest.get('/api/documents/slugs?page=1000000')).status).toBe(200);
});
