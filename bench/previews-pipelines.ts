// The preview pipeline in this process, stage by stage, with the PDF threads' own libraries and settings: `new` is
// today's (pdfjs text, PDFium drawing, encode.ts: lossless or lossy WebP chosen per page), `lossy` the same drawing
// with the encoder before that choice (every page lossy WebP, effort 2), `old` the pipeline before issue #29 (pdfjs
// text, pdfjs drawing through @napi-rs/canvas, WebP at effort 2), the last two kept here only as the bench's baselines. Also run alone, in a child
// process, to measure one job's peak memory: `tsx bench/previews-pipelines.ts old|new file.pdf`.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { encodePreview } from '../modules/documents/pdf/encode.ts';
import { pageText } from '../modules/documents/pdf/page-text.ts';
import { openForDrawing } from '../modules/documents/pdf/pdfium.ts';
import { chunkOf, renderPlan } from '../modules/documents/pdf/plan.ts';
import type { RenderKind } from '../modules/documents/pdf/protocol.ts';

export type Pipeline = 'old' | 'lossy' | 'new';
export type Settings = { previewPages: number; renderedPages: number; widths: Record<RenderKind, number>; quality: number };
export type Stages = { open: number; text: number; draw: number; pixels: number; encode: number };

/** The product's settings (800 px readable, 10 pages drawn), as processing.ts hands them to the threads. */
export const PRODUCT: Settings = { previewPages: 3, renderedPages: 10, widths: { readable: 800, cover: 400, locked: 267 }, quality: 72 };

sharp.concurrency(1);
sharp.cache(false);
const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The encoder before the per-page choice (and before issue #29), exactly as the thread had it. */
async function oldEncode(pixels: Uint8Array, width: number, height: number, kind: RenderKind, target: number, quality: number) {
  let image = sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha();
  if (width !== target) image = image.resize({ width: target });
  if (kind === 'locked') image = image.blur(Math.max(2, target / 80));
  const data = await image.webp({ quality: kind === 'locked' ? 40 : quality, effort: kind === 'readable' ? 2 : 0 }).toBuffer();
  return { data: new Uint8Array(data) };
}

/** Every page's text and the plan's images, one thread's work; adds each stage's milliseconds to `spent`. */
export async function runPipeline(pipeline: Pipeline, bytes: Uint8Array, settings: Settings, spent?: Stages): Promise<{ images: number; bytes: number }> {
  const clock = async <T>(stage: keyof Stages, work: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      if (spent) spent[stage] += performance.now() - started;
    }
  };
  const drawing = pipeline !== 'old' ? await clock('open', () => openForDrawing(bytes)) : null;
  const pdf = await clock('open', () =>
    pdfjs.getDocument({
      data: bytes.slice(),
      standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
      cMapUrl: `${path.join(pdfjsDir, 'cmaps')}/`,
      cMapPacked: true,
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
    } as any).promise,
  );
  const plan = renderPlan(pdf.numPages, settings.previewPages, settings.renderedPages);
  const share = chunkOf(pdf.numPages, plan, 0, 1);
  const encode = pipeline === 'new' ? encodePreview : oldEncode;
  const factory = (pdf as any).canvasFactory;
  let images = 0;
  let total = 0;
  try {
    for (const n of share.pages) {
      const page = await clock('text', () => pdf.getPage(n));
      await clock('text', async () => pageText((await page.getTextContent()).items));
      const kinds = share.render.filter((r) => r.page === n).map((r) => r.kind);
      if (kinds.length) {
        const base = page.getViewport({ scale: 1 });
        const scale = Math.min(Math.max(...kinds.map((k) => settings.widths[k])) / base.width, 4000 / base.height);
        const width = Math.max(1, Math.round(base.width * scale));
        const height = Math.max(1, Math.round(base.height * scale));
        let pixels: Uint8Array;
        if (drawing) {
          pixels = await clock('draw', () => drawing.render(n, width, height));
        } else {
          const entry = factory.create(width, height);
          await clock('draw', () => page.render({ canvas: entry.canvas, viewport: page.getViewport({ scale }) } as any).promise);
          // Skia rasterises lazily: much of the drawing is paid here.
          pixels = await clock('pixels', () => entry.canvas.data());
          factory.destroy(entry);
        }
        for (const kind of kinds) {
          const image = await clock('encode', () => encode(pixels, width, height, kind, Math.min(settings.widths[kind], width), settings.quality));
          images++;
          total += image.data.length;
        }
      }
      page.cleanup();
    }
  } finally {
    drawing?.close();
    await pdf.loadingTask.destroy();
  }
  return { images, bytes: total };
}

// Child-process mode: one job, then the peak resident memory of the whole process, in MB, on stdout.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const [pipeline, file] = process.argv.slice(2) as [Pipeline, string];
  const bytes = new Uint8Array(await readFile(file));
  await runPipeline(pipeline, bytes, PRODUCT);
  process.stdout.write(`${JSON.stringify({ peakMb: process.resourceUsage().maxRSS / 1024 })}\n`);
}
