// Scanned notes through the real pipeline with Debian's Tesseract: OCR'd text is stored per page with its
// confidence, matches the source, feeds search and the duplicate check, and lands in the buyer's PDF as an
// invisible layer; blank pages stay blank, text pages are never OCR'd; without Tesseract the document is still
// processed and the seller told why its text cannot be searched, until `reprocess --ocr`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderate } from './moderation.ts';
import { type Deps, processNow } from './processing.ts';
import { notesPdf, pdfTexts, scannedPdf, wordAccuracy } from './scan-support.ts';
import { bootDocuments, type Client, type DocumentsHarness, eventually, makePdf, refs, signUp, sql } from './harness.testing.ts';
import { createUpload } from './upload.ts';

let h: DocumentsHarness;
let seller: { client: Client; id: string };
let admin: { client: Client; id: string };
let deps: Deps;

async function uploaded(title: string, bytes: Uint8Array, d: Deps = deps, language?: string) {
  const r = await refs(h, 1);
  const doc = await createUpload(d, h.platform.orm.em.fork(), seller.id, {
    fields: { title, description: 'Handwritten lecture notes, scanned.', documentTypeId: r.typeId, subjectId: r.subjectId, pointsPrice: '20', ...(language && { language }) },
    file: { name: `${title}.pdf`, bytes },
  });
  expect(await processNow(d, doc.id)).toBe('processed');
  return doc;
}

const pagesOf = (id: string) =>
  sql(h, 'select page_number, text, text_source, ocr_confidence, ocr_skipped from document_pages where document_id = ? order by page_number', [id]);

beforeAll(async () => {
  // 200 dpi instead of 300: these clean test pages read as well, in half the time on a busy machine.
  h = await bootDocuments({ work: ['catalogue', 'search'], settings: { ocrDpi: 200 } });
  seller = await signUp(h, 'Sid Scanner');
  admin = await signUp(h, 'Ada Admin', true);
  deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
});
afterAll(() => h?.close());

// Rendering and reading a page takes about a second on one core, more on a busy machine.
const SLOW = 480_000;

describe('a scanned PDF', () => {
  it('is read page by page, matches its source, is found by a word from page 3 and downloads with a text layer', async () => {
    const notes = await notesPdf(8, { 2: 'Chlorophyll absorbs red and blue light most strongly.' });
    const doc = await uploaded('Scanned biology notes', await scannedPdf(notes.pdf));

    const pages = await pagesOf(doc.id);
    expect(pages).toHaveLength(8);
    pages.forEach((p, i) => {
      expect(p.text_source).toBe('ocr');
      expect(p.ocr_skipped).toBeNull();
      expect(p.ocr_confidence).toBeGreaterThan(80);
      expect(wordAccuracy(notes.texts[i]!, p.text), `page ${i + 1}: ${p.text}`).toBeGreaterThanOrEqual(0.95);
    });
    expect(pages[2]!.text).toMatch(/chlorophyll/i);

    const state = await seller.client.get(`/api/documents/${doc.id}/processing`);
    expect(state.body).toMatchObject({ state: 'ready', ocr: { status: 'complete', language: 'eng', pages: 8, skippedPages: [] } });
    expect(state.body.ocr.message).toMatch(/^The text of 8 scanned pages was recognised \(mean confidence \d+%\), so it can be searched\.$/);

    await moderate(deps, h.platform.orm.em.fork(), { documentId: doc.id, action: 'approve', moderatorId: admin.id });
    const found = await eventually(
      async () => (await fetch(`${h.baseUrl}/api/search?q=chlorophyll`)).json(),
      (b: any) => b.items?.length > 0,
    );
    expect(found.items.map((i: any) => i.id)).toEqual([doc.id]);

    // The buyer's PDF: the scan with the recognised text as a layer a viewer can search.
    const file = await seller.client.get(`/api/documents/${doc.id}/file`);
    expect(file.body).toMatchObject({ fileName: 'Scanned biology notes.pdf', contentType: 'application/pdf' });
    const downloaded = new Uint8Array(await (await fetch(new URL(file.body.url, h.baseUrl))).arrayBuffer());
    const layer = await pdfTexts(downloaded);
    expect(layer).toHaveLength(8);
    expect(layer[2]).toMatch(/chlorophyll/i);
    expect(wordAccuracy(notes.texts[0]!, layer[0]!)).toBeGreaterThanOrEqual(0.95);
  }, SLOW);

  it('keeps a blank page blank and never OCRs a page that has a text layer', async () => {
    const notes = await notesPdf(3);
    const scan = await scannedPdf(notes.pdf, { blankPages: [2] });
    // Page 1 digital, pages 2 (blank) and 3 scanned.
    const { PDFDocument } = await import('pdf-lib');
    const mixed = await PDFDocument.create();
    const [digital] = await mixed.copyPages(await PDFDocument.load(notes.pdf), [0]);
    const scanned = await mixed.copyPages(await PDFDocument.load(scan), [1, 2]);
    for (const p of [digital!, ...scanned]) mixed.addPage(p);
    const doc = await uploaded('Mixed notes', await mixed.save());

    const pages = await pagesOf(doc.id);
    expect(pages.map((p) => [p.text_source, p.ocr_skipped])).toEqual([['layer', null], ['ocr', null], ['ocr', null]]);
    expect(pages[0]!.ocr_confidence).toBeNull();
    expect(pages[1]!.text).toBe('');
    expect(wordAccuracy(notes.texts[2]!, pages[2]!.text)).toBeGreaterThanOrEqual(0.95);
    const [row] = await sql(h, 'select ocr_status, ocr_page_count from documents where id = ?', [doc.id]);
    expect(row).toMatchObject({ ocr_status: 'complete', ocr_page_count: 2 });
  }, SLOW);

  it('leaves a digital PDF alone', async () => {
    const doc = await uploaded('Typed notes', await makePdf({ pages: 2, seed: 5 }));
    expect((await pagesOf(doc.id)).map((p) => p.text_source)).toEqual(['layer', 'layer']);
    expect((await seller.client.get(`/api/documents/${doc.id}/processing`)).body.ocr).toBeNull();
    const [row] = await sql(h, 'select converted_file_path from documents where id = ?', [doc.id]);
    expect(row.converted_file_path).toBeNull();
  }, SLOW);

  it('is flagged as a near copy of the digital notes it was scanned from', async () => {
    const notes = await notesPdf(4, { 0: 'Glycolysis splits one glucose molecule into two pyruvate molecules.' });
    const original = await uploaded('Digital genetics notes', notes.pdf);
    const copy = await uploaded('Scanned genetics notes', await scannedPdf(notes.pdf));
    const [row] = await sql(h, 'select duplicate_of_id, duplicate_kind, duplicate_similarity from documents where id = ?', [copy.id]);
    expect(row).toMatchObject({ duplicate_of_id: original.id, duplicate_kind: 'near' });
    expect(row.duplicate_similarity).toBeGreaterThanOrEqual(0.8);
  }, SLOW);

  it('skips a page that takes too long, and says which', async () => {
    const notes = await notesPdf(2);
    const slow: Deps = { platform: h.platform, settings: { ...deps.settings, ocrPageTimeoutMs: 1 } };
    const doc = await uploaded('Slow scan', await scannedPdf(notes.pdf), slow);
    expect((await pagesOf(doc.id)).map((p) => [p.text, p.ocr_skipped])).toEqual([['', 'timed_out'], ['', 'timed_out']]);
    const state = await seller.client.get(`/api/documents/${doc.id}/processing`);
    expect(state.body).toMatchObject({ state: 'ready', ocr: { status: 'partial', skippedPages: [1, 2] } });
    expect(state.body.ocr.message).toContain('Pages 1, 2 were skipped because reading them took too long or failed: that text cannot be searched.');
  }, SLOW);
});

