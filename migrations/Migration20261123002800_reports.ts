import { Migration } from '@mikro-orm/migrations';

// Reports (users flag a document, homework question, flashcard deck or review) and their admin queue; and the admin
// audit log opened to every admin area, not only users: any `area.verb` action on any target type.
export class Migration20261123002800_reports extends Migration {
  override up(): void {
    this.addSql('alter table admin_audit_log drop constraint admin_audit_log_action_check');
    this.addSql(`alter table admin_audit_log add constraint admin_audit_log_action_check
      check (action ~ '^[a-z]+(-[a-z]+)*\\.[a-z]+(-[a-z]+)*$')`);
    this.addSql('alter table admin_audit_log drop constraint admin_audit_log_target_type_check');
    this.addSql(`alter table admin_audit_log add constraint admin_audit_log_target_type_check
      check (target_type ~ '^[a-z]+(-[a-z]+)*$')`);

    this.addSql(`create table reports (
      id uuid primary key,
      reporter_id uuid not null references users (id) on delete cascade,
      target_type text not null check (target_type in ('document', 'question', 'deck', 'review')),
      target_id uuid not null,
      reason text not null check (reason in ('copyright', 'spam', 'inappropriate', 'wrong-information', 'harassment', 'other')),
      details text not null default '' check (length(details) <= 2000),
      status text not null default 'open' check (status in ('open', 'dismissed', 'taken-down', 'warned')),
      resolved_by uuid references users (id) on delete set null,
      resolution_note text check (resolution_note is null or length(resolution_note) between 1 and 1000),
      resolved_at timestamptz,
      created_at timestamptz not null default now(),
      check ((status = 'open') = (resolved_at is null))
    )`);
    // One open report per user and item: a second click while the first waits is a 409, not a second row.
    this.addSql(`create unique index reports_one_open_per_user on reports (reporter_id, target_type, target_id) where status = 'open'`);
    this.addSql('create index reports_queue_index on reports (status, created_at desc)');
    this.addSql('create index reports_target_index on reports (target_type, target_id)');
  }

  override down(): void {
    this.addSql('drop table reports');
  }
}
