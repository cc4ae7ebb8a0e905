import { Migration } from '@mikro-orm/migrations';

// The homework module: questions asked of the AI Homework Helper (spec 001 §3 Homework question: id, question,
// formatted_question, slug, created_at, user_id, subject, is_public) and the answer the AI platform produced for
// each, copied here when its action finishes, so a public page reads one row and never the AI usage log.
// A question is private until its asker publishes it (or asked for it to be published once answered); only an
// answered question can be public (check). `document_ids`: the marketplace documents the answer drew on, cited
// ones first, shown as related documents.
export class Migration20261123001800_homework extends Migration {
  override up(): void {
    this.addSql(`create table homework_questions (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      question text not null check (length(question) between 10 and 1000),
      formatted_question jsonb not null default '[]',
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
      subject_id uuid references subjects (id) on delete set null,
      is_public boolean not null default false,
      publish_when_answered boolean not null default false,
      status text not null default 'answering' check (status in ('answering', 'answered', 'failed')),
      action_id uuid unique,
      points integer not null default 0 check (points >= 0),
      answer text not null default '',
      citations jsonb not null default '[]',
      document_ids uuid[] not null default '{}',
      provider text,
      model text,
      error_message text,
      created_at timestamptz not null default now(),
      answered_at timestamptz,
      published_at timestamptz,
      tsv tsvector generated always as (to_tsvector('search_stemmed'::regconfig, question)) stored,
      check (not is_public or status = 'answered')
    )`);
    this.addSql('create index homework_questions_user_created on homework_questions (user_id, created_at desc)');
    this.addSql('create index homework_questions_public_published on homework_questions (published_at desc) where is_public');
    this.addSql('create index homework_questions_tsv on homework_questions using gin (tsv) where is_public');
  }

  override down(): void {
    this.addSql('drop table if exists homework_questions');
  }
}
