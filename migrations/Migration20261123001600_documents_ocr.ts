import { Migration } from '@mikro-orm/migrations';

// Scanned and photographed notes (issue #17). A page's text comes from its text layer or from OCR; an OCR'd page
// keeps Tesseract's mean word confidence, and a page OCR gave up on (too slow, failed) says why. The document keeps
// the seller's language choice, the language OCR used, and one OCR verdict the seller's processing view states:
// null when no page needed OCR, 'complete', 'partial' (some pages skipped) or 'unavailable' (no Tesseract here:
// accepted and previewed, not searchable until an admin reprocesses it with `studyhall documents reprocess --ocr`).
export class Migration20261123001600_documents_ocr extends Migration {
  override up(): void {
    this.addSql(`alter table document_pages
      add column text_source text not null default 'layer' check (text_source in ('layer', 'ocr')),
      add column ocr_confidence real check (ocr_confidence between 0 and 100),
      add column ocr_skipped text check (ocr_skipped in ('timed_out', 'failed', 'unavailable'))`);
    this.addSql(`alter table documents
      add column ocr_language text check (ocr_language ~ '^[a-z]{3}(_[a-z]{2,8})?$'),
      add column ocr_status text check (ocr_status in ('complete', 'partial', 'unavailable')),
      add column ocr_language_used text,
      add column ocr_page_count integer not null default 0 check (ocr_page_count >= 0),
      add column ocr_confidence real check (ocr_confidence between 0 and 100),
      add column ocr_skipped_pages integer[] not null default '{}'`);
    // What `reprocess --ocr` looks for.
    this.addSql(`create index documents_ocr_unavailable on documents (id) where ocr_status = 'unavailable'`);
  }
}
