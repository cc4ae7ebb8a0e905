// The OCR step of the pipeline: every page whose text layer is no use is rendered for OCR in a PDF thread and
// read by Tesseract, page by page, as many at once as the worker has render threads (each Tesseract on one core).
// The language is the seller's, else detected from the first page (languages.ts). A page that takes too long is
// skipped and named; without Tesseract nothing fails: the pages stay without text
// and the document says OCR was unavailable, so an admin can reprocess it once Tesseract is installed.
import { randomUUID } from 'node:crypto';
import type { Logger } from '../../platform/index.ts';
import { PdfTaskError, pdfPool } from '../pdf/pool.ts';
import type { DocumentsSettings } from '../settings.ts';
import { chooseLanguage, detectLanguage } from './languages.ts';
import { needsOcr } from './page-text.ts';
import { OcrTimeout, OcrUnavailable, ocrEngine, recognise } from './tesseract.ts';

export type Skip = 'timed_out' | 'failed' | 'unavailable';
export type OcrPage = { text: string; confidence: number | null; skipped: Skip | null; layer: Uint8Array | null };
export type OcrSummary = {
  /** null: no page needed OCR. */
  status: 'complete' | 'partial' | 'unavailable' | null;
  languageUsed: string | null;
  pages: Map<number, OcrPage>;
  /** Mean of the read pages' mean word confidences (0-100). */
  confidence: number | null;
  skippedPages: number[];
};

export async function readScannedPages(input: {
  pdf: Uint8Array;
  texts: Map<number, { text: string }>;
  language: string | null;
  settings: DocumentsSettings;
  log: Logger;
  onProgress: (done: number, total: number) => Promise<void> | void;
}): Promise<OcrSummary> {
  const { settings } = input;
  const wanted = [...input.texts.entries()].filter(([, t]) => needsOcr(t.text)).map(([n]) => n).sort((a, b) => a - b);
  const pages = new Map<number, OcrPage>();
  const summary = (status: OcrSummary['status'], languageUsed: string | null): OcrSummary => {
    const read = [...pages.values()].filter((p) => p.confidence !== null);
    const confidence = read.length ? Math.round((read.reduce((s, p) => s + p.confidence!, 0) / read.length) * 10) / 10 : null;
    const skippedPages = [...pages.entries()].filter(([, p]) => p.skipped).map(([n]) => n);
    return { status, languageUsed, pages, confidence, skippedPages };
  };
  if (!wanted.length) return summary(null, null);

  const engine = await ocrEngine(settings.tesseractPath);
  const unavailable = () => {
    for (const n of wanted) if (!pages.get(n)?.text) pages.set(n, { text: '', confidence: null, skipped: 'unavailable', layer: null });
  };
  if (!engine.available) {
    input.log.warn({ reason: engine.reason, pages: wanted.length }, 'scanned pages left unread: OCR is unavailable');
    unavailable();
    return summary('unavailable', null);
  }
  const chosen = input.language && engine.languages.includes(input.language) ? input.language : null;
  let language = chosen ?? chooseLanguage(null, engine.languages, settings.ocrDefaultLanguage);
  const pool = pdfPool(settings.renderThreads);
  const queue = [...wanted];
  const key = randomUUID();
  let done = 0;
  let lost = false;
  const readOne = async (n: number): Promise<OcrPage> => {
    try {
      const image = await pool.run({ op: 'raster', bytes: input.pdf, key, page: n, dpi: settings.ocrDpi }, { timeoutMs: settings.ocrPageTimeoutMs });
      if (image.blank) return { text: '', confidence: null, skipped: null, layer: null };
      const out = await recognise(image, { tesseractPath: settings.tesseractPath, language, timeoutMs: settings.ocrPageTimeoutMs, layer: true });
      return { ...out, skipped: null };
    } catch (error) {
      if (error instanceof OcrUnavailable) lost = true;
      const skipped: Skip = error instanceof OcrUnavailable ? 'unavailable' : error instanceof OcrTimeout || (error instanceof PdfTaskError && error.timedOut) ? 'timed_out' : 'failed';
      input.log.warn({ err: error, page: n, skipped }, 'a scanned page was skipped');
      return { text: '', confidence: null, skipped, layer: null };
    }
  };
  if (!chosen && engine.languages.length > 1) {
    // Not chosen: the first scanned page, read in the default language, tells which installed language the notes
    // are in; when that is another one, the page is read again in it and so are the rest.
    const first = queue.shift()!;
    let page = await readOne(first);
    const detected = detectLanguage(page.text, engine.languages);
    if (detected && detected !== language && !lost) {
      language = detected;
      page = await readOne(first);
    }
    pages.set(first, page);
    await input.onProgress(++done, wanted.length);
  }
  const lanes = Array.from({ length: Math.min(settings.renderThreads, queue.length) }, async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      pages.set(n, await readOne(n));
      await input.onProgress(++done, wanted.length);
    }
  });
  await Promise.all(lanes);
  if (lost) {
    unavailable();
    return summary('unavailable', null);
  }
  const result = summary('complete', language);
  if (result.skippedPages.length) result.status = 'partial';
  return result;
}
