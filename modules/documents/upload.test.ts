// Uploads through the real API and the real worker: a PDF goes from upload to an approved document with previews
// and a cover; every bad file is refused with a clear 4xx and leaves no row and no blob; office files are converted
// (with a stand-in for LibreOffice's command line) or refused when no converter is installed; copies are flagged.
import { chmod, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blankPdf, blobs, bootDocuments, type Client, type DocumentsHarness, docx, encryptedPdf, eventually, gif, makePdf, type Refs,
  refs, signUp, sql, upload,
} from './harness.testing.ts';
import { UPLOADS_PER_DAY, UPLOADS_PER_HOUR } from './upload.ts';

let h: DocumentsHarness;
let seller: { client: Client; id: string };
let admin: { client: Client; id: string };
let r: Refs;
const MAX = 2 * 1024 * 1024;

async function processed(id: string) {
  return eventually(
    async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status,
    (s) => s === 'ready' || s === 'failed',
  );
}

beforeAll(async () => {
  h = await bootDocuments({ settings: { maxUploadBytes: MAX, sofficePath: null }, work: ['documents', 'catalogue'], realtime: true });
  seller = await signUp(h, 'Sam Seller');
  admin = await signUp(h, 'Ada Admin', true);
  r = await refs(h, 3);
});
afterAll(() => h?.close());