describe('the language of a scan', () => {
  // Needs Tesseract's German pack besides English (tesseract-ocr-deu: .ci/run installs it).
  it('is detected from the first page when the seller chose none, and the pages are read in it', async () => {
    const notes = await notesPdf(2, {}, { german: true });
    const doc = await uploaded('Gescannte Biologie', await scannedPdf(notes.pdf));
    const pages = await pagesOf(doc.id);
    for (const [i, p] of pages.entries()) expect(wordAccuracy(notes.texts[i]!, p.text), p.text).toBeGreaterThanOrEqual(0.95);
    expect(pages[0]!.text).toMatch(/Aminosäuren|Konzentrationsgefälle/);
    expect((await seller.client.get(`/api/documents/${doc.id}/processing`)).body.ocr).toMatchObject({ status: 'complete', language: 'deu' });
  }, SLOW);

  it("is the seller's choice when they made one", async () => {
    const doc = await uploaded('English notes read as German', await scannedPdf((await notesPdf(1)).pdf), deps, 'deu');
    expect((await seller.client.get(`/api/documents/${doc.id}/processing`)).body.ocr).toMatchObject({ status: 'complete', language: 'deu' });
  }, SLOW);
});

describe('without Tesseract', () => {
  it('accepts and previews the scan, tells the seller its text cannot be searched, and reprocesses with --ocr once installed', async () => {
    const missing: Deps = { platform: h.platform, settings: { ...deps.settings, tesseractPath: '/nonexistent/tesseract' } };
    const notes = await notesPdf(2, { 1: 'Meiosis halves the number of chromosomes in gametes.' });
    const doc = await uploaded('Unreadable scan', await scannedPdf(notes.pdf), missing);

    const detail = await seller.client.get(`/api/documents/${doc.slug}`);
    expect(detail.body).toMatchObject({ pageCount: 2, processing: { state: 'ready', error: null, ocr: { status: 'unavailable', confidence: null } } });
    expect(detail.body.previewPages).toHaveLength(2);
    expect(detail.body.processing.ocr.message).toBe(
      'This document has scanned pages, and this server cannot read text from images (OCR is not installed), so its text cannot be searched. It is still accepted and previewed; an admin can reprocess it once OCR is installed.',
    );
    expect((await pagesOf(doc.id)).map((p) => [p.text, p.ocr_skipped])).toEqual([['', 'unavailable'], ['', 'unavailable']]);

    const { reprocessForOcr } = await import('./ocr/reprocess.ts');
    await expect(reprocessForOcr(missing, h.platform.orm.em.fork())).rejects.toThrow(/OCR is still unavailable on this machine: \/nonexistent\/tesseract is not installed/);
    expect(await reprocessForOcr(deps, h.platform.orm.em.fork())).toEqual([doc.id]);
    expect(await processNow(deps, doc.id)).toBe('processed');
    const pages = await pagesOf(doc.id);
    expect(pages[1]!.text).toMatch(/meiosis/i);
    expect((await seller.client.get(`/api/documents/${doc.id}/processing`)).body.ocr).toMatchObject({ status: 'complete', pages: 2 });
  }, SLOW);
});
