import { Migration } from '@mikro-orm/migrations';

// The integrity module: the fingerprint index of everything a plagiarism check compares against, and the checks
// users ran (plagiarism and AI detection), kept as their history.
// - integrity_sources: one row per indexed text (an approved marketplace document, a public homework question, a
//   public deck, a version of a user's paper), with a small integer `no` so the fingerprint rows stay narrow.
//   `owner_id` and `paper_id` exclude a user's own papers (a paper keeps only its latest `version`);
//   `function_words` is what the source added to the corpus profile, so replacing or dropping it takes exactly
//   that back out.
// - integrity_source_pages: only text a guest may read (a document's preview pages, a public question or deck);
//   a report quotes from here and nowhere else. A paper has none.
// - integrity_fingerprints: winnowed k-gram hashes with where they start (page, word position), looked up by hash.
// - integrity_corpus_words: function-word counts over the marketplace documents (the local detector's reference).
// - integrity_checks: a user's check, its text (theirs) and the AI action that ran it.
export class Migration20261123002500_integrity extends Migration {
  override up(): void {
    this.addSql(`create table integrity_sources (
      no integer generated always as identity primary key,
      id uuid not null unique,
      kind text not null check (kind in ('document', 'question', 'deck', 'paper')),
      owner_id uuid,
      paper_id uuid,
      version integer,
      title text not null default '',
      slug text,
      fingerprints integer not null default 0,
      function_words jsonb not null default '{}',
      indexed_at timestamptz not null default now()
    )`);
    this.addSql('create index integrity_sources_paper on integrity_sources (paper_id) where paper_id is not null');
    this.addSql(`create table integrity_source_pages (
      source_no integer not null references integrity_sources (no) on delete cascade,
      page integer not null,
      text text not null,
      primary key (source_no, page)
    )`);
    this.addSql(`create table integrity_fingerprints (
      hash integer not null,
      source_no integer not null references integrity_sources (no) on delete cascade,
      page integer not null,
      pos integer not null
    )`);
    this.addSql('create index integrity_fingerprints_hash on integrity_fingerprints (hash) include (source_no, page, pos)');
    this.addSql('create index integrity_fingerprints_source on integrity_fingerprints (source_no)');
    this.addSql(`create table integrity_corpus_words (
      word text primary key,
      count bigint not null default 0 check (count >= 0)
    )`);
    this.addSql(`create table integrity_checks (
      id uuid primary key,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('plagiarism', 'ai-detection')),
      title text not null,
      text text not null,
      words integer not null check (words >= 0),
      paper_id uuid,
      action_id uuid unique,
      created_at timestamptz not null default now()
    )`);
    this.addSql('create index integrity_checks_user_kind on integrity_checks (user_id, kind, created_at desc)');
  }

  override down(): void {
    this.addSql('drop table if exists integrity_checks');
    this.addSql('drop table if exists integrity_corpus_words');
    this.addSql('drop table if exists integrity_fingerprints');
    this.addSql('drop table if exists integrity_source_pages');
    this.addSql('drop table if exists integrity_sources');
  }
}
