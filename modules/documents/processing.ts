// The processing pipeline, run by the worker when a document is uploaded (documents.uploaded) or an admin asks
// for it again: convert to PDF if needed, read every page's text, count the pages, render the previews (the first
// pages readable, later ones blurred) and the cover, fingerprint the content and flag a duplicate of an existing
// document. Every step is idempotent: files go to fixed keys (written whole, then renamed into place), rows are
// upserted, and the final state is written in one transaction, so a job that dies half-way and runs again leaves
// one set of files and one row state. A per-document advisory lock keeps two runs from overlapping.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger, Platform } from '../platform/index.ts';
import { logger, notify, outsideTransaction } from '../platform/index.ts';
import { DOCUMENTS_REALTIME, MESSAGES, STATUS_ID, UPLOAD_FORMATS, type UploadFormat } from './contract.ts';
import { ConversionError, convertToPdf } from './convert.ts';
import { one, rows, run } from './db.ts';
import { bandHashes, minhash, sha256Hex, similarity } from './fingerprint.ts';
import { type OcrSummary, readScannedPages } from './ocr/read-pages.ts';
import { PdfTaskError, pdfPool } from './pdf/pool.ts';
import { chunkCount, renderPlan } from './pdf/plan.ts';
import type { ProcessMessage } from './pdf/protocol.ts';
import type { DocumentsSettings } from './settings.ts';
import { endsWithEof } from './validate.ts';
import { DOCUMENTS_EVENTS, type DocumentProcessingFailed } from './events.ts';

export type Deps = { platform: Platform; settings: DocumentsSettings };

/** A document that cannot be processed, whatever the number of attempts (the seller is told why). */
export class ProcessingRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProcessingRejected';
  }
}

/** Another run holds this document; the job retries later. */
export class ProcessingBusy extends Error {
  constructor(documentId: string) {
    super(`Document ${documentId} is being processed by another job`);
    this.name = 'ProcessingBusy';
  }
}

export { readablePageCount } from './pdf/plan.ts';

export const previewKey = (documentId: string, page: number) => `${documentId}/page-${page}.webp`;
export const coverKey = (documentId: string) => `${documentId}/cover.webp`;
export const convertedKey = (userId: string, documentId: string) => `${userId}/${documentId}/converted.pdf`;
/** The PDF a buyer gets when OCR read some of its pages: the document with their text as an invisible layer. */
export const searchableKey = (userId: string, documentId: string) => `${userId}/${documentId}/searchable.pdf`;

function formatOf(mime: string): UploadFormat {
  const found = (Object.keys(UPLOAD_FORMATS) as UploadFormat[]).find((f) => UPLOAD_FORMATS[f].mime === mime);
  if (!found) throw new ProcessingRejected(`Unsupported stored file type ${mime}`);
  return found;
}

/**
 * Work on a document apart from the job's transaction, in the order asked, which the transaction never waits for:
 * awaiting it would hold the job's connection while asking the pool for another (issue #25's hang). `processNow`
 * waits for it once its transaction has ended.
 */
const besideTheJob = new Map<string, Promise<void>>();
function apart(documentId: string, work: () => Promise<void>): void {
  const next = outsideTransaction(() =>
    (besideTheJob.get(documentId) ?? Promise.resolve())
      .then(work)
      .catch((error) => logger('documents').warn({ err: error, documentId }, 'work beside the processing job failed')),
  );
  besideTheJob.set(documentId, next);
  void next.finally(() => besideTheJob.get(documentId) === next && besideTheJob.delete(documentId));
}

/** Writes processing progress outside the job's transaction, so the seller sees it while the job runs. */
async function progress(deps: Deps, documentId: string, fields: Parameters<typeof writeProgress>[2]) {
  apart(documentId, () => writeProgress(deps, documentId, fields));
}

