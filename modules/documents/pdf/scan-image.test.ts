// Which page image Tesseract is handed: a scan's own image (JPEG as stored, deflated pixels as a PNM) at the scan's
// resolution, or a render when the page is more than one full-page image or the scan is too coarse to read as it is.
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { notesPdf, scannedPdf } from '../scan-support.ts';
import { pdfPool } from './pool.ts';

const raster = (bytes: Uint8Array, dpi = 300) => pdfPool(2).run({ op: 'raster', bytes, page: 1, dpi }, { timeoutMs: 60_000 });
const magic = (file: Uint8Array) => Buffer.from(file.subarray(0, 2)).toString('latin1');

afterAll(() => pdfPool(2).close());

describe('the page image for OCR', () => {
  it('is the scan itself, at its own resolution: a JPEG untouched, deflated pixels inflated', async () => {
    const notes = (await notesPdf(1)).pdf;
    const lossless = await raster(await scannedPdf(notes, { dpi: 200 }));
    expect(lossless).toMatchObject({ source: 'scan', width: 1653, height: 2339, blank: false });
    expect(lossless.dpi).toBeCloseTo(200, 0);
    expect(magic(lossless.file)).toMatch(/^P[56]$/);
    const jpeg = await raster(await scannedPdf(notes, { dpi: 200, jpeg: true }));
    expect(jpeg).toMatchObject({ source: 'scan', width: 1653, height: 2339 });
    expect([...jpeg.file.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  }, 120_000);

  it('is a render for a digital page, a scan below 150 dpi, and a scan that does not cover the page', async () => {
    const notes = (await notesPdf(1)).pdf;
    expect(await raster(notes)).toMatchObject({ source: 'render', width: 2479, height: 3508 });
    expect(await raster(await scannedPdf(notes, { dpi: 100 }))).toMatchObject({ source: 'render', width: 2479 });
    // The scan drawn at half size in the corner: the page is more than its image.
    const scan = await PDFDocument.load(await scannedPdf(notes, { dpi: 200, jpeg: true }));
    const framed = await PDFDocument.create();
    const [embedded] = await framed.embedPdf(scan, [0]);
    framed.addPage([595, 842]).drawPage(embedded!, { x: 0, y: 0, width: 297, height: 421 });
    const render = await raster(await framed.save());
    expect(render).toMatchObject({ source: 'render' });
    expect(magic(render.file)).toBe('P5');
  }, 120_000);
});
