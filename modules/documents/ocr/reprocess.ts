// `studyhall documents reprocess --ocr`: once Tesseract is installed, documents whose scanned pages could not be
// read go through the pipeline again (the worker picks them up). Refused while this machine still has no OCR, so
// an admin is not left waiting for runs that would read nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from '../db.ts';
import { requestReprocess } from '../moderation.ts';
import type { Deps } from '../processing.ts';
import { forgetOcrEngines, ocrEngine } from './tesseract.ts';

export async function assertOcrInstalled(deps: Deps): Promise<void> {
  forgetOcrEngines();
  const engine = await ocrEngine(deps.settings.tesseractPath);
  if (!engine.available) {
    throw new Error(`OCR is still unavailable on this machine: ${engine.reason}. Install tesseract-ocr and its language packs (or set TESSERACT_PATH), then run this again.`);
  }
}

/** Queues every document whose OCR was unavailable (or just `documentIds`); answers the ids queued. */
export async function reprocessForOcr(deps: Deps, em: EntityManager, documentIds?: string[]): Promise<string[]> {
  await assertOcrInstalled(deps);
  const ids =
    documentIds ??
    (await rows(em, `select id from documents where ocr_status = 'unavailable' and status_id <> 3 and processing_status <> 'processing' order by id`)).map(
      (r) => r.id as string,
    );
  for (const id of ids) await requestReprocess(deps, em, id);
  return ids;
}
