// Helpers for the homework tests: the whole platform over HTTP with a worker serving every queue a question
// touches (documents processing, search indexing, the AI platform, homework); a marketplace document with known
// text uploaded by a seller and approved by an admin through the real APIs; points given through the wallet.
import { uuidv7 } from '../platform/index.ts';
import { credit } from '../wallet/index.ts';
import { type Client, eventually, type Harness, sql } from '../../tests/support/http-harness.ts';
import { bootMarketplace, type MarketplaceHarness } from '../../tests/support/marketplace.ts';

export { approvedDocument } from '../../tests/support/marketplace.ts';

export { Client, eventually, sql, signUp, type Harness, type TestUser } from '../../tests/support/http-harness.ts';

export type HomeworkHarness = MarketplaceHarness;

export function bootHomework(env: Record<string, string> = {}, queues = ['documents', 'catalogue', 'search', 'ai', 'homework']): Promise<HomeworkHarness> {
  return bootMarketplace(env, queues);
}

export async function givePoints(h: Harness, userId: string, amount: number) {
  await h.platform.orm.em.fork().transactional((em) => credit(em, { userId, amount, description: 'Test points', idempotencyKey: `test:${uuidv7()}` }));
}

export async function balanceOf(h: Harness, userId: string): Promise<number> {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  return Number(row?.points_balance ?? 0);
}

/** The question as its asker reads it, once it is no longer being answered. */
export async function settled(client: Client, slug: string) {
  return eventually(
    async () => (await client.get(`/api/homework/questions/${slug}`)).body,
    (q) => q?.status === 'answered' || q?.status === 'failed',
    30_000,
  );
}

/**
 * Four pages, so its preview is two (half the pages, at most DOCUMENTS_PREVIEW_PAGES): the answers below come from
 * pages 1 and 2, which anyone may read. Pages 3 and 4 are locked, and a homework answer never quotes them.
 */
export const THERMO_PAGES = [
  [
    'Chapter 1: temperature and heat.',
    'Heat is energy transferred because of a temperature difference.',
    'A thermometer measures temperature, not heat.',
  ],
  [
    'Chapter 2: the second law of thermodynamics.',
    'The second law of thermodynamics says the entropy of an isolated system never decreases.',
    'Heat flows spontaneously from a hot body to a cold body because that flow increases the total entropy.',
    'A heat engine can never turn all of its heat into work.',
  ],
  ['Chapter 3: heat capacity.', 'Specific heat capacity is the energy that warms one kilogram of a substance by one kelvin.'],
  ['Chapter 4: phase changes.', 'Latent heat is taken in when ice melts and given out when water freezes.'],
];
