import { Migration } from '@mikro-orm/migrations';

// Papers and their versions (spec 001 §3). `version` on the paper is the number of its latest version, so a save
// can say which version it was based on and a stale one is refused (two tabs never overwrite each other silently).
// A version is the full content at one save; (paper_id, version_number) is unique, so two concurrent saves of one
// base can never both become "Version N". The admin audit log learns the paper actions of the admin Papers page.
export class Migration20261123002400_papers extends Migration {
  override up(): void {
    this.addSql(`create table papers (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      title text not null check (length(title) between 1 and 200),
      content text not null default '' check (length(content) <= 2000000),
      paper_type jsonb not null,
      word_count integer not null default 0 check (word_count >= 0),
      level text not null default 'undergraduate',
      citation_style text not null default 'APA_7',
      format jsonb not null,
      sources jsonb not null,
      instructions text not null default '' check (length(instructions) <= 5000),
      status text not null default 'draft' check (status = 'draft'),
      version integer not null default 0 check (version >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index papers_user_updated on papers (user_id, updated_at desc, id desc)');
    this.addSql('create index papers_updated on papers (updated_at desc, id desc)');
    this.addSql(`create table paper_versions (
      id uuid primary key,
      paper_id uuid not null references papers (id) on delete cascade,
      version_number integer not null check (version_number >= 1),
      content text not null,
      word_count integer not null check (word_count >= 0),
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (paper_id, version_number)
    )`);
    this.addSql('alter table admin_audit_log drop constraint admin_audit_log_action_check');
    this.addSql(`alter table admin_audit_log add constraint admin_audit_log_action_check check (action in (
      'user.suspended', 'user.reinstated', 'user.role-changed', 'user.sessions-ended', 'user.points-granted',
      'paper.reassigned', 'paper.deleted'))`);
    this.addSql('alter table admin_audit_log drop constraint admin_audit_log_target_type_check');
    this.addSql(`alter table admin_audit_log add constraint admin_audit_log_target_type_check check (target_type in ('user', 'paper'))`);
  }

  override down(): void {
    this.addSql('drop table if exists paper_versions');
    this.addSql('drop table if exists papers');
  }
}
