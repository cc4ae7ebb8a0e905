// The documents module's settings: limits, preview sizes, the converter and OCR, from the configuration (its
// DOCUMENTS_* variables and TESSERACT_PATH, parsed and bounded in config/index.ts with every other variable),
// overridable per module instance (tests).
import { accessSync, constants } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config/index.ts';

export type DocumentsConfig = Pick<Config, 'NODE_ENV' | 'TESSERACT_PATH' | 'DOCUMENTS_CONVERTER_UNSANDBOXED' | Extract<keyof Config, `DOCUMENTS_${string}`>>;

export type DocumentsSettings = {
  /** Largest accepted upload, in bytes (50 MB by default). */
  maxUploadBytes: number;
  /** Most pages a document may have. */
  maxPages: number;
  /** How many leading pages are readable in the preview at most (fewer for very short documents). */
  previewPages: number;
  /** How many preview images are rendered at most (readable first, then blurred ones). */
  renderedPreviewPages: number;
  /** Width in pixels of a readable preview page; the cover is half as wide, blurred pages a third. */
  previewWidth: number;
  /** Threads that parse and render PDFs (off the event loop). */
  renderThreads: number;
  /** LibreOffice's `soffice`, or null when it is not installed (conversion then answers "unavailable"). */
  sofficePath: string | null;
  conversionTimeoutMs: number;
  /** Address space each LibreOffice process may map (a document converts in about 200 MB resident). */
  conversionMemoryBytes: number;
  /** How long a processing job may run before pg-boss considers it lost and retries it. */
  processingTimeoutSeconds: number;
  /** Estimated Jaccard similarity of the texts from which a document counts as a near-duplicate. */
  nearDuplicateThreshold: number;
  /** How many documents the demo seed makes (the browser tests ask for fewer). */
  demoCount: number;
  /** Tesseract's binary (`TESSERACT_PATH`, else `tesseract` on the PATH); whether it runs is asked when OCR is needed. */
  tesseractPath: string;
  /** Resolution scanned pages are rendered at for OCR. */
  ocrDpi: number;
  /** A page OCR has not read in this time is skipped (and the seller told). */
  ocrPageTimeoutMs: number;
  /** Tesseract language used when the seller chose none, or chose one this server has no pack for. */
  ocrDefaultLanguage: string;
  /** Most photos one upload may hold. */
  maxPhotos: number;
  /** Convert without bubblewrap where it cannot run (development only; sandbox.ts says what is then exposed). */
  converterUnsandboxed: boolean;
};

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `soffice` or `libreoffice` on the PATH (or in the usual install places), else null. */
export function findSoffice(env: NodeJS.ProcessEnv = process.env): string | null {
  const dirs = (env.PATH ?? '').split(path.delimiter).filter(Boolean);
  dirs.push('/usr/lib/libreoffice/program', '/opt/libreoffice/program', '/Applications/LibreOffice.app/Contents/MacOS');
  for (const dir of dirs) {
    for (const name of ['soffice', 'libreoffice']) {
      const candidate = path.join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return null;
}

export function resolveSettings(e: DocumentsConfig, overrides: Partial<DocumentsSettings> = {}): DocumentsSettings {
  const soffice = e.DOCUMENTS_SOFFICE_PATH ?? findSoffice();
  return {
    maxUploadBytes: e.DOCUMENTS_MAX_UPLOAD_MB * 1024 * 1024,
    maxPages: e.DOCUMENTS_MAX_PAGES,
    previewPages: e.DOCUMENTS_PREVIEW_PAGES,
    renderedPreviewPages: Math.max(e.DOCUMENTS_PREVIEW_RENDERED_PAGES, e.DOCUMENTS_PREVIEW_PAGES),
    previewWidth: e.DOCUMENTS_PREVIEW_WIDTH,
    renderThreads: e.DOCUMENTS_RENDER_THREADS ?? Math.max(1, Math.min(os.availableParallelism(), 4)),
    sofficePath: soffice && executable(soffice) ? soffice : null,
    conversionTimeoutMs: e.DOCUMENTS_CONVERSION_TIMEOUT_SECONDS * 1000,
    conversionMemoryBytes: e.DOCUMENTS_CONVERSION_MEMORY_MB * 1024 * 1024,
    processingTimeoutSeconds: e.DOCUMENTS_PROCESSING_TIMEOUT_SECONDS,
    nearDuplicateThreshold: 0.8,
    demoCount: e.DOCUMENTS_DEMO_COUNT,
    tesseractPath: e.TESSERACT_PATH || 'tesseract',
    ocrDpi: e.DOCUMENTS_OCR_DPI,
    ocrPageTimeoutMs: e.DOCUMENTS_OCR_PAGE_TIMEOUT_SECONDS * 1000,
    ocrDefaultLanguage: e.DOCUMENTS_OCR_LANGUAGE,
    maxPhotos: e.DOCUMENTS_MAX_PHOTOS,
    // config/index.ts refuses `allow` in production at start; never honoured there even if it were read late.
    converterUnsandboxed: e.DOCUMENTS_CONVERTER_UNSANDBOXED === 'allow' && e.NODE_ENV !== 'production',
    ...overrides,
  };
}
