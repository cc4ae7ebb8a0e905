// Helpers for the integrity tests: the platform with a worker serving documents processing, search, the AI
// platform and this module's index queues; a marketplace document of known prose uploaded by a seller (multipart,
// as the browser sends it) and approved by an admin; a check run over HTTP and followed until its action ends.
import { catalogueModule } from '../catalogue/index.ts';
import { givePoints, balance, ended } from '../../tests/support/ai-support.ts';
import { approvedDocument as approvedDocumentBy } from '../../tests/support/documents.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import type { EventDefinition } from '../platform/index.ts';

export { Client, eventually, givePoints, balance, ended, signUp, sql, type Harness, type TestUser };

export type IntegrityHarness = Harness & { seller: TestUser; admin: TestUser; guest: Client };

export async function bootIntegrity(env: Record<string, string> = {}): Promise<IntegrityHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue', 'search', 'ai', 'integrity']);
  return { ...h, seller: await signUp(h, 'Sam Seller'), admin: await signUp(h, 'Ada Admin', { admin: true }), guest: new Client(h.baseUrl) };
}

/** Prose cut into lines of at most 90 characters. */
const linesOf = (prose: string) => (prose.match(/.{1,90}(\s|$)/g) ?? []).map((line) => line.trim());

/** A multipart POST as the browser sends it, through the user's client (cookies and CSRF header). */
export async function postForm(user: TestUser, path: string, form: FormData) {
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  return user.client.request('POST', path, undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
}

/** A marketplace document of these pages, processed, approved, and in the fingerprint index. */
export async function approvedDocument(h: IntegrityHarness, title: string, pages: string[]): Promise<{ id: string; slug: string }> {
  const doc = await approvedDocumentBy(h, h, { title, pages: pages.map(linesOf) });
  await eventually(async () => (await sql(h, 'select fingerprints from integrity_sources where id = ?', [doc.id])).length, (n) => n === 1, 30_000);
  return doc;
}

/** Runs a check over HTTP and answers it once its action has ended. */
export async function check(h: Harness, user: TestUser, body: { kind: 'plagiarism' | 'ai-detection'; text: string; paperId?: string; key?: string }) {
  const started = await user.client.post('/api/integrity/checks', body);
  if (started.status !== 202) throw new Error(`check refused: ${started.status} ${JSON.stringify(started.body)}`);
  await ended(h, started.body.action.id);
  return (await user.client.get(`/api/integrity/checks/${started.body.id}`)).body;
}

/** Publishes an event as its module would; answers the event's id (handled_events records it per queue). */
export async function publish<D, I>(h: Harness, event: EventDefinition<D, I>, data: NoInfer<I>): Promise<string> {
  return (await h.platform.orm.em.fork().transactional((em) => h.platform.bus.publish(em, event, data))).id;
}
