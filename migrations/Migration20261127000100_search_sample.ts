import { Migration } from '@mikro-orm/migrations';

// Full search read every match of a broad word (a quarter of the catalogue) to count it and its facets: ~14,000
// heap blocks. Now:
// - the match index also holds the facet columns (btree_gin), so a filtered query's bitmap holds only the rows that
//   pass its filters;
// - a partial index over a fixed sixteenth of the entries (by a hash of the id) lets a broad query be counted and
//   faceted from that sample, times 16, reported as an estimate;
// - one btree per sort lets a broad query's page be read in its order, the first matches only.
export class Migration20261127000100_search_sample extends Migration {
  override up(): void {
    this.addSql('create extension if not exists btree_gin');
    this.addSql('create index search_entries_match_index on search_entries using gin (kind, subject_slug, university_slug, type_slug, tsv)');
    this.addSql('drop index search_entries_tsv_index');
    this.addSql('create index search_entries_sample_index on search_entries using gin (tsv) where (uuid_hash(source_id) & 15) = 0');
    this.addSql('create index search_entries_newest_index on search_entries (kind, created_at desc, source_id)');
    this.addSql('create index search_entries_rating_index on search_entries (kind, rating desc nulls last, downloads desc nulls last, created_at desc, source_id)');
    this.addSql('create index search_entries_downloads_index on search_entries (kind, downloads desc nulls last, rating desc nulls last, created_at desc, source_id)');
  }

  override down(): void {
    this.addSql('drop index search_entries_downloads_index');
    this.addSql('drop index search_entries_rating_index');
    this.addSql('drop index search_entries_newest_index');
    this.addSql('drop index search_entries_sample_index');
    this.addSql('create index search_entries_tsv_index on search_entries using gin (tsv)');
    this.addSql('drop index search_entries_match_index');
  }
}