async function writeProgress(deps: Deps, documentId: string, fields: { step?: string | null; progress?: number; state?: string; error?: string | null; attempt?: boolean }) {
  const sets: string[] = [];
  const params: unknown[] = [];
  if (fields.state !== undefined) {
    sets.push('processing_status = ?');
    params.push(fields.state);
  }
  if (fields.step !== undefined) {
    sets.push('processing_step = ?');
    params.push(fields.step);
  }
  if (fields.progress !== undefined) {
    sets.push('processing_progress = ?');
    params.push(Math.max(0, Math.min(100, Math.round(fields.progress))));
  }
  if (fields.error !== undefined) {
    sets.push('processing_error = ?');
    params.push(fields.error);
  }
  if (fields.attempt) sets.push('processing_attempts = processing_attempts + 1', 'processing_started_at = now()');
  if (!sets.length) return;
  params.push(documentId);
  // Its own short transaction, never waiting long for a row lock (the job's transaction may hold the row once it
  // wrote the final state): progress is best-effort, the final state is what counts.
  await deps.platform.orm.em
    .fork()
    .transactional(async (tx) => {
      await run(tx, "set local lock_timeout = '2s'");
      const [row] = await rows(
        tx,
        `update documents set ${sets.join(', ')} where id = ? and processing_status <> 'ready'
         returning user_id, processing_status, processing_step, processing_progress, processing_error`,
        params,
      );
      if (row) await announce(tx, row.user_id, documentId, row);
    })
    .catch((error) => logger('documents').warn({ err: error, documentId }, 'processing progress not recorded'));
}

/** Tells the seller's open pages (server-sent events on their user channel) how processing goes. */
async function announce(em: EntityManager, userId: string, documentId: string, r: Record<string, any>) {
  await notify(em, `user:${userId}`, DOCUMENTS_REALTIME.processing, {
    documentId,
    state: r.processing_status,
    step: r.processing_step ?? null,
    progress: Number(r.processing_progress ?? 0),
    error: r.processing_error ?? null,
  });
}

type ImageRecord = { key: string; width: number; height: number; size: number };

/**
 * Processes one document inside the caller's transaction (the job's). Answers what happened; throws for a
 * transient failure (the job retries) and for ProcessingBusy.
 */
export async function processDocument(
  deps: Deps,
  em: EntityManager,
  documentId: string,
  options: { attempt?: number; retryLimit?: number; log?: Logger } = {},
): Promise<'processed' | 'skipped' | 'failed'> {
  const log = options.log ?? logger('documents');
  const [{ locked }] = (await rows(em, 'select pg_try_advisory_xact_lock(hashtextextended(?, 7341)) as locked', [documentId])) as [{ locked: boolean }];
  if (!locked) throw new ProcessingBusy(documentId);
  // Conversion and OCR run while this transaction is open: it may sit idle up to the job's own limit, not the app's.
  await rows(em, "select set_config('idle_in_transaction_session_timeout', ?, true)", [`${deps.settings.processingTimeoutSeconds}s`]);
  const doc = await one(em, 'select * from documents where id = ?', [documentId]);
  if (!doc || doc.processing_status === 'ready' || doc.status_id === STATUS_ID.deleted) return 'skipped';

  await progress(deps, documentId, { state: 'processing', step: 'reading', progress: 0, error: null, attempt: true });
  try {
    await runPipeline(deps, em, doc, log);
    return 'processed';
  } catch (error) {
    const permanent = error instanceof ProcessingRejected || error instanceof ConversionError || (error instanceof PdfTaskError && error.broken);
    const lastAttempt = (options.attempt ?? 0) >= (options.retryLimit ?? 5);
    if (!permanent && !lastAttempt) {
      log.warn({ err: error, documentId }, 'processing failed; the job will retry');
      await progress(deps, documentId, { step: 'waiting to retry', error: null });
      throw error;
    }
    const reason = permanent ? (error as Error).message : 'Processing failed after several attempts. Our team has been told; try uploading again later.';
    if (permanent) log.info({ documentId, reason }, 'document cannot be processed');
    else log.error({ err: error, documentId }, 'processing failed after every attempt');
    await progress(deps, documentId, { state: 'failed', step: null, error: reason });
    const event: DocumentProcessingFailed = { documentId, userId: doc.user_id, reason };
    if (permanent) {
      await deps.platform.bus.publish(em, DOCUMENTS_EVENTS.processingFailed, event);
      return 'failed';
    }
    // The job's transaction rolls back with the error (pg-boss keeps the job as failed): announce it apart.
    apart(documentId, () => deps.platform.orm.em.fork().transactional(async (tx) => void (await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.processingFailed, event))));
    throw error;
  }
}

type Converted = { key: string; size: number } | null;
type PageText = { text: string; width: number; height: number };
/** What reading the PDF gave: the page count, what the previews show, each page's text and the images stored. */
type ReadPages = { pageCount: number; readable: number; rendered: number; texts: Map<number, PageText>; images: Map<string, ImageRecord> };
/** The content's fingerprints and the earlier document it copies, if any. */
type Content = { fullText: string; signature: number[] | null; sha: string; duplicate: Awaited<ReturnType<typeof findDuplicate>> };