describe('a PDF upload', () => {
  it('goes from upload to an approved document with readable and blurred previews and a cover', async () => {
    const bytes = await makePdf({ pages: 5, seed: 11 });
    const res = await upload(seller.client, r, { bytes, name: 'Week 1 notes.pdf' }, { universityId: r.universityId, courseId: r.courseId, pointsPrice: 35 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = res.body.document;
    expect(doc).toMatchObject({
      title: 'Cell Biology Lecture Notes', status: 'pending', pointsPrice: 35, priceCents: 350, originalFileName: 'Week 1 notes.pdf',
      originalFileType: 'application/pdf', statusRecord: { id: 2, name: 'pending' }, subject: { id: r.subjectId }, course: { id: r.courseId },
    });
    expect(['queued', 'processing', 'ready']).toContain(doc.processing.state);
    expect(doc.slug).toMatch(/^cell-biology-lecture-notes-[a-z0-9]{6}$/);
    expect(await blobs(h, 'document-originals')).toContain(`${seller.id}/${doc.id}/Week_1_notes.pdf`);

    expect(await processed(doc.id)).toBe('ready');
    const state = await seller.client.get(`/api/documents/${doc.id}/processing`);
    expect(state.body).toMatchObject({ state: 'ready', progress: 100, error: null, attempts: 1 });

    // The seller sees the pending document with its previews; nobody else does.
    const mine = await seller.client.get(`/api/documents/${doc.slug}`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ status: 'pending', pageCount: 5, previewPageCount: 2, lockedPageCount: 3, isOwner: true, hasAccess: true });
    expect(mine.body.previewPages.map((p: any) => [p.pageNumber, p.locked])).toEqual([[1, false], [2, false], [3, true], [4, true], [5, true]]);
    expect((await fetch(`${h.baseUrl}/api/documents/${doc.slug}`)).status).toBe(404);

    const readable = Buffer.from(await (await fetch(h.baseUrl + mine.body.previewPages[0].url)).arrayBuffer());
    const locked = Buffer.from(await (await fetch(h.baseUrl + mine.body.previewPages[3].url)).arrayBuffer());
    const cover = await fetch(h.baseUrl + mine.body.coverUrl);
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(readable).metadata()).toMatchObject({ format: 'webp', width: 400 });
    expect(await sharp(locked).metadata()).toMatchObject({ format: 'webp', width: 133 });
    expect(await sharp(Buffer.from(await cover.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 200 });
    expect((await blobs(h, 'document-previews')).filter((k) => k.startsWith(doc.id))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${doc.id}/page-${n}.webp`).sort(),
    );
    const [pages] = await sql(h, `select count(*)::int as n, string_agg(text, ' ') as text from document_pages where document_id = ?`, [doc.id]);
    expect(pages.n).toBe(5);
    expect(pages.text).toContain('Page 5');

    const [subjectBefore] = await sql(h, 'select document_count from subjects where id = ?', [r.subjectId]);
    const approved = await admin.client.post(`/api/admin/documents/${doc.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', duplicate: null, ownerEmail: expect.stringContaining('@example.com') });
    const pub = await (await fetch(`${h.baseUrl}/api/documents/${doc.slug}`)).json();
    expect(pub).toMatchObject({ status: 'approved', isOwner: false, hasAccess: false, processing: null, statusReason: null });
    expect(pub.publishedAt).toBeTruthy();
    const listed = await (await fetch(`${h.baseUrl}/api/documents?subject=${r.subjectId}`)).json();
    expect(listed.items.map((d: any) => d.id)).toContain(doc.id);
    const counted = await eventually(
      async () => (await sql(h, 'select document_count from subjects where id = ?', [r.subjectId]))[0].document_count,
      (n) => n === subjectBefore.document_count + 1,
    );
    expect(counted).toBe(subjectBefore.document_count + 1);
  });
});

describe('processing state', () => {
  it('reaches the seller’s open pages live, over server-sent events', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${h.baseUrl}/api/events`, {
      signal: controller.signal,
      headers: { cookie: [...seller.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 20_000;
      while (!received.includes(needle) && Date.now() < deadline) {
        const { value, done } = await Promise.race([reader.read(), new Promise<{ value: undefined; done: true }>((r) => setTimeout(() => r({ value: undefined, done: true }), 1000))]);
        if (value) received += decoder.decode(value);
        if (done && !value) continue;
      }
    };
    await readUntil(': connected');
    const res = await upload(seller.client, r, { bytes: await makePdf({ pages: 2, seed: 21 }) }, { title: 'Live Progress' });
    await readUntil('"state":"ready"');
    controller.abort();
    const events = received.split('\n\n').filter((e) => e.includes('event: documents.processing')).map((e) => JSON.parse(e.split('data: ')[1]!));
    expect(events.every((e) => e.documentId === res.body.document.id)).toBe(true);
    expect(events.map((e) => e.state)).toEqual(expect.arrayContaining(['processing', 'ready']));
    expect(events.at(-1)).toMatchObject({ state: 'ready', progress: 100, error: null });
  });
});

describe('bad files', () => {
  let before: string[];
  let rowsBefore: number;
  beforeAll(async () => {
    before = await blobs(h, 'document-originals');
    rowsBefore = (await sql(h, 'select count(*)::int as n from documents'))[0].n;
  });

  const cases: [string, () => Promise<{ bytes: Uint8Array; name?: string; type?: string }>, number, string, RegExp][] = [
    ['random bytes', async () => ({ bytes: new Uint8Array(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)) }), 415, 'unsupported_file_type', /could not recognise this file/],
    ['a truncated PDF', async () => {
      const full = await makePdf({ pages: 4, seed: 3 });
      return { bytes: full.slice(0, Math.floor(full.length / 2)) };
    }, 422, 'pdf_truncated', /incomplete.*cut short/],
    ['a PDF that needs a password', async () => ({ bytes: encryptedPdf('secret') }), 422, 'pdf_encrypted', /password-protected or encrypted \(it needs a password to open\)/],
    ['a PDF encrypted with an owner password only', async () => ({ bytes: encryptedPdf('') }), 422, 'pdf_encrypted', /encrypted \(it is encrypted \(Standard security\)\)/],
    ['a 0-byte file', async () => ({ bytes: new Uint8Array() }), 400, 'file_empty', /empty \(0 bytes\)/],
    ['an oversized file', async () => ({ bytes: new Uint8Array(MAX + 300 * 1024).fill(37) }), 413, 'file_too_large', /larger than the 2 MB limit/],
    ['a PDF with 5000 pages', async () => ({ bytes: await blankPdf(5000) }), 422, 'too_many_pages', /5000 pages; the limit is 500/],
    ['an image named .pdf', async () => ({ bytes: await gif(), name: 'notes.pdf', type: 'application/pdf' }), 415, 'unsupported_file_type', /This file is a GIF image, not a PDF/],
    ['a damaged PDF', async () => ({ bytes: new Uint8Array(Buffer.from(`%PDF-1.7\n${'garbage '.repeat(300)}\n%%EOF\n`)) }), 422, 'pdf_broken', /damaged and cannot be read/],
    ['a DOCX without a converter', async () => ({ bytes: docx(), name: 'notes.docx' }), 415, 'conversion_unavailable', /DOCX files cannot be converted.*LibreOffice is not installed/],
  ];

  it.each(cases)('refuses %s with a clear 4xx and stores nothing', async (label, make, status, code, message) => {
    const file = await make();
    const res = await upload(seller.client, r, file, { title: `Bad file: ${label}` });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(message);
    expect(res.body.error.fields?.file?.[0]).toBe(res.body.error.message);
    expect(await sql(h, 'select id from documents where title = ?', [`Bad file: ${label}`])).toEqual([]);
    expect(await blobs(h, 'document-originals')).toEqual(before);
  });

  it('answers a missing file, bad fields and a non-multipart body with 400 / 415', async () => {
    const missing = await upload(seller.client, r, null);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'file_required', message: 'Choose a file to upload.' });
    const fields = await upload(seller.client, r, { bytes: await makePdf() }, { title: 'x', pointsPrice: -3, courseId: r.courseId });
    expect(fields.status).toBe(400);
    expect(Object.keys(fields.body.error.fields).sort()).toEqual(['pointsPrice', 'title']);
    const foreignCourse = await upload(seller.client, r, { bytes: await makePdf() }, { courseId: r.courseId });
    expect(foreignCourse.status).toBe(400);
    expect(foreignCourse.body.error.fields.courseId).toEqual(['Choose the university of this course first.']);
    const unknown = await upload(seller.client, r, { bytes: await makePdf() }, { subjectId: '0190a0b0-0000-7000-8000-000000000001' });
    expect(unknown.body.error.fields.subjectId).toEqual(['Unknown subject.']);
    const json = await seller.client.post('/api/documents', { title: 'x' });
    expect(json.status).toBe(415);
    expect((await fetch(`${h.baseUrl}/api/documents`, { method: 'POST' })).status).toBe(401);
    expect(await blobs(h, 'document-originals')).toEqual(before);
    expect((await sql(h, 'select count(*)::int as n from documents'))[0].n).toBe(rowsBefore);
  });
});

describe('the upload limit', () => {
  it(`refuses a seller's upload past ${UPLOADS_PER_HOUR} an hour with a 429 and Retry-After; others still upload`, async () => {
    const busy = await signUp(h, 'Bulk Uploader');
    // Refused attempts count too: the limit is on requests, so a script cannot probe it for free.
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await upload(busy.client, r, null)).status).toBe(400);
    const before = await blobs(h, 'document-originals');
    const over = await upload(busy.client, r, { bytes: await makePdf({ seed: 77 }) }, { title: 'One upload too many' });
    expect(over.status).toBe(429);
    expect(over.body.error).toEqual({
      code: 'rate_limited',
      message: `You can upload at most ${UPLOADS_PER_HOUR} documents an hour and ${UPLOADS_PER_DAY} a day. Please try again later.`,
    });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await sql(h, 'select id from documents where title = ?', ['One upload too many'])).toEqual([]);
    expect(await blobs(h, 'document-originals')).toEqual(before);

    const other = await signUp(h, 'Calm Uploader');
    expect((await upload(other.client, r, null)).status).toBe(400);
  });
});

