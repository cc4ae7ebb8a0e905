import { Migration } from '@mikro-orm/migrations';

// Platform settings an admin may change at run time (seller share, withdrawal minimum). A row exists only once a
// setting was changed; without one the configured default applies. `id` names the row in the admin audit log.
export class Migration20261123002820_settings extends Migration {
  override up(): void {
    this.addSql(`create table platform_settings (
      key text primary key check (key ~ '^[a-z]+\\.[a-zA-Z]+$'),
      id uuid not null unique,
      value jsonb not null,
      updated_by uuid references users (id) on delete set null,
      updated_at timestamptz not null default now()
    )`);
  }

  override down(): void {
    this.addSql('drop table platform_settings');
  }
}