async function runPipeline(deps: Deps, em: EntityManager, doc: Record<string, any>, log: Logger) {
  const id: string = doc.id;
  const source = await pdfToWorkFrom(deps, doc);
  const pages = await readPages(deps, id, source.pdf);
  const { ocr, converted } = await readScannedText(deps, doc, source.pdf, source.converted, pages, log);
  const content = await fingerprintContent(deps, em, doc, source.original, pages.texts);

  // 5. One transaction for the final state (the caller's): pages, bands, the document row, the event.
  const previous = await rows(em, 'select preview_key from document_pages where document_id = ? and preview_key is not null', [id]);
  await savePages(em, id, pages, ocr);
  await saveFingerprintBands(em, id, content.signature);
  const laterCopies = await flagLaterCopies(em, id, content.sha, content.signature, deps.settings.nearDuplicateThreshold);
  await markReady(deps, em, doc, { pages, converted, ocr, content });

  await removeStalePreviews(deps, id, previous, pages);
  const { pageCount, readable, rendered } = pages;
  log.info({ documentId: id, pageCount, readable, rendered, duplicate: content.duplicate?.id ?? null, laterCopies }, 'document processed');
}

/** 1. The PDF to work from: the original, or its conversion (kept, so a rerun does not convert again). */
async function pdfToWorkFrom(deps: Deps, doc: Record<string, any>): Promise<{ original: Uint8Array; pdf: Uint8Array; converted: Converted }> {
  const { storage } = deps.platform;
  const { settings } = deps;
  const format = formatOf(doc.original_file_type);
  const original = new Uint8Array(await storage.get('document-originals', doc.original_file_path));
  if (!UPLOAD_FORMATS[format].convert) return { original, pdf: original, converted: null };
  let pdf: Uint8Array;
  const key = convertedKey(doc.user_id, doc.id);
  // The key is fixed and blobs are written whole, so a blob there is a finished conversion of this original.
  if (await storage.exists('document-converted', key)) {
    pdf = new Uint8Array(await storage.get('document-converted', key));
  } else {
    await progress(deps, doc.id, { step: 'converting', progress: 5 });
    pdf = await convertToPdf(original, format, settings);
    if (!endsWithEof(pdf)) throw new ProcessingRejected(MESSAGES.pdfTruncated);
    await storage.put('document-converted', key, pdf);
  }
  return { original, pdf, converted: { key, size: pdf.byteLength } };
}

/** Why the PDF workers refused a document, in the words the seller reads. */
function refusePdf(settings: DocumentsSettings, r: { reason: string; detail: string; pageCount?: number }): never {
  if (r.reason === 'encrypted') throw new ProcessingRejected(MESSAGES.pdfEncrypted(r.detail));
  if (r.reason === 'too_many_pages') throw new ProcessingRejected(MESSAGES.tooManyPages(r.pageCount ?? 0, settings.maxPages));
  throw new ProcessingRejected(MESSAGES.pdfBroken(r.detail));
}

/**
 * 2. Page count and validity (converted files were never checked at upload), then text of every page and the
 * preview images, spread over the threads; images are stored as they arrive.
 */
