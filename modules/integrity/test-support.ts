// Helpers for the integrity tests: the platform with a worker serving documents processing, search, the AI
// platform and this module's index queues; a marketplace document of known prose uploaded by a seller (multipart,
// as the browser sends it) and approved by an admin; a check run over HTTP and followed until its action ends.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { catalogueModule } from '../catalogue/index.ts';
import { givePoints, balance, ended } from '../../tests/support/ai-support.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';

export { Client, eventually, givePoints, balance, ended, signUp, sql, type Harness, type TestUser };

export type IntegrityHarness = Harness & { seller: TestUser; admin: TestUser; guest: Client };

export async function bootIntegrity(env: Record<string, string> = {}): Promise<IntegrityHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue', 'search', 'ai', 'integrity']);
  return { ...h, seller: await signUp(h, 'Sam Seller'), admin: await signUp(h, 'Ada Admin', { admin: true }), guest: new Client(h.baseUrl) };
}

/** Prose cut into PDF lines of at most 90 characters, one page per entry. */
async function pdfOfProse(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const prose of pages) {
    const page = doc.addPage([595, 842]);
    const lines = prose.match(/.{1,90}(\s|$)/g) ?? [];
    for (const [i, line] of lines.entries()) page.drawText(line.trim(), { x: 40, y: 800 - i * 15, size: 10, font });
  }
  return doc.save();
}

/** A multipart POST as the browser sends it, through the user's client (cookies and CSRF header). */
export async function postForm(user: TestUser, path: string, form: FormData) {
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  return user.client.request('POST', path, undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
}

/** A marketplace document of these pages, processed, approved, and in the fingerprint index. */
export async function approvedDocument(h: IntegrityHarness, title: string, pages: string[]): Promise<{ id: string; slug: string }> {
  const [[type], [subject]] = await Promise.all([sql(h, 'select id from document_types order by slug limit 1'), sql(h, 'select id from subjects order by slug limit 1')]);
  const form = new FormData();
  for (const [k, v] of Object.entries({ title, description: `Notes: ${title}.`, documentTypeId: type.id, subjectId: subject.id, pointsPrice: '20' })) form.set(k, v);
  form.set('file', new Blob([(await pdfOfProse(pages)) as BlobPart], { type: 'application/pdf' }), 'notes.pdf');
  const uploaded = await postForm(h.seller, '/api/documents', form);
  if (uploaded.status !== 201) throw new Error(`upload failed: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const { id, slug } = uploaded.body.document;
  await eventually(async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status, (s) => s === 'ready', 90_000);
  const approved = await h.admin.client.post(`/api/admin/documents/${id}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status}`);
  await eventually(async () => (await sql(h, 'select fingerprints from integrity_sources where id = ?', [id])).length, (n) => n === 1, 30_000);
  return { id, slug };
}

/** Runs a check over HTTP and answers it once its action has ended. */
export async function check(h: Harness, user: TestUser, body: { kind: 'plagiarism' | 'ai-detection'; text: string; paperId?: string; key?: string }) {
  const started = await user.client.post('/api/integrity/checks', body);
  if (started.status !== 202) throw new Error(`check refused: ${started.status} ${JSON.stringify(started.body)}`);
  await ended(h, started.body.action.id);
  return (await user.client.get(`/api/integrity/checks/${started.body.id}`)).body;
}

/** Publishes an event as its module would; answers the event's id (handled_events records it per queue). */
export async function publish(h: Harness, name: string, data: object): Promise<string> {
  return (await h.platform.orm.em.fork().transactional((em) => h.platform.bus.publish(em, name, data))).id;
}
