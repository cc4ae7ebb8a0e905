// Photos of notes through the real upload API and pipeline: several photos become one PDF document in the order
// sent, each photo a page; EXIF-rotated JPEGs, HEIC photos, photos turned with no EXIF tag and leaning ones come out
// upright and level, and are read with OCR.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPhotoText } from './ocr/read-photo.ts';
import { skewDegrees } from './pdf/deskew.ts';
import { pdfPool } from './pdf/pool.ts';
import { PHOTO_MAX_PIXELS } from './photos.ts';
import { type Deps, processNow } from './processing.ts';
import { notesPdf, pagePhoto, wordAccuracy } from './scan-support.ts';
import { blobs, bootDocuments, type Client, type DocumentsHarness, makePdf, type Refs, refs, signUp, sql } from './harness.testing.ts';

let h: DocumentsHarness;
let seller: { client: Client; id: string };
let r: Refs;
let deps: Deps;

/** POST /api/documents with several files in the `file` field, in this order. */
async function uploadPhotos(files: { bytes: Uint8Array; name: string; type: string }[], title: string) {
  const form = new FormData();
  const fields = { title, description: 'Photos of my handwritten notes.', documentTypeId: r.typeId, subjectId: r.subjectId, pointsPrice: '15' };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const f of files) form.append('file', new Blob([f.bytes as BlobPart], { type: f.type }), f.name);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  return seller.client.request('POST', '/api/documents', undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
}

const pagesOf = (id: string) =>
  sql(h, 'select page_number, text, text_source, width, height from document_pages where document_id = ? order by page_number', [id]);

/** Uploads these photos as one document, processes it, and checks every page came out standing (portrait). */
async function uprightPages(files: { bytes: Uint8Array; name: string; type: string }[], title: string) {
  const res = await uploadPhotos(files, title);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id: string = res.body.document.id;
  expect(await processNow(deps, id)).toBe('processed');
  const pages = await pagesOf(id);
  for (const p of pages) expect(p.height).toBeGreaterThan(p.width);
  return { id, pages };
}

beforeAll(async () => {
  h = await bootDocuments();
  seller = await signUp(h, 'Pia Photographer');
  r = await refs(h, 4);
  deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
});
afterAll(() => h?.close());

const SLOW = 240_000;