async function readPages(deps: Deps, id: string, pdf: Uint8Array): Promise<ReadPages> {
  const { storage } = deps.platform;
  const { settings } = deps;
  await progress(deps, id, { step: 'reading', progress: 10 });
  const pool = pdfPool(settings.renderThreads);
  const counted = await pool.run({ op: 'inspect', bytes: pdf, maxPages: settings.maxPages, quick: true }, { timeoutMs: 60_000 });
  if (!counted?.ok) return refusePdf(settings, counted as { reason: string; detail: string });
  const pageCount = counted.pageCount;
  const plan = renderPlan(pageCount, settings.previewPages, settings.renderedPreviewPages);
  const { readable, rendered } = plan;
  const chunks = chunkCount(pageCount, settings.renderThreads, plan.renders.length);
  const texts = new Map<number, PageText>();
  const images = new Map<string, ImageRecord>();
  const total = pageCount + plan.renders.length;
  let done = 0;
  let lastReported = 0;
  let refusal: { reason: string; detail: string; pageCount?: number } | null = null;
  let writes: Promise<void> = Promise.resolve();
  const onMessage = (message: ProcessMessage) => {
    if (message.type === 'info') return;
    if (message.type === 'refused') {
      refusal = message;
      return;
    }
    if (message.type === 'page') {
      texts.set(message.page, { text: message.text, width: message.width, height: message.height });
    } else {
      const bucket = message.kind === 'cover' ? 'cover-images' : 'document-previews';
      const key = message.kind === 'cover' ? coverKey(id) : previewKey(id, message.page);
      const data = message.data;
      writes = writes.then(() => storage.put(bucket, key, data));
      images.set(message.kind === 'cover' ? 'cover' : `page-${message.page}`, { key, width: message.width, height: message.height, size: data.byteLength });
    }
    done++;
    const percent = 15 + (40 * done) / total;
    if (percent - lastReported >= 10) {
      lastReported = percent;
      writes = writes.then(() => progress(deps, id, { step: 'rendering', progress: percent }));
    }
  };
  const widths = { readable: settings.previewWidth, cover: Math.round(settings.previewWidth / 2), locked: Math.round(settings.previewWidth / 3) };
  const tasks = Array.from({ length: chunks }, (_, chunk) =>
    pool.run(
      {
        op: 'process', bytes: pdf, chunk, chunks, maxPages: settings.maxPages, previewPages: settings.previewPages,
        renderedPages: settings.renderedPreviewPages, widths, quality: 72,
      },
      { timeoutMs: Math.max(60_000, 2_000 * pageCount), onMessage },
    ),
  );
  const outcome = await Promise.allSettled(tasks);
  await writes;
  if (refusal) refusePdf(settings, refusal);
  const failure = outcome.find((o) => o.status === 'rejected');
  if (failure) {
    const error = (failure as PromiseRejectedResult).reason as Error;
    if (error instanceof PdfTaskError && (error.broken || error.timedOut)) throw new ProcessingRejected(MESSAGES.pdfBroken(error.message));
    throw error;
  }
  for (let n = 1; n <= pageCount; n++) if (!texts.has(n)) throw new Error(`page ${n} was not read`);
  if (!images.has('cover')) throw new Error('the cover was not rendered');
  return { pageCount, readable, rendered, texts, images };
}

/**
 * 3. Pages without a usable text layer (scans, photos) are read with OCR; the buyer's PDF carries what it read.
 * The pages' texts take what OCR read.
 */
async function readScannedText(
  deps: Deps,
  doc: Record<string, any>,
  pdf: Uint8Array,
  converted: Converted,
  pages: ReadPages,
  log: Logger,
): Promise<{ ocr: OcrSummary; converted: Converted }> {
  const { storage } = deps.platform;
  const { settings } = deps;
  const id: string = doc.id;
  const { texts } = pages;
  const ocr = await readScannedPages({
    pdf, texts, language: doc.ocr_language, settings, log,
    onProgress: (n, of) => progress(deps, id, { step: `Reading scanned page ${n} of ${of}`, progress: 55 + (35 * n) / of }),
  });
  for (const [n, page] of ocr.pages) texts.set(n, { ...texts.get(n)!, text: page.text });
  const layers = [...ocr.pages.entries()].filter(([, p]) => p.layer).map(([page, p]) => ({ page, pdf: p.layer! }));
  const searchable = searchableKey(doc.user_id, id);
  if (!layers.length) {
    await storage.remove('document-converted', searchable);
    return { ocr, converted };
  }
  const { data } = await pdfPool(settings.renderThreads).run({ op: 'text-layer', bytes: pdf, layers }, { timeoutMs: Math.max(60_000, 1_000 * pages.pageCount) });
  await storage.put('document-converted', searchable, data);
  return { ocr, converted: { key: searchable, size: data.byteLength } };
}

/** 4. Fingerprints and duplicates. */
async function fingerprintContent(deps: Deps, em: EntityManager, doc: Record<string, any>, original: Uint8Array, texts: ReadPages['texts']): Promise<Content> {
  const id: string = doc.id;
  await progress(deps, id, { step: 'fingerprinting', progress: 92 });
  const fullText = [...texts.entries()].sort(([a], [b]) => a - b).map(([, t]) => t.text).join('\n');
  const signature = minhash(fullText);
  const sha: string = doc.content_sha256 ?? sha256Hex(original);
  const duplicate = await findDuplicate(em, id, sha, signature, deps.settings.nearDuplicateThreshold);
  return { fullText, signature, sha, duplicate };
}

