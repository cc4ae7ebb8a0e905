// Messages between the PDF pool (main thread) and its worker threads. Types only: the thread runs on Node's
// own TypeScript support, so this file must stay erasable (no enums, no runtime code).

/** `quick`: only open and count (the pipeline); otherwise every page object is resolved too (uploads). */
export type InspectTask = { op: 'inspect'; bytes: Uint8Array; maxPages: number; quick?: boolean };

/** What a PDF is, or why it cannot be used. */
export type InspectResult =
  | { ok: true; pageCount: number }
  | { ok: false; reason: 'encrypted' | 'broken' | 'too_many_pages'; detail: string; pageCount?: number };

export type RenderKind = 'readable' | 'locked' | 'cover';

/**
 * Read and render one share (chunk) of a document. The thread opens the PDF, checks it (encryption, page limit),
 * reports the page count, and works out the plan itself (plan.ts), so a document is opened once per thread.
 */
export type ProcessTask = {
  op: 'process';
  bytes: Uint8Array;
  chunk: number;
  chunks: number;
  maxPages: number;
  previewPages: number;
  renderedPages: number;
  widths: Record<RenderKind, number>;
  quality: number;
};

/**
 * One page for OCR (raster.ts): its own scan image if it is one, else rendered greyscale at `dpi`. `key` names the
 * document, so a thread parses it once for all its pages; `render` skips the scan image (test images).
 */
export type RasterTask = { op: 'raster'; bytes: Uint8Array; key?: string; page: number; dpi: number; render?: boolean };
/**
 * `file`: an image file Tesseract reads (a PGM when rendered; the scan's JPEG, PGM or PPM), `width` x `height`
 * pixels; `dpi`: its resolution; `blank`: no ink worth reading; `source`: the scan's own image, or a render.
 */
export type RasterResult = { ok: true; source: 'scan' | 'render'; file: Uint8Array; width: number; height: number; dpi: number; blank: boolean };

/** Draw OCR text-only pages (Tesseract's) over these pages of the document: the buyer's searchable PDF. */
export type TextLayerTask = { op: 'text-layer'; bytes: Uint8Array; layers: { page: number; pdf: Uint8Array }[] };
export type TextLayerResult = { ok: true; data: Uint8Array };

/**
 * Photos (in order) to one PDF, a page each (photos.ts); `heic` photos are decoded with libheif; `tesseractPath`:
 * the Tesseract whose orientation detection turns sideways photos, or null when there is none with the OSD pack.
 */
export type PhotosTask = { op: 'photos'; photos: { bytes: Uint8Array; heic: boolean }[]; maxSide: number; tesseractPath: string | null };
export type PhotosResult = { ok: true; data: Uint8Array; pages: number } | { ok: false; index: number; detail: string };

export type PageInfo = { type: 'page'; page: number; text: string; width: number; height: number };
export type PageImage = { type: 'image'; page: number; kind: RenderKind; data: Uint8Array; width: number; height: number };
export type DocumentInfo = { type: 'info'; pageCount: number };
/** The PDF cannot be used: why, in words for the seller. */
export type Refusal = { type: 'refused'; reason: 'encrypted' | 'broken' | 'too_many_pages'; detail: string; pageCount?: number };
export type ProcessMessage = DocumentInfo | Refusal | PageInfo | PageImage;

export type Task = InspectTask | ProcessTask | RasterTask | TextLayerTask | PhotosTask;

export type ThreadReply =
  | { id: number; type: 'message'; message: ProcessMessage }
  | { id: number; type: 'done'; result?: InspectResult | RasterResult | TextLayerResult | PhotosResult }
  | { id: number; type: 'error'; message: string; broken: boolean };
