import { Migration } from '@mikro-orm/migrations';

// Papers whose owner (or an admin) deleted them: the plagiarism index dropped their fingerprints and must never
// take them back from a version-saved event delivered after the deletion.
export class Migration20261123003900_integrity_deleted_papers extends Migration {
  override up(): void {
    this.addSql('create table integrity_deleted_papers (paper_id uuid primary key, deleted_at timestamptz not null default now())');
  }

  override down(): void {
    this.addSql('drop table integrity_deleted_papers');
  }
}
