import { Migration } from '@mikro-orm/migrations';

// Full search matched the weighted tsvector in search_texts, a wide row (description, body, preview), then joined
// every match to search_entries for its facets and sort keys: a broad word read ~18,000 heap blocks of one table
// and all of the other. The vector now lives on the entry itself, so a match is one row with everything the count,
// the facets and the order need, and no join.
export class Migration20261123004000_search_match_vector extends Migration {
  override up(): void {
    this.addSql(`alter table search_entries add column tsv tsvector not null default ''::tsvector`);
    this.addSql('update search_entries e set tsv = t.tsv from search_texts t where t.kind = e.kind and t.source_id = e.source_id');
    this.addSql('create index search_entries_tsv_index on search_entries using gin (tsv)');
    this.addSql('drop index search_texts_tsv_index');
    this.addSql('alter table search_texts drop column tsv');
  }

  override down(): void {
    this.addSql('alter table search_texts add column tsv tsvector');
    this.addSql('update search_texts t set tsv = e.tsv from search_entries e where t.kind = e.kind and t.source_id = e.source_id');
    this.addSql(`update search_texts set tsv = ''::tsvector where tsv is null`);
    this.addSql('alter table search_texts alter column tsv set not null');
    this.addSql('create index search_texts_tsv_index on search_texts using gin (tsv)');
    this.addSql('drop index search_entries_tsv_index');
    this.addSql('alter table search_entries drop column tsv');
  }
}
