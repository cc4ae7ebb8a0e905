// Helpers for the subscriptions tests: the shared HTTP harness with the plans seeded, documents for unlocking
// through the wallet's catalog port (a real table of the test's own, as the wallet's tests do: documents belong
// to the documents module), and subscribing through the local test checkout page.
import { expect } from 'vitest';
import { onEvent, type StudyhallModule } from '../platform/index.ts';
import { type DocumentForSale, setDocumentCatalog } from '../wallet/index.ts';
import { bootHarness, type Client, type Harness, sql } from '../../tests/support/http-harness.ts';
import { SUBSCRIPTION_EVENTS } from './events.ts';
import { subscriptionsModule } from './index.ts';

export { type Answer, Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';

/** Every `subscriptions.*` event as a subscriber receives it, in order. */
export const published: { name: string; data: any }[] = [];

const probe: StudyhallModule = {
  name: 'probe',
  queues: () =>
    Object.values(SUBSCRIPTION_EVENTS).map((event) =>
      onEvent<object>(event, {
        queue: `probe.${event.name}`,
        handler: async (data) => {
          published.push({ name: event.name, data });
        },
      }),
    ),
};

export const eventsOf = (subscriptionId: string) => published.filter((e) => e.data.subscriptionId === subscriptionId).map((e) => e.name);

export async function bootSubscriptions(options: { env?: Record<string, string> } = {}): Promise<Harness> {
  const h = await bootHarness({ ...options, extra: [probe], prepare: (platform) => subscriptionsModule.seed!(platform) });
  await h.platform.bus.work(['probe']);
  await sql(
    h,
    `create table test_unlockable_documents (id uuid primary key, user_id uuid not null references users (id),
       points_price integer not null, status text not null default 'approved', title text not null)`,
  );
  setDocumentCatalog({
    async priceAndOwner(em, ids): Promise<DocumentForSale[]> {
      const found = await em
        .getConnection()
        .execute('select * from test_unlockable_documents where id = any(?::uuid[])', [`{${ids.join(',')}}`], 'all', em.getTransactionContext());
      return found.map((r: any) => ({ id: r.id, userId: r.user_id, pointsPrice: r.points_price, status: r.status, title: r.title }));
    },
  });
  return h;
}

export async function uploadedDocument(h: Harness, sellerId: string, pointsPrice = 50, status = 'approved'): Promise<string> {
  const id = crypto.randomUUID();
  await sql(h, 'insert into test_unlockable_documents (id, user_id, points_price, status, title) values (?, ?, ?, ?, ?)', [
    id, sellerId, pointsPrice, status, `Notes ${id.slice(0, 6)}`,
  ]);
  return id;
}

export async function planId(h: Harness, slug: string): Promise<string> {
  return (await sql(h, 'select id from subscription_plans where slug = ?', [slug]))[0].id;
}

export async function subscriptionOf(h: Harness, id: string) {
  return (await sql(h, 'select * from user_subscriptions where id = ?', [id]))[0];
}

/** Starts a checkout and presses the local test page's Subscribe button: the subscription is then active. */
export async function subscribeLocally(h: Harness, client: Client, slug = 'basic'): Promise<string> {
  const started = await client.post('/api/subscriptions/checkout', { planId: await planId(h, slug) });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const url = new URL(started.body.url);
  const token = url.searchParams.get('token')!;
  const done = await client.request('POST', url.pathname, undefined, { form: { token, action: 'subscribe' }, csrf: false, headers: { accept: 'text/html' } });
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toContain('subscribed=true');
  return started.body.subscriptionId;
}

/** The user's ledger rows of subscription unlocks. */
export async function unlockCredits(h: Harness, sellerId: string) {
  return sql(h, `select amount, idempotency_key from points_transactions where user_id = ? and idempotency_key like 'subscription-unlock:%'`, [sellerId]);
}