describe('office documents', () => {
  let conv: DocumentsHarness;
  let convSeller: { client: Client; id: string };
  let script: string;
  let fakePdf: string;

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'fake-soffice-'));
    // Stands in for LibreOffice's command line: the same arguments, a PDF in --outdir named after the input.
    script = path.join(dir, 'soffice');
    fakePdf = path.join(dir, 'converted.pdf');
    await writeFile(fakePdf, await makePdf({ pages: 3, seed: 77, title: 'Converted from Word' }));
    await writeFile(
      script,
      `#!/bin/sh
out=""; input=""
while [ $# -gt 0 ]; do
  case "$1" in --outdir) out="$2"; shift ;; --convert-to|-env:*|--headless|--norestore|--nologo|--nodefault|--nolockcheck) ;; pdf) ;; *) input="$1" ;; esac
  shift
done
[ -f "$input.fail" ] && { echo "Error: source file could not be loaded" >&2; exit 1; }
grep -q FAILME "$input" && { echo "Error: source file could not be loaded" >&2; exit 1; }
mkdir -p "$out"
base=$(basename "$input"); cp "${fakePdf}" "$out/\${base%.*}.pdf"
`,
    );
    await chmod(script, 0o755);
    conv = await bootDocuments({ settings: { sofficePath: script }, work: ['documents'] });
    convSeller = await signUp(conv, 'Olivia Office');
  });
  afterAll(() => conv?.close());

  it('converts a DOCX to PDF in the worker and keeps both files', async () => {
    const cr = await refs(conv, 4);
    const res = await upload(convSeller.client, cr, { bytes: docx(), name: 'Essay draft.docx', type: 'application/octet-stream' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.document.originalFileType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const id = res.body.document.id;
    await eventually(async () => (await sql(conv, 'select processing_status from documents where id = ?', [id]))[0].processing_status, (s) => s === 'ready');
    const [row] = await sql(conv, 'select page_count, converted_file_path, converted_file_name, converted_file_type from documents where id = ?', [id]);
    expect(row).toMatchObject({ page_count: 3, converted_file_path: `${convSeller.id}/${id}/converted.pdf`, converted_file_name: 'Essay draft.pdf', converted_file_type: 'application/pdf' });
    const file = await convSeller.client.get(`/api/documents/${id}/file`);
    expect(file.status).toBe(200);
    expect(file.body).toMatchObject({ fileName: 'Essay draft.pdf', contentType: 'application/pdf', original: { fileName: 'Essay draft.docx' } });
    const pdf = await fetch(conv.baseUrl + file.body.url);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    const original = await fetch(conv.baseUrl + file.body.original.url);
    expect(Buffer.from(await original.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
  });

  it('marks the document failed, with the converter’s reason, when conversion fails', async () => {
    const cr = await refs(conv, 5);
    const res = await upload(convSeller.client, cr, { bytes: docx('FAILME please'), name: 'broken.docx' });
    expect(res.status).toBe(201);
    const id = res.body.document.id;
    await eventually(async () => (await sql(conv, 'select processing_status from documents where id = ?', [id]))[0].processing_status, (s) => s === 'failed');
    const state = await convSeller.client.get(`/api/documents/${id}/processing`);
    expect(state.body).toMatchObject({ state: 'failed', error: expect.stringMatching(/LibreOffice could not convert this DOCX file \(Error: source file could not be loaded\)/) });
    const approve = await conv.platform.orm.em.fork().getConnection().execute('select status_id from documents where id = ?', [id]);
    expect(approve[0].status_id).toBe(2);
  });
});

describe('duplicates', () => {
  it('flags an exact copy and a near copy of existing documents, naming them, and leaves unrelated work alone', async () => {
    const text = Array.from({ length: 40 }, (_, i) => `Line ${i}: the Krebs cycle oxidises acetyl coenzyme A in the mitochondrial matrix, step ${i * 3}.`).join('\n');
    const original = await upload(seller.client, r, { bytes: await makePdf({ pages: 3, text, title: 'Metabolism notes' }) }, { title: 'Metabolism Notes' });
    await processed(original.body.document.id);
    const copier = await signUp(h, 'Carl Copier');
    const exact = await upload(copier.client, r, { bytes: await makePdf({ pages: 3, text, title: 'Metabolism notes' }) }, { title: 'My Metabolism Notes' });
    const nearText = text.replace('Line 7:', 'Line seven, reworded:').replace('step 60', 'stage sixty');
    const near = await upload(copier.client, r, { bytes: await makePdf({ pages: 3, text: nearText, title: 'Biochem summary' }) }, { title: 'Biochem Summary' });
    const other = await upload(copier.client, r, { bytes: await makePdf({ pages: 3, seed: 999 }) }, { title: 'Unrelated Notes' });
    for (const d of [exact, near, other]) expect(await processed(d.body.document.id)).toBe('ready');

    const show = async (id: string) => (await admin.client.get(`/api/admin/documents/${id}`)).body;
    // pdf-lib writes the same content to the same bytes except its creation date: compare what is flagged.
    const exactView = await show(exact.body.document.id);
    expect(exactView.duplicate).toMatchObject({ document: { id: original.body.document.id, title: 'Metabolism Notes', user: { fullName: 'Sam Seller' } } });
    expect(exactView.duplicate.similarity).toBeGreaterThanOrEqual(0.8);
    const nearView = await show(near.body.document.id);
    expect(nearView.duplicate).toMatchObject({ kind: 'near', document: { id: original.body.document.id, status: 'pending' } });
    expect(nearView.duplicate.similarity).toBeGreaterThanOrEqual(0.8);
    expect(nearView.duplicate.similarity).toBeLessThan(1);
    expect((await show(other.body.document.id)).duplicate).toBeNull();

    // The very same bytes again: an exact duplicate.
    const bytes = await makePdf({ pages: 2, seed: 4242 });
    const first = await upload(seller.client, r, { bytes }, { title: 'Same Bytes' });
    await processed(first.body.document.id);
    const second = await upload(copier.client, r, { bytes }, { title: 'Same Bytes Again' });
    await processed(second.body.document.id);
    expect((await show(second.body.document.id)).duplicate).toMatchObject({ kind: 'exact', similarity: 1, document: { id: first.body.document.id } });
    const flagged = await admin.client.get('/api/admin/documents?duplicates=true&pageSize=100');
    expect(flagged.body.items.map((d: any) => d.id)).toEqual(expect.arrayContaining([exact.body.document.id, near.body.document.id, second.body.document.id]));
    expect(flagged.body.items.map((d: any) => d.id)).not.toContain(other.body.document.id);
  });
});
