import { Migration } from '@mikro-orm/migrations';

// Full search counts a broad query in a sample of the entries (Migration20261127000100: a sixteenth). At a million
// entries a broad word's sixteenth is ~15,000 rows, each a heap read: the sample shrinks as the catalogue grows, to
// a 64th and a 256th, each a subset of the one before (same hash), each with its own partial index.
export class Migration20261128000300_search_smaller_samples extends Migration {
  override up(): void {
    this.addSql('create index search_entries_sample64_index on search_entries using gin (tsv) where (uuid_hash(source_id) & 63) = 0');
    this.addSql('create index search_entries_sample256_index on search_entries using gin (tsv) where (uuid_hash(source_id) & 255) = 0');
  }

  override down(): void {
    this.addSql('drop index search_entries_sample256_index');
    this.addSql('drop index search_entries_sample64_index');
  }
}
