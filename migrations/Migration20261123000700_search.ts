import { Migration } from '@mikro-orm/migrations';

// The search module's store: one entry per searchable thing (documents, homework questions, flashcard decks), kept
// in step by events. With the PostgreSQL engine it is also the index: an unstemmed title tsvector for instant search
// (as-you-type prefixes must not be cut short by a stemmer) and the title's words (lower case, no accents) to favour
// titles that start with the query, on narrow rows; a weighted tsvector for full search (title A; description and
// the subject, university, course and type names B; extracted text C) beside the long texts; and a vocabulary of
// the indexed words with a trigram index that corrects misspelt query words.
export class Migration20261123000700_search extends Migration {
  override up(): void {
    // Stemmed and accent-blind for full search; accent-blind but unstemmed (and keeping stop words) for titles.
    this.addSql('create text search configuration search_stemmed (copy = english)');
    this.addSql('alter text search configuration search_stemmed alter mapping for hword, hword_part, word with unaccent, english_stem');
    this.addSql('create text search configuration search_plain (copy = simple)');
    this.addSql(
      'alter text search configuration search_plain alter mapping for asciiword, asciihword, hword_asciipart, hword, hword_part, word with unaccent, simple',
    );

    // What a hit shows and instant search matches: narrow rows, so the titles of every kind stay in memory.
    this.addSql(`create table search_entries (
      kind text not null check (kind in ('document', 'homework', 'deck')),
      source_id uuid not null,
      slug text not null check (length(slug) between 1 and 300),
      title text not null check (length(title) between 1 and 1000),
      title_words text not null default '',
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
      primary key (kind, source_id)
    )`);
    // Instant search asks each kind for its best few: one small title index per kind for selective queries, and
    // the most downloaded (then newest) first, with what ranking needs read from the index alone, for broad ones.
    for (const kind of ['document', 'homework', 'deck']) {
      this.addSql(`create index search_entries_${kind}_title_index on search_entries using gin (title_tsv) with (fastupdate = off) where kind = '${kind}'`);
    }
    this.addSql(`create index search_entries_popular_index on search_entries (kind, downloads desc nulls last, created_at desc, source_id)
      include (title_tsv, title_words)`);
    // How common each word is in each kind's titles (ANALYZE keeps them): instant search plans its lookup from them.
    for (const kind of ['document', 'homework', 'deck']) {
      this.addSql(`create statistics search_entries_${kind}_titles on ((case when kind = '${kind}' then title_tsv end)) from search_entries`);
    }

    // What full search matches: the long texts and the weighted tsvector (written with the entry, from its title,
    // description, names and text).
    this.addSql(`create table search_texts (
      kind text not null,
      source_id uuid not null,
      description text not null default '',
      body text not null default '',
      tsv tsvector not null,
      primary key (kind, source_id),
      foreign key (kind, source_id) references search_entries (kind, source_id) on delete cascade
    )`);
    this.addSql('create index search_texts_tsv_index on search_texts using gin (tsv)');

    this.addSql(`create table search_words (
      word text collate "C" primary key check (length(word) between 1 and 100)
    )`);
    this.addSql('create index search_words_trgm_index on search_words using gin (word gin_trgm_ops)');
  }
}
