// A marketplace to test against: the whole platform over HTTP with the catalogue seeded, a worker serving the
// given queues, a seller, an admin and a guest; and a document with known text uploaded by the seller, processed by
// the worker and approved by the admin through the real APIs (indexed by search when its queue is served).
import { catalogueModule } from '../../modules/catalogue/index.ts';
import { approvedDocument as approvedDocumentBy } from './documents.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from './http-harness.ts';

export type MarketplaceHarness = Harness & { seller: TestUser; admin: TestUser; guest: Client };

export async function bootMarketplace(env: Record<string, string>, queues: string[]): Promise<MarketplaceHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(queues);
  const seller = await signUp(h, 'Sam Seller');
  const admin = await signUp(h, 'Ada Admin', { admin: true });
  return { ...h, seller, admin, guest: new Client(h.baseUrl) };
}

/** A document with these pages, uploaded by the seller, processed by the worker, approved by the admin, then indexed by search. */
export async function approvedDocument(h: MarketplaceHarness, spec: { title: string; subject: string; pages: string[][] }): Promise<{ id: string; slug: string }> {
  const doc = await approvedDocumentBy(h, h, { ...spec, pointsPrice: 30 });
  await eventually(async () => (await sql(h, "select 1 from search_entries where kind = 'document' and source_id = ?", [doc.id])).length, (n) => n === 1, 30_000);
  return doc;
}
