// A PDF worker thread: opens documents with pdfjs-dist and extracts text per page, draws preview pages with
// PDFium (pdfium.ts) and encodes them (encode.ts); OCR rasters are still drawn by pdfjs (raster.ts). Runs off the
// event loop so the api keeps answering while a 500-page upload is inspected. Loaded by pool.ts; runs on Node's
// own TypeScript support, so only erasable syntax here and type-only imports of project files.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { pageText } from './page-text.ts';
import { chunkOf, renderPlan } from './plan.ts';
import { encodePreview } from './encode.ts';
import { photosToPdf } from './photos.ts';
import { openForDrawing } from './pdfium.ts';
import { rasterise, storedScan } from './raster.ts';
import { addTextLayers } from './text-layer.ts';
import type { InspectResult, InspectTask, ProcessMessage, ProcessTask, RasterTask, RenderKind, Task, ThreadReply } from './protocol.ts';

// Several threads each run libvips: one libvips thread each keeps them from oversubscribing the cores.
sharp.concurrency(1);
sharp.cache(false);

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// One pdfjs worker (in this thread) for every document: setting one up per document costs ~70 ms.
const pdfWorker = new (pdfjs as any).PDFWorker({ name: 'studyhall-pdf' });

async function open(bytes: Uint8Array) {
  const task = pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl: `${path.join(pdfjsDir, 'standard_fonts')}/`,
    cMapUrl: `${path.join(pdfjsDir, 'cmaps')}/`,
    cMapPacked: true,
    wasmUrl: `${path.join(pdfjsDir, 'wasm')}/`,
    isEvalSupported: false,
    useSystemFonts: false,
    // Images beyond 64 megapixels are skipped rather than allowed to exhaust memory.
    maxImageSize: 64 * 1024 * 1024,
    verbosity: 0,
    worker: pdfWorker,
  } as any);
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw error;
  }
}

function isPasswordError(error: unknown): boolean {
  return (error as { name?: string })?.name === 'PasswordException';
}

/** Why this PDF cannot be used, or null: encryption first, then the page limit. */
async function refusal(pdf: Awaited<ReturnType<typeof open>>, maxPages: number): Promise<Exclude<InspectResult, { ok: true }> | null> {
  const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
  if (info?.EncryptFilterName) return { ok: false, reason: 'encrypted', detail: `it is encrypted (${String(info.EncryptFilterName)} security)` };
  if (pdf.numPages < 1) return { ok: false, reason: 'broken', detail: 'it has no pages' };
  if (pdf.numPages > maxPages) return { ok: false, reason: 'too_many_pages', detail: `${pdf.numPages} pages`, pageCount: pdf.numPages };
  return null;
}

async function openChecked(bytes: Uint8Array): Promise<{ pdf: Awaited<ReturnType<typeof open>> } | { refused: Exclude<InspectResult, { ok: true }> }> {
  try {
    return { pdf: await open(bytes) };
  } catch (error) {
    if (isPasswordError(error)) return { refused: { ok: false, reason: 'encrypted', detail: 'it needs a password to open' } };
    return { refused: { ok: false, reason: 'broken', detail: (error as Error).message || 'it could not be parsed' } };
  }
}

