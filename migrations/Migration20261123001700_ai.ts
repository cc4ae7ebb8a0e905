import { Migration } from '@mikro-orm/migrations';

// The AI platform's tables. Passages: a source's page text cut into passages of a few sentences, with the page they
// come from and a stemmed tsvector in the search module's configuration (search_stemmed), so retrieval ranks them
// in PostgreSQL. Actions: every AI action a user asked for, its cost, its provider and what it produced; the
// admin's usage log and the place a reloaded page reads a finished (or half-streamed) answer from.
export class Migration20261123001700_ai extends Migration {
  override up(): void {
    this.addSql(`create table ai_passages (
      source_id uuid not null,
      ordinal integer not null check (ordinal >= 0),
      page_number integer not null check (page_number >= 1),
      text text not null check (length(text) between 1 and 4000),
      tsv tsvector generated always as (to_tsvector('search_stemmed'::regconfig, text)) stored,
      primary key (source_id, ordinal)
    )`);
    this.addSql('create index ai_passages_tsv on ai_passages using gin (tsv)');
    this.addSql(`create table ai_sources (
      source_id uuid primary key,
      page_count integer not null check (page_count >= 0),
      passage_count integer not null check (passage_count >= 0),
      indexed_at timestamptz not null default now()
    )`);

    this.addSql(`create table ai_actions (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      tool text not null check (tool ~ '^[a-z][a-z0-9-]{1,40}$'),
      request_key text not null check (length(request_key) between 1 and 200),
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      points integer not null check (points >= 0),
      refunded boolean not null default false,
      input jsonb not null default '{}',
      provider text,
      model text,
      text text not null default '',
      citations jsonb not null default '[]',
      result jsonb,
      prompt_tokens integer,
      completion_tokens integer,
      passages_used integer,
      error_code text,
      error_message text,
      attempts integer not null default 0,
      duration_ms integer,
      created_at timestamptz not null default now(),
      started_at timestamptz,
      finished_at timestamptz,
      unique (user_id, request_key)
    )`);
    this.addSql('create index ai_actions_user_tool_created on ai_actions (user_id, tool, created_at desc)');
    this.addSql('create index ai_actions_created on ai_actions (created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists ai_actions');
    this.addSql('drop table if exists ai_sources');
    this.addSql('drop table if exists ai_passages');
  }
}
