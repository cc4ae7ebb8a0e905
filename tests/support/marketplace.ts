// A marketplace to test against: the whole platform over HTTP with the catalogue seeded, a worker serving the
// given queues, a seller, an admin and a guest; and a document with known text uploaded by the seller, processed by
// the worker and approved by the admin through the real APIs (indexed by search when its queue is served).
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { catalogueModule } from '../../modules/catalogue/index.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from './http-harness.ts';

export type MarketplaceHarness = Harness & { seller: TestUser; admin: TestUser; guest: Client };

export async function bootMarketplace(env: Record<string, string>, queues: string[]): Promise<MarketplaceHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(queues);
  const seller = await signUp(h, 'Sam Seller');
  const admin = await signUp(h, 'Ada Admin', { admin: true });
  return { ...h, seller, admin, guest: new Client(h.baseUrl) };
}

/** A PDF with one page per entry, each page these lines. */
async function pdfOf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font });
  }
  return doc.save();
}

/** A document with these pages, uploaded by the seller, processed by the worker, approved by the admin. */
export async function approvedDocument(h: MarketplaceHarness, spec: { title: string; subject: string; pages: string[][] }): Promise<{ id: string; slug: string }> {
  const [type] = await sql(h, 'select id from document_types order by slug limit 1');
  const [subject] = await sql(h, 'select id from subjects where slug = ?', [spec.subject]);
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: spec.title, description: `Revision notes: ${spec.title}.`, documentTypeId: type.id, subjectId: subject.id, pointsPrice: '30' })) {
    form.set(k, v);
  }
  form.set('file', new Blob([(await pdfOf(spec.pages)) as BlobPart], { type: 'application/pdf' }), 'notes.pdf');
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  const res = await h.seller.client.request('POST', '/api/documents', undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { id, slug } = res.body.document;
  await eventually(async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status, (s) => s === 'ready', 60_000);
  const approved = await h.admin.client.post(`/api/admin/documents/${id}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  await eventually(async () => (await sql(h, "select 1 from search_entries where kind = 'document' and source_id = ?", [id])).length, (n) => n === 1, 30_000);
  return { id, slug };
}

