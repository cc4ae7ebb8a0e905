// PostgreSQL text cannot hold U+0000. An input carrying one, in a path, a query or a body, is refused as invalid
// input naming the field; before, it reached the database and the request failed with a 500 (found by the fuzz suite:
// DELETE /api/documents/%00/review).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bootHarness, Client, type Harness, signUp } from '../../../tests/support/http-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootHarness();
});
afterAll(async () => {
  await h?.close();
});

const refused = (res: { status: number; body: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.body.error).toMatchObject({ code: 'invalid_request', message: expect.stringContaining('NUL character') });
  expect(Object.keys(res.body.error.fields)).toEqual([field]);
};

it('refuses a NUL character in a path, a query and a body with a 400 naming the field', async () => {
  const user = await signUp(h, 'Nora Null');
  refused(await user.client.delete('/api/documents/a%00b/review'), 'ref');
  refused(await new Client(h.baseUrl).get('/api/documents/a%00b'), 'ref');
  refused(await new Client(h.baseUrl).get('/api/catalogue/subjects?q=x%00y'), 'q');
  refused(await user.client.post('/api/flashcards/decks', { name: 'Deck\u0000', cards: [] }), 'name');
  refused(await user.client.post('/api/flashcards/decks', { name: 'Deck', cards: [{ front: 'a', back: 'b\u0000' }] }), 'cards.0.back');
});

it('reads a body nested thousands deep without overflowing the stack: a 400 for the wrong type, not a 500', async () => {
  const depth = 5_000;
  const message = `${'{"nested":['.repeat(depth)}"bottom"${']}'.repeat(depth)}`;
  const raw = `{"name":"Deep","email":"deep@example.com","topic":"General question","message":${message}}`;
  const res = await new Client(h.baseUrl).request('POST', '/api/content/contact', undefined, { headers: { 'content-type': 'application/json' }, raw });
  expect(res.status).toBe(400);
  expect(Object.keys(res.body.error.fields)).toContain('message');
});
