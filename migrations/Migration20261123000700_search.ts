import { Migration } from '@mikro-orm/migrations';

// The search module's store: one row per searchable thing (documents, homework questions, flashcard decks), kept
// in step by events. With the PostgreSQL engine it is also the index: a weighted tsvector for full search (title
// A; description and the subject, university, course and type names B; extracted text C), an unstemmed title
// tsvector for instant search (as-you-type prefixes must not be cut short by a stemmer), the title's words (lower
// case, no accents) to favour titles that start with the query, and a vocabulary of the indexed words with a
// trigram index that corrects misspelt query words.
export class Migration20261123000700_search extends Migration {
  override up(): void {
    // Stemmed and accent-blind for full search; accent-blind but unstemmed (and keeping stop words) for titles.
    this.addSql('create text search configuration search_stemmed (copy = english)');
    this.addSql('alter text search configuration search_stemmed alter mapping for hword, hword_part, word with unaccent, english_stem');
    this.addSql('create text search configuration search_plain (copy = simple)');
    this.addSql(
      'alter text search configuration search_plain alter mapping for asciiword, asciihword, hword_asciipart, hword, hword_part, word with unaccent, simple',
    );

    this.addSql(`create table search_entries (
      kind text not null check (kind in ('document', 'homework', 'deck')),
      source_id uuid not null,
      slug text not null check (length(slug) between 1 and 300),
      title text not null check (length(title) between 1 and 1000),
      title_words text not null default '',
      description text not null default '',
      body text not null default '',
      subject_slug text,
      subject_name text,
      university_slug text,
      university_name text,
      course_name text,
      type_slug text,
      type_name text,
      rating numeric(3, 2) check (rating between 0 and 5),
      review_count integer check (review_count >= 0),
      downloads integer check (downloads >= 0),
      points_price integer check (points_price >= 0),
      page_count integer check (page_count >= 0),
      card_count integer check (card_count >= 0),
      cover_url text,
      created_at timestamptz not null,
      indexed_at timestamptz not null default now(),
      title_tsv tsvector generated always as (to_tsvector('search_plain'::regconfig, title)) stored,
      tsv tsvector generated always as (
        setweight(to_tsvector('search_stemmed'::regconfig, title), 'A')
        || setweight(to_tsvector('search_stemmed'::regconfig, description || ' ' || coalesce(subject_name, '') || ' '
             || coalesce(university_name, '') || ' ' || coalesce(course_name, '') || ' ' || coalesce(type_name, '')), 'B')
        || setweight(to_tsvector('search_stemmed'::regconfig, body), 'C')
      ) stored,
      primary key (kind, source_id)
    )`);
    // Instant search asks each kind for its best few: one small index per kind.
    for (const kind of ['document', 'homework', 'deck']) {
      this.addSql(`create index search_entries_${kind}_title_index on search_entries using gin (title_tsv) with (fastupdate = off) where kind = '${kind}'`);
    }
    this.addSql('create index search_entries_tsv_index on search_entries using gin (tsv)');

    this.addSql(`create table search_words (
      word text collate "C" primary key check (length(word) between 1 and 100)
    )`);
    this.addSql('create index search_words_trgm_index on search_words using gin (word gin_trgm_ops)');
  }
}