/** Every page's text, size, preview and how its text was read (pages beyond the count of a rerun go). */
async function savePages(em: EntityManager, id: string, pages: ReadPages, ocr: OcrSummary) {
  const { images, readable } = pages;
  await run(em, 'delete from document_pages where document_id = ? and page_number > ?', [id, pages.pageCount]);
  const pageRows = [...pages.texts.entries()].sort(([a], [b]) => a - b);
  for (let start = 0; start < pageRows.length; start += 200) {
    const batch = pageRows.slice(start, start + 200);
    const params: unknown[] = [];
    for (const [n, t] of batch) {
      const image = images.get(`page-${n}`);
      const read = ocr.pages.get(n);
      params.push(id, n, t.text.replaceAll('\u0000', ''), t.width, t.height, image?.key ?? null, Boolean(image) && n > readable, image?.width ?? null, image?.height ?? null);
      params.push(read ? 'ocr' : 'layer', read?.confidence ?? null, read?.skipped ?? null);
    }
    await run(
      em,
      `insert into document_pages (document_id, page_number, text, width, height, preview_key, locked, preview_width, preview_height,
         text_source, ocr_confidence, ocr_skipped)
       values ${batch.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
       on conflict (document_id, page_number) do update set text = excluded.text, width = excluded.width, height = excluded.height,
         preview_key = excluded.preview_key, locked = excluded.locked, preview_width = excluded.preview_width, preview_height = excluded.preview_height,
         text_source = excluded.text_source, ocr_confidence = excluded.ocr_confidence, ocr_skipped = excluded.ocr_skipped`,
      params,
    );
  }
}

/** The bands near-duplicate search looks documents up by. */
async function saveFingerprintBands(em: EntityManager, id: string, signature: number[] | null) {
  await run(em, 'delete from document_fingerprint_bands where document_id = ?', [id]);
  if (!signature) return;
  const bands = bandHashes(signature);
  await run(
    em,
    `insert into document_fingerprint_bands (document_id, band, hash) values ${bands.map(() => '(?, ?, ?)').join(', ')}`,
    bands.flatMap((b) => [id, b.band, b.hash]),
  );
}

/** The document row's final state; the seller's pages are told and `documents.processed` is published. */
async function markReady(
  deps: Deps,
  em: EntityManager,
  doc: Record<string, any>,
  result: { pages: ReadPages; converted: Converted; ocr: OcrSummary; content: Content },
) {
  const { pages, converted, ocr, content } = result;
  const { pageCount, readable } = pages;
  const { duplicate, signature } = content;
  const id: string = doc.id;
  const first = pages.images.get('page-1')!;
  const cover = pages.images.get('cover')!;
  await run(
    em,
    `update documents set
       page_count = ?, preview_page_count = ?,
       converted_file_path = ?, converted_file_name = ?, converted_file_size = ?, converted_file_type = ?,
       preview_file_path = ?, preview_file_name = 'page-1.webp', preview_file_size = ?, preview_file_type = 'image/webp',
       card_image_path = ?, content_sha256 = ?, text_fingerprint = ?::integer[], text_length = ?,
       duplicate_of_id = ?, duplicate_kind = ?, duplicate_similarity = ?,
       ocr_status = ?, ocr_language_used = ?, ocr_page_count = ?, ocr_confidence = ?, ocr_skipped_pages = ?::integer[],
       processing_status = 'ready', processing_step = null, processing_progress = 100, processing_error = null,
       processed_at = now(), updated_at = now()
     where id = ?`,
    [
      pageCount, readable,
      converted?.key ?? null, converted ? `${doc.original_file_name.replace(/\.[A-Za-z0-9]{1,5}$/, '')}.pdf` : null, converted?.size ?? null, converted ? 'application/pdf' : null,
      first.key, first.size,
      cover.key, content.sha, signature ? `{${signature.join(',')}}` : null, content.fullText.length,
      duplicate?.id ?? null, duplicate?.kind ?? null, duplicate?.similarity ?? null,
      ocr.status, ocr.languageUsed, ocr.pages.size, ocr.confidence, `{${ocr.skippedPages.join(',')}}`,
      id,
    ],
  );
  await announce(em, doc.user_id, id, { processing_status: 'ready', processing_step: null, processing_progress: 100, processing_error: null });
  await deps.platform.bus.publish(em, DOCUMENTS_EVENTS.processed, {
    documentId: id,
    userId: doc.user_id,
    pageCount,
    duplicateOfId: duplicate?.id ?? null,
    duplicateKind: duplicate?.kind ?? null,
  });
}

