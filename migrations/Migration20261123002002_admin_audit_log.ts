import { Migration } from '@mikro-orm/migrations';

// Every change an admin makes to a user (from the admin pages or the CLI), written in the same transaction as the
// change. Append-only: the rows are the record of who did what and why, so nothing may rewrite them.
export class Migration20261123002002_admin_audit_log extends Migration {
  override up(): void {
    this.addSql(`create table admin_audit_log (
      id uuid primary key,
      admin_id uuid references users (id) on delete set null,
      action text not null check (action in ('user.suspended', 'user.reinstated', 'user.role-changed', 'user.sessions-ended', 'user.points-granted')),
      target_type text not null check (target_type in ('user')),
      target_id uuid not null,
      reason text check (reason is null or length(reason) between 1 and 1000),
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index admin_audit_log_target_index on admin_audit_log (target_type, target_id, created_at desc)');
    this.addSql('create index admin_audit_log_created_index on admin_audit_log (created_at desc)');
    this.addSql(`create function admin_audit_log_append_only() returns trigger language plpgsql as $$
      begin raise exception 'admin_audit_log is append-only'; end $$`);
    this.addSql(`create trigger admin_audit_log_no_rewrite before update or delete on admin_audit_log
      for each row execute function admin_audit_log_append_only()`);
  }

  override down(): void {
    this.addSql('drop table admin_audit_log');
    this.addSql('drop function admin_audit_log_append_only');
  }
}