async function inspect(task: InspectTask): Promise<InspectResult> {
  const opened = await openChecked(task.bytes);
  if ('refused' in opened) return opened.refused;
  const { pdf } = opened;
  try {
    const refused = await refusal(pdf, task.maxPages);
    if (refused) return refused;
    if (task.quick) return { ok: true, pageCount: pdf.numPages };
    // Every page object must resolve: a damaged page tree fails here. (Content streams are read by the pipeline,
    // which reports a damaged page to the seller.)
    for (let n = 1; n <= pdf.numPages; n++) (await pdf.getPage(n)).cleanup();
    return { ok: true, pageCount: pdf.numPages };
  } catch (error) {
    return { ok: false, reason: 'broken', detail: (error as Error).message || 'a page could not be read' };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

async function processPages(task: ProcessTask, send: (message: ProcessMessage) => void) {
  // PDFium takes its copy first: pdfjs detaches the bytes it is given. A PDF PDFium cannot open is refused by
  // pdfjs below, or fails at its first render.
  const drawing = await openForDrawing(task.bytes).catch((error: Error) => error);
  const opened = await openChecked(task.bytes);
  if ('refused' in opened) {
    if (!(drawing instanceof Error)) drawing.close();
    const { reason, detail } = opened.refused;
    return send({ type: 'refused', reason, detail });
  }
  const { pdf } = opened;
  try {
    const refused = await refusal(pdf, task.maxPages);
    if (refused) return send({ type: 'refused', reason: refused.reason, detail: refused.detail, pageCount: refused.pageCount });
    send({ type: 'info', pageCount: pdf.numPages });
    const plan = renderPlan(pdf.numPages, task.previewPages, task.renderedPages);
    const share = chunkOf(pdf.numPages, plan, task.chunk, task.chunks);
    const renders = new Map<number, RenderKind[]>();
    for (const r of share.render) renders.set(r.page, [...(renders.get(r.page) ?? []), r.kind]);
    const pages = [...new Set([...share.pages, ...renders.keys()])].sort((a, b) => a - b);
    for (const n of pages) {
      const page = await pdf.getPage(n);
      // pdfjs's view of the page (crop box, /Rotate) sets the size; PDFium draws into it.
      const base = page.getViewport({ scale: 1 });
      if (share.pages.includes(n)) {
        const text = pageText((await page.getTextContent()).items);
        send({ type: 'page', page: n, text, width: base.width, height: base.height });
      }
      page.cleanup();
      const kinds = renders.get(n) ?? [];
      if (kinds.length) {
        if (drawing instanceof Error) throw drawing;
        // One render at the largest width asked for this page; smaller images are scaled down from it.
        const widest = Math.max(...kinds.map((k) => task.widths[k]));
        const scale = Math.min(widest / base.width, 4000 / base.height);
        const width = Math.max(1, Math.round(base.width * scale));
        const height = Math.max(1, Math.round(base.height * scale));
        const pixels = drawing.render(n, width, height);
        for (const kind of kinds) {
          const image = await encodePreview(pixels, width, height, kind, Math.min(task.widths[kind], width), task.quality);
          send({ type: 'image', page: n, kind, ...image });
        }
      }
    }
  } finally {
    if (!(drawing instanceof Error)) drawing.close();
    await pdf.loadingTask.destroy();
  }
}

/** The last document parsed with pdf-lib, by the caller's key: a scan's pages come one task at a time. */
let lastParsed: { key: string; doc: Promise<PDFDocument> } | null = null;

function parsed(task: RasterTask): Promise<PDFDocument> {
  if (task.key && lastParsed?.key === task.key) return lastParsed.doc;
  const doc = PDFDocument.load(task.bytes, { updateMetadata: false });
  lastParsed = task.key ? { key: task.key, doc } : null;
  return doc;
}

/** The page's own scan image, or null: pdf-lib is stricter than pdfjs, so a PDF it cannot parse is rendered. */
async function scanOf(task: RasterTask) {
  try {
    return storedScan(await parsed(task), task);
  } catch {
    return null;
  }
}

async function rendered(task: RasterTask) {
  const pdf = await open(task.bytes);
  try {
    return await rasterise(pdf, task);
  } finally {
    await pdf.loadingTask.destroy();
  }
}

parentPort!.on('message', async ({ id, task }: { id: number; task: Task }) => {
  const post = (reply: ThreadReply) => parentPort!.postMessage(reply);
  try {
    if (task.op === 'inspect') {
      post({ id, type: 'done', result: await inspect(task) });
    } else if (task.op === 'photos') {
      post({ id, type: 'done', result: await photosToPdf(task) });
    } else if (task.op === 'text-layer') {
      post({ id, type: 'done', result: await addTextLayers(task) });
    } else if (task.op === 'raster') {
      const result = (!task.render && (await scanOf(task))) || (await rendered(task));
      // The page image is handed over, not copied (it owns its buffer: raster.ts).
      parentPort!.postMessage({ id, type: 'done', result } satisfies ThreadReply, [result.file.buffer as ArrayBuffer]);
    } else {
      await processPages(task, (message) => post({ id, type: 'message', message }));
      post({ id, type: 'done' });
    }
  } catch (error) {
    const name = (error as Error)?.name ?? '';
    post({
      id,
      type: 'error',
      message: (error as Error)?.message || String(error),
      broken: /InvalidPDF|FormatError|MissingPDF|PasswordException|UnknownErrorException/.test(name),
    });
  }
});
