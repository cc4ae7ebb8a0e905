import { Migration } from '@mikro-orm/migrations';

// Issue #15: scholarship applications and legal notices (notice-and-takedown requests and complaints), each an
// admin queue with a state. The decisions themselves are in admin_audit_log.
export class Migration20261123003000_content_forms extends Migration {
  override up(): void {
    this.addSql(`create table scholarship_applications (
      id uuid primary key,
      name text not null check (length(name) between 1 and 100),
      email text not null check (length(email) between 3 and 254),
      university text not null check (length(university) between 1 and 200),
      course text not null check (length(course) between 1 and 200),
      essay text not null check (length(essay) <= 10000),
      user_id uuid references users (id) on delete set null,
      status text not null default 'new' check (status in ('new', 'shortlisted', 'awarded', 'declined')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index scholarship_applications_queue on scholarship_applications (status, created_at desc)');

    this.addSql(`create table legal_notices (
      id uuid primary key,
      kind text not null check (kind in ('takedown', 'complaint')),
      name text not null check (length(name) between 1 and 100),
      email text not null check (length(email) between 3 and 254),
      concerns text not null check (length(concerns) between 1 and 500),
      claim text not null check (length(claim) <= 5000),
      good_faith boolean not null default false,
      document_id uuid,
      user_id uuid references users (id) on delete set null,
      status text not null default 'received' check (status in ('received', 'reviewing', 'actioned', 'rejected')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (kind <> 'takedown' or good_faith)
    )`);
    this.addSql('create index legal_notices_queue on legal_notices (status, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table legal_notices');
    this.addSql('drop table scholarship_applications');
  }
}
