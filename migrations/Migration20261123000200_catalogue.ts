import { Migration } from '@mikro-orm/migrations';

// Names sort the way people read them ("Åland Islands" after "Afghanistan"), not by byte: ICU root collation.
const NATURAL = 'collate "und-x-icu"';

export class Migration20261123000200_catalogue extends Migration {
  override up(): void {
    this.addSql(`create table subjects (
      id uuid primary key,
      name text not null ${NATURAL},
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      icon_name text not null default 'book-open',
      color text not null default '#6366f1' check (color ~ '^#[0-9a-fA-F]{6}$'),
      acronym text,
      description text,
      category text not null default 'academic',
      document_count integer not null default 0 check (document_count >= 0),
      download_count integer not null default 0 check (download_count >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index subjects_document_count_index on subjects (document_count desc, name)');
    this.addSql('create index subjects_name_trgm on subjects using gin (name gin_trgm_ops)');

    this.addSql(`create table universities (
      id uuid primary key,
      name text not null ${NATURAL},
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      logo_url text,
      city text,
      country_code char(2),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index universities_name_index on universities (name)');
    this.addSql('create index universities_name_trgm on universities using gin (name gin_trgm_ops)');

    this.addSql(`create table courses (
      id uuid primary key,
      university_id uuid not null references universities (id) on delete cascade,
      name text not null ${NATURAL},
      slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      level text not null default 'undergraduate'
        check (level in ('foundation', 'undergraduate', 'postgraduate', 'doctoral')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (university_id, slug)
    )`);
    this.addSql('create index courses_university_name_index on courses (university_id, name)');

    this.addSql(`create table textbooks (
      id uuid primary key,
      title text not null ${NATURAL},
      author text not null,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      edition text,
      isbn text,
      subject_id uuid references subjects (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
    this.addSql('create index textbooks_title_index on textbooks (title)');
    this.addSql('create index textbooks_subject_index on textbooks (subject_id)');

    this.addSql(`create table document_types (
      id uuid primary key,
      name text not null unique ${NATURAL},
      slug text not null unique,
      description text not null,
      learning_resource_type text not null
    )`);

    this.addSql(`create table countries (
      id uuid primary key,
      name text not null ${NATURAL},
      code char(2) not null unique check (code ~ '^[A-Z]{2}$')
    )`);
    this.addSql('create index countries_name_index on countries (name)');
  }

  override down(): void {
    for (const table of ['countries', 'document_types', 'textbooks', 'courses', 'universities', 'subjects']) {
      this.addSql(`drop table if exists ${table}`);
    }
  }
}
