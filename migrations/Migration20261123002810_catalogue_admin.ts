import { Migration } from '@mikro-orm/migrations';

// The admin catalogue: entries can be deactivated (hidden from public lists and pickers, their pages kept) and
// merged into another entry of their kind (the duplicate stays as a redirect from its slug to the survivor's).
export class Migration20261123002810_catalogue_admin extends Migration {
  override up(): void {
    for (const table of ['subjects', 'universities', 'courses', 'textbooks']) {
      this.addSql(`alter table ${table} add column active boolean not null default true,
        add column merged_into_id uuid references ${table} (id) on delete set null,
        add constraint ${table}_not_merged_into_itself check (merged_into_id is null or merged_into_id <> id),
        add constraint ${table}_merged_is_inactive check (merged_into_id is null or not active)`);
    }
  }

  override down(): void {
    for (const table of ['subjects', 'universities', 'courses', 'textbooks']) {
      this.addSql(`alter table ${table} drop column merged_into_id, drop column active`);
    }
  }
}
