import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000100_platform extends Migration {
  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    this.addSql('create extension if not exists unaccent');
    this.addSql('create extension if not exists pgcrypto');
    this.addSql(`create table mail_outbox (
      id uuid primary key,
      to_address text not null,
      subject text not null,
      text text not null,
      html text,
      kind text not null default 'general',
      status text not null default 'queued' check (status in ('queued', 'stored', 'sent', 'failed')),
      attempts integer not null default 0 check (attempts >= 0),
      error text,
      provider_message_id text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`);
    this.addSql('create index mail_outbox_kind_index on mail_outbox (kind)');
    this.addSql('create index mail_outbox_to_created_index on mail_outbox (to_address, created_at desc)');
    // One row per event a queue has handled: what makes a duplicate delivery a no-op.
    this.addSql(`create table handled_events (
      queue text not null,
      event_id uuid not null,
      handled_at timestamptz not null default now(),
      primary key (queue, event_id)
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists handled_events');
    this.addSql('drop table if exists mail_outbox');
  }
}