/**
 * 6. Preview files of an earlier run that this one did not write again (fewer pages rendered now, or a run that
 * died before it recorded what it wrote): whatever lies beyond the rendered pages goes.
 */
async function removeStalePreviews(deps: Deps, id: string, previous: Record<string, any>[], pages: ReadPages) {
  const { storage } = deps.platform;
  const current = new Set([...pages.images.values()].map((i) => i.key));
  for (const r of previous) if (!current.has(r.preview_key)) await storage.remove('document-previews', r.preview_key);
  for (let n = pages.rendered + 1; n <= pages.pageCount; n++) await storage.remove('document-previews', previewKey(id, n));
}

type Match = { id: string; kind: 'exact' | 'near'; similarity: number; approved: boolean };

/**
 * Documents whose content matches this one's: the same bytes (exact), or text whose estimated similarity reaches
 * the threshold (near). `earlier`: uploaded before this one (ids are UUIDv7, so they sort by upload time); else
 * uploaded after it.
 */
async function matches(
  em: EntityManager,
  documentId: string,
  sha: string,
  signature: number[] | null,
  threshold: number,
  earlier: boolean,
): Promise<Match[]> {
  const side = earlier ? '<' : '>';
  const found = new Map<string, Match>();
  for (const r of await rows(em, `select id, status_id from documents where content_sha256 = ? and id ${side} ?`, [sha, documentId])) {
    found.set(r.id, { id: r.id, kind: 'exact', similarity: 1, approved: r.status_id === STATUS_ID.approved });
  }
  if (!signature) return [...found.values()];
  const bands = bandHashes(signature);
  const candidates = await rows(
    em,
    `select d.id, d.text_fingerprint, d.status_id
     from documents d
     where d.id in (
       select document_id from document_fingerprint_bands
       where (band, hash) in (${bands.map(() => '(?, ?)').join(', ')}) and document_id ${side} ?
       group by document_id order by count(*) desc limit 50
     ) and d.text_fingerprint is not null`,
    [...bands.flatMap((b) => [b.band, b.hash]), documentId],
  );
  for (const c of candidates) {
    if (found.has(c.id)) continue;
    const s = similarity(signature, (c.text_fingerprint as (number | string)[]).map(Number));
    if (s >= threshold) found.set(c.id, { id: c.id, kind: 'near', similarity: Math.round(s * 1000) / 1000, approved: c.status_id === STATUS_ID.approved });
  }
  return [...found.values()];
}

/**
 * The earlier document this one copies (an exact copy first, then the most similar text; among equals an
 * approved one, then the oldest), or null. A copy is always the later upload: the original is never flagged.
 */
export async function findDuplicate(
  em: EntityManager,
  documentId: string,
  sha: string,
  signature: number[] | null,
  threshold: number,
): Promise<{ id: string; kind: 'exact' | 'near'; similarity: number } | null> {
  const all = await matches(em, documentId, sha, signature, threshold, true);
  all.sort((a, b) => b.similarity - a.similarity || Number(b.approved) - Number(a.approved) || (a.id < b.id ? -1 : 1));
  const best = all[0];
  return best ? { id: best.id, kind: best.kind, similarity: best.similarity } : null;
}

/** Later uploads, processed before this one, that copy it and carry no flag yet: flag them now. */
async function flagLaterCopies(em: EntityManager, documentId: string, sha: string, signature: number[] | null, threshold: number): Promise<string[]> {
  const later = await matches(em, documentId, sha, signature, threshold, false);
  const flagged: string[] = [];
  for (const m of later) {
    const n = await run(
      em,
      'update documents set duplicate_of_id = ?, duplicate_kind = ?, duplicate_similarity = ? where id = ? and duplicate_of_id is null',
      [documentId, m.kind, m.similarity, m.id],
    );
    if (n) flagged.push(m.id);
  }
  return flagged;
}

/** Runs the pipeline in a transaction of its own: what the seed and tests call, the same code the job runs. */
export async function processNow(deps: Deps, documentId: string, options: { log?: Logger } = {}) {
  try {
    return await deps.platform.orm.em.fork().transactional((em) => processDocument(deps, em, documentId, { ...options, attempt: 0, retryLimit: 0 }));
  } finally {
    await besideTheJob.get(documentId);
  }
}
