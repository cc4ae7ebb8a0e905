import { Migration } from '@mikro-orm/migrations';

// Snippets may quote only what a guest may read: a document's readable preview pages, never its locked ones. The
// extracted text (`body`) still decides what matches; `preview` is what full search quotes. Questions and decks are
// public whole, so their preview is their body. Documents get theirs when they are next indexed
// (`studyhall search reindex`); until then their snippets quote the description only.
export class Migration20261123001100_search_preview extends Migration {
  override up(): void {
    this.addSql(`alter table search_texts add column preview text not null default ''`);
    this.addSql(`update search_texts set preview = body where kind <> 'document'`);
  }
}
