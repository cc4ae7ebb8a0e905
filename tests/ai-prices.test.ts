// A price an admin changes at run time is what the next AI action charges, on the real platform: a homework answer
// and a flashcards deck through their pg-boss jobs; a request carrying a price its page showed before the change is
// refused with the new price and charges nothing; and a refund gives back exactly what was charged, even when the
// price changed between the charge and the refund.
process.env.AI_JOB_RETRIES = '0';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, givePoints } from './support/ai-support.ts';
import { type Client, eventually, signUp, sql, type TestUser } from './support/http-harness.ts';
import { approvedDocument, bootMarketplace, type MarketplaceHarness } from './support/marketplace.ts';

// Four pages, so pages 1 and 2 are the preview: a homework answer quotes only those (DESIGN.md §11).
const PAGES = [
  ['Chapter 1: temperature and heat.', 'Heat is energy transferred because of a temperature difference.'],
  ['Chapter 2: the second law.', 'Heat flows spontaneously from a hot body to a cold body because that flow increases the total entropy.'],
  ['Chapter 3: heat capacity.', 'Specific heat capacity is the energy that warms one kilogram of a substance by one kelvin.'],
  ['Chapter 4: phase changes.', 'Latent heat is taken in when ice melts and given out when water freezes.'],
];
const QUESTION = 'Why does heat flow from a hot body to a cold body?';
/** Notes with no word to make a card of: the deck fails and its points come back. */
const NOTHING = '1234 5678 9012 3456 '.repeat(15);

let h: MarketplaceHarness;
let student: TestUser;
const setPrice = (rule: string, value: Record<string, number>) => h.admin.client.put(`/api/admin/settings/ai.price.${rule}`, { value, reason: 'Price review' });
const ledger = (userId: string) => sql(h, "select type, amount from points_transactions where user_id = ? and type <> 'earned' order by created_at, id", [userId]);

async function settled(client: Client, path: string, done: (body: any) => boolean) {
  return eventually(async () => (await client.get(path)).body, done, 30_000);
}

beforeAll(async () => {
  // The flashcards job is not served yet: the refund test changes the price while its deck waits.
  h = await bootMarketplace({}, ['documents', 'catalogue', 'search', 'ai', '!ai.flashcards', 'homework', 'flashcards']);
  await approvedDocument(h, { title: 'Heat and entropy notes', subject: 'thermodynamics', pages: PAGES });
  student = await signUp(h, 'Stu Student');
  await givePoints(h, student.id, 100);
}, 180_000);
afterAll(() => h?.close());

describe('a changed AI price', () => {
  it('is what the homework quote shows and the next answer charges; the old price shown is refused, charging nothing', async () => {
    expect((await h.guest.get('/api/homework/quote')).body.points).toBe(10);
    expect((await setPrice('homework-answer', { points: 13 })).status).toBe(200);

    const stale = await student.client.post('/api/homework/questions', { question: QUESTION, points: 10 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'price_changed', message: 'The price of this action changed to 13 points. Check the new price and try again.' });
    expect(await balance(h, student.id)).toBe(100);
    expect(await sql(h, 'select 1 from homework_questions where user_id = ?', [student.id])).toHaveLength(0);

    const quote = await h.guest.get('/api/homework/quote');
    expect(quote.body.points).toBe(13);
    const asked = await student.client.post('/api/homework/questions', { question: QUESTION, points: quote.body.points });
    expect(asked.status).toBe(202);
    expect(asked.body.points).toBe(13);
    const answered = await settled(student.client, `/api/homework/questions/${asked.body.slug}`, (q) => q?.status === 'answered' || q?.status === 'failed');
    expect(answered).toMatchObject({ status: 'answered', points: 13 });
    expect(answered.answer).toContain('increases the total entropy');
    expect(await balance(h, student.id)).toBe(87);
    expect(await ledger(student.id)).toEqual([{ type: 'spent', amount: -13 }]);
  });

  it('is what the next flashcards deck charges, and its refund gives back exactly that after the price changed again', async () => {
    await setPrice('flashcards', { upTo10: 8, upTo20: 9, upTo30: 11, beyond30: 16 });
    const quote = await h.guest.get('/api/flashcards/quote?cards=10');
    expect(quote.body.points).toBe(8);
    const before = await balance(h, student.id);
    const asked = await student.client.post('/api/flashcards/generate', { source: { kind: 'notes', text: NOTHING }, cards: 10, points: 8 });
    expect(asked.status).toBe(202);
    expect(asked.body.points).toBe(8);
    expect(await balance(h, student.id)).toBe(before - 8);

    // The price changes while the deck waits for the worker; the refund returns what was charged, not today's price.
    await setPrice('flashcards', { upTo10: 2, upTo20: 9, upTo30: 11, beyond30: 16 });
    await h.platform.bus.work(['ai.flashcards']);
    const deck = await settled(student.client, `/api/flashcards/decks/${asked.body.id}`, (d) => d?.status === 'ready' || d?.status === 'failed');
    expect(deck.status).toBe('failed');
    await eventually(() => balance(h, student.id), (b) => b === before, 10_000);
    expect((await ledger(student.id)).slice(-2)).toEqual([
      { type: 'spent', amount: -8 },
      { type: 'refund', amount: 8 },
    ]);
    // The next deck is charged at the new price.
    const next = await student.client.post('/api/flashcards/generate', { source: { kind: 'notes', text: NOTHING }, cards: 10, points: 8 });
    expect(next.status).toBe(409);
    expect(next.body.error.message).toBe('The price of this action changed to 2 points. Check the new price and try again.');
    expect(await balance(h, student.id)).toBe(before);
  });
});
