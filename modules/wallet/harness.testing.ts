// Helpers for the wallet tests: the shared HTTP harness (tests/support/http-harness.ts) and documents for sale.
//
// Documents belong to the documents module; the wallet reads them through its catalog port. These tests plug in
// a catalog over a real table of their own (`test_documents_for_sale`), the same way the composition root plugs
// in the documents module's lookup.
import type { StudyhallModule } from '../platform/index.ts';
import { bootHarness, type Harness, sql } from '../../tests/support/http-harness.ts';
import { setDocumentCatalog, type DocumentForSale } from './index.ts';

export { type Answer, Client, eventually, type Harness, openEvents, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';

export function bootWallet(options: { env?: Record<string, string>; realtime?: boolean; extra?: StudyhallModule[] } = {}): Promise<Harness> {
  return bootHarness(options);
}

export async function installTestCatalog(h: Harness): Promise<void> {
  await sql(
    h,
    `create table if not exists test_documents_for_sale (
       id uuid primary key, user_id uuid not null references users (id), points_price integer not null,
       status text not null default 'approved', title text not null default 'Notes')`,
  );
  setDocumentCatalog({
    async priceAndOwner(em, ids): Promise<DocumentForSale[]> {
      const found = await em
        .getConnection()
        .execute('select * from test_documents_for_sale where id = any(?::uuid[])', [`{${ids.join(',')}}`], 'all', em.getTransactionContext());
      return found.map((r: any) => ({ id: r.id, userId: r.user_id, pointsPrice: r.points_price, status: r.status, title: r.title }));
    },
  });
}

export async function documentForSale(h: Harness, sellerId: string, pointsPrice: number, status = 'approved'): Promise<string> {
  const id = crypto.randomUUID();
  await sql(h, 'insert into test_documents_for_sale (id, user_id, points_price, status, title) values (?, ?, ?, ?, ?)', [
    id, sellerId, pointsPrice, status, `Notes ${id.slice(0, 4)}`,
  ]);
  return id;
}

/** A real SSE stream of /api/events for a client; collects the messages. */
