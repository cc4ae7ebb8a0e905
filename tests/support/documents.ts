// An approved marketplace document for tests of the modules that act on one: a PDF (one page per entry of `pages`,
// each page those lines; by default one line naming the title) uploaded by `seller` through the real API, processed
// by the worker (the harness must work the 'documents' queue), then approved by `admin`.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { eventually, type Harness, sql, type TestUser } from './http-harness.ts';

export type DocumentSpec = {
  title: string;
  /** A subject's slug, or its id; the first subject by slug when neither is given. */
  subject?: string;
  subjectId?: string;
  universityId?: string;
  pages?: string[][];
  /** The file to upload as is (a typeset or scanned PDF, a PPTX) instead of a PDF made of `pages`. */
  file?: { name: string; type: string; bytes: Uint8Array };
  pointsPrice?: number;
};

async function pdfOf(pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font });
  }
  return doc.save();
}

export async function approvedDocument(h: Pick<Harness, 'platform'>, people: { seller: TestUser; admin: TestUser }, spec: DocumentSpec): Promise<{ id: string; slug: string }> {
  const pages = spec.pages ?? [[`${spec.title}: lecture notes on entropy and the second law.`]];
  const [type] = await sql(h, 'select id from document_types order by slug limit 1');
  const subjectId = spec.subjectId
    ?? (spec.subject ? (await sql(h, 'select id from subjects where slug = ?', [spec.subject]))[0]?.id : (await sql(h, 'select id from subjects order by slug limit 1'))[0].id);
  if (!subjectId) throw new Error(`no subject ${spec.subject}`);
  const form = new FormData();
  const fields = {
    title: spec.title, description: `Revision notes: ${spec.title}.`, documentTypeId: type.id, subjectId, pointsPrice: String(spec.pointsPrice ?? 20),
    ...(spec.universityId ? { universityId: spec.universityId } : {}),
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const file = spec.file ?? { name: 'notes.pdf', type: 'application/pdf', bytes: await pdfOf(pages) };
  form.set('file', new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  const res = await people.seller.client.request('POST', '/api/documents', undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const { id, slug } = res.body.document;
  await eventually(async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status, (s) => s === 'ready', 300_000);
  const approved = await people.admin.client.post(`/api/admin/documents/${id}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve failed: ${approved.status} ${JSON.stringify(approved.body)}`);
  return { id, slug };
}