describe('photo uploads', () => {
  it("turns three photos (JPEG, PNG, WebP) into one three-page document in the seller's order", async () => {
    const notes = await notesPdf(3, { 0: 'Alpha page about glucose.', 1: 'Beta page about proteins.', 2: 'Gamma page about lipids.' });
    const sent = [
      { bytes: await pagePhoto(notes.pdf, 3, { format: 'webp' }), name: 'IMG_0003.webp', type: 'image/webp' },
      { bytes: await pagePhoto(notes.pdf, 1, { format: 'jpeg' }), name: 'IMG_0001.jpg', type: 'image/jpeg' },
      { bytes: await pagePhoto(notes.pdf, 2, { format: 'png' }), name: 'IMG_0002.png', type: 'image/png' },
    ];
    const res = await uploadPhotos(sent, 'Photographed chemistry notes');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const doc = res.body.document;
    expect(doc).toMatchObject({ originalFileName: 'Photographed chemistry notes.pdf', originalFileType: 'application/pdf' });
    expect(await blobs(h, 'document-originals')).toContain(`${seller.id}/${doc.id}/Photographed_chemistry_notes.pdf`);

    expect(await processNow(deps, doc.id)).toBe('processed');
    const pages = await pagesOf(doc.id);
    expect(pages.map((p) => p.text_source)).toEqual(['ocr', 'ocr', 'ocr']);
    expect(pages.map((p) => p.text.match(/(Alpha|Beta|Gamma) page/)?.[1])).toEqual(['Gamma', 'Alpha', 'Beta']);
    [2, 0, 1].forEach((source, i) => {
      expect(wordAccuracy(notes.texts[source]!, pages[i]!.text), pages[i]!.text).toBeGreaterThanOrEqual(0.95);
    });
  }, SLOW);

  it('turns a HEIC photo and a JPEG stored sideways (EXIF orientation 6) upright', async () => {
    // notes-page.heic: page 1 of notesPdf(1, { 0: HEIC_LINE }) photographed at 100 dpi, encoded with libheif's heif-enc.
    const HEIC_LINE = 'Photosynthesis turns light energy into chemical energy in chloroplasts.';
    const heicSource = await notesPdf(1, { 0: HEIC_LINE });
    const heic = new Uint8Array(await readFile(new URL('./fixtures/notes-page.heic', import.meta.url)));
    const notes = await notesPdf(1, { 0: 'Sideways page about respiration.' });
    const sideways = await pagePhoto(notes.pdf, 1, { format: 'jpeg', sideways: true });
    const { pages } = await uprightPages(
      [
        { bytes: heic, name: 'IMG_1001.HEIC', type: 'image/heic' },
        { bytes: sideways, name: 'IMG_1002.jpg', type: 'image/jpeg' },
      ],
      'Phone photos of biology notes',
    );
    expect(wordAccuracy(heicSource.texts[0]!, pages[0]!.text), pages[0]!.text).toBeGreaterThanOrEqual(0.9);
    expect(wordAccuracy(notes.texts[0]!, pages[1]!.text), pages[1]!.text).toBeGreaterThanOrEqual(0.95);
  }, SLOW);

  it('stands a photo turned a quarter (no EXIF) upright and levels one leaning 5 degrees, and reads both', async () => {
    const notes = await notesPdf(2, { 0: 'Quarter turned page about nitrogen.', 1: 'Leaning page about phosphorus.' });
    const { id, pages } = await uprightPages(
      [
        { bytes: await pagePhoto(notes.pdf, 1, { format: 'jpeg', turned: 90, dpi: 200 }), name: 'IMG_2001.jpg', type: 'image/jpeg' },
        { bytes: await pagePhoto(notes.pdf, 2, { format: 'jpeg', leaning: 5, dpi: 200 }), name: 'IMG_2002.jpg', type: 'image/jpeg' },
      ],
      'Crooked photos of chemistry notes',
    );
    expect(wordAccuracy(notes.texts[0]!, pages[0]!.text), pages[0]!.text).toBeGreaterThanOrEqual(0.95);
    expect(wordAccuracy(notes.texts[1]!, pages[1]!.text), pages[1]!.text).toBeGreaterThanOrEqual(0.95);
    // The stored page itself is level, not only its text readable (Tesseract copes with a few degrees).
    const file = await seller.client.get(`/api/documents/${id}/file`);
    const pdf = new Uint8Array(await (await fetch(new URL(file.body.url, h.baseUrl))).arrayBuffer());
    const page = await pdfPool(2).run({ op: 'raster', bytes: pdf, page: 2, dpi: 100, render: true }, { timeoutMs: 60_000 });
    expect(Math.abs(skewDegrees(page.file.subarray(page.file.length - page.width * page.height), page.width, page.height))).toBeLessThan(0.5);
  }, SLOW);

  it('refuses photos mixed with a document, and an unreadable photo, storing nothing', async () => {
    const before = await blobs(h, 'document-originals');
    const photo = { bytes: await pagePhoto((await notesPdf(1)).pdf, 1, { format: 'jpeg', dpi: 50 }), name: 'a.jpg', type: 'image/jpeg' };
    const mixed = await uploadPhotos([photo, { bytes: await makePdf(), name: 'b.pdf', type: 'application/pdf' }], 'Mixed upload');
    expect(mixed.status).toBe(400);
    expect(mixed.body.error).toMatchObject({ code: 'mixed_upload', message: 'Upload one document, or photos only: a document cannot be combined with other files.' });
    // A JPEG cut short after its header: recognised as a JPEG, but no image can be decoded from it.
    const broken = { bytes: photo.bytes.slice(0, 400), name: 'broken.jpg', type: 'image/jpeg' };
    const unreadable = await uploadPhotos([photo, broken], 'Broken photo');
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.error).toMatchObject({ code: 'photo_unreadable', message: 'Photo 2 (broken.jpg) could not be read as an image.' });
    expect(await blobs(h, 'document-originals')).toEqual(before);
  }, SLOW);
});

describe('the pixel limit', () => {
  /** notes-page.heic whose header (both `ispe` boxes) claims 40000 x 30000 pixels: decoded, 4.8 GB of RGBA. */
  async function giantHeic() {
    const bytes = Buffer.from(await readFile(new URL('./fixtures/notes-page.heic', import.meta.url)));
    let boxes = 0;
    for (let at = bytes.indexOf('ispe'); at >= 0; at = bytes.indexOf('ispe', at + 4), boxes++) {
      bytes.writeUInt32BE(40_000, at + 8);
      bytes.writeUInt32BE(30_000, at + 12);
    }
    expect(boxes).toBe(2);
    return new Uint8Array(bytes);
  }
  const tooLarge = `This photo is 40000 by 30000 pixels, more than the ${PHOTO_MAX_PIXELS / 1_000_000} megapixels a photo may have. Take it at a lower resolution, or scale it down.`;

  it('refuses a HEIC photo whose header is over the limit before decoding it, storing nothing', async () => {
    const before = await blobs(h, 'document-originals');
    const res = await uploadPhotos([{ bytes: await giantHeic(), name: 'IMG_9999.HEIC', type: 'image/heic' }], 'Giant photo');
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'photo_too_large', message: `Photo 1 (IMG_9999.HEIC): ${tooLarge}` });
    expect(await blobs(h, 'document-originals')).toEqual(before);
  });

  it('refuses it as a question photo too (Homework Helper), before decoding', async () => {
    const refused = await readPhotoText(h.module.settings(h.platform.config), await giantHeic()).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 422, code: 'photo_too_large', message: tooLarge });
  });
});
