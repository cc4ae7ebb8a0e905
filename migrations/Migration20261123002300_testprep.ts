import { Migration } from '@mikro-orm/migrations';

// Test Prep: a user's study plans (name, exam date, subject), the resources each is built from (a document the user
// owns or bought, a private upload, pasted notes, later a flashcard deck), the notes themselves (indexed as AI text
// sources under their id), the practice tests generated from a plan (one AI action each), their questions (copied
// from the action's result when it ends), and attempts with their answers, saved as they are given.
export class Migration20261123002300_testprep extends Migration {
  override up(): void {
    this.addSql(`create table testprep_plans (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      name text not null check (length(name) between 1 and 120),
      exam_date date,
      subject_id uuid references subjects (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index testprep_plans_user on testprep_plans (user_id, updated_at desc)');
    this.addSql(`create table testprep_notes (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      title text not null check (length(title) between 1 and 120),
      text text not null check (length(text) between 1 and 100000),
      created_at timestamptz not null default now()
    )`);
    this.addSql(`create table testprep_resources (
      plan_id uuid not null references testprep_plans (id) on delete cascade,
      kind text not null check (kind in ('document', 'upload', 'notes', 'deck')),
      resource_id uuid not null,
      added_at timestamptz not null default now(),
      primary key (plan_id, kind, resource_id)
    )`);
    this.addSql(`create table testprep_tests (
      id uuid primary key,
      plan_id uuid not null references testprep_plans (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      title text not null check (length(title) between 1 and 120),
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 120),
      subject_id uuid references subjects (id) on delete set null,
      question_count integer not null check (question_count between 1 and 50),
      kinds text[] not null,
      difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
      status text not null default 'generating' check (status in ('generating', 'ready', 'failed')),
      action_id uuid unique,
      points integer not null default 0 check (points >= 0),
      provider text,
      model text,
      error_message text,
      is_public boolean not null default false,
      publish_when_ready boolean not null default false,
      published_at timestamptz,
      created_at timestamptz not null default now(),
      check (not is_public or status = 'ready')
    )`);
    this.addSql('create index testprep_tests_plan on testprep_tests (plan_id, created_at desc)');
    this.addSql('create index testprep_tests_public on testprep_tests (published_at desc) where is_public');
    this.addSql(`create table testprep_questions (
      id uuid primary key,
      test_id uuid not null references testprep_tests (id) on delete cascade,
      ordinal integer not null,
      kind text not null check (kind in ('multiple_choice', 'true_false', 'short_answer')),
      prompt text not null,
      options jsonb not null default '[]',
      answer text not null,
      accepted jsonb not null default '[]',
      explanation text not null,
      source_kind text not null,
      source_id uuid not null,
      page integer not null,
      unique (test_id, ordinal)
    )`);
    this.addSql(`create table testprep_attempts (
      id uuid primary key,
      test_id uuid not null references testprep_tests (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      mode text not null default 'one' check (mode in ('one', 'all')),
      time_limit_minutes integer check (time_limit_minutes between 1 and 300),
      started_at timestamptz not null default now(),
      submitted_at timestamptz,
      score integer,
      total integer
    )`);
    this.addSql('create index testprep_attempts_test_user on testprep_attempts (test_id, user_id, started_at desc)');
    // One open attempt per user and test: opening the test again (a reload, a second tab) finds it.
    this.addSql('create unique index testprep_attempts_open on testprep_attempts (test_id, user_id) where submitted_at is null');
    this.addSql(`create table testprep_answers (
      attempt_id uuid not null references testprep_attempts (id) on delete cascade,
      question_id uuid not null references testprep_questions (id) on delete cascade,
      answer text not null check (length(answer) <= 500),
      correct boolean,
      updated_at timestamptz not null default now(),
      primary key (attempt_id, question_id)
    )`);
  }

  override down(): void {
    for (const t of ['testprep_answers', 'testprep_attempts', 'testprep_questions', 'testprep_tests', 'testprep_resources', 'testprep_notes', 'testprep_plans']) {
      this.addSql(`drop table if exists ${t}`);
    }
  }
}
