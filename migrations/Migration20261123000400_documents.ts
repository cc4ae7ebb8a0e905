import { Migration } from '@mikro-orm/migrations';

// The documents module: documents and their five statuses, per-page text and previews, text fingerprints for
// duplicate detection, reviews, bookmarks, views and downloads. Invariants that the database can hold live
// here: one review / bookmark / download record per user and document, non-negative counters, ratings 1-5,
// an approved document always processed and dated.
export class Migration20261123000400_documents extends Migration {
  override up(): void {
    this.addSql(`create table document_statuses (
      id smallint primary key,
      name text not null unique,
      display_name text not null,
      color text not null,
      icon text not null
    )`);
    this.addSql(`insert into document_statuses (id, name, display_name, color, icon) values
      (1, 'approved', 'Approved', '#15803d', 'circle-check'),
      (2, 'pending', 'Pending review', '#b45309', 'clock'),
      (3, 'deleted', 'Deleted', '#4b5563', 'trash-2'),
      (4, 'rejected', 'Rejected', '#b91c1c', 'circle-x'),
      (5, 'soft-reject', 'Needs changes', '#c2410c', 'triangle-alert')`);

    this.addSql(`create table documents (
      id uuid primary key,
      slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
      title text not null check (length(title) between 1 and 200),
      description text not null check (length(description) <= 5000),
      points_price integer not null check (points_price between 0 and 100000),
      price_cents integer generated always as (points_price * 10) stored,
      download_count integer not null default 0 check (download_count >= 0),
      view_count integer not null default 0 check (view_count >= 0),
      average_rating numeric(3, 2) not null default 0 check (average_rating between 0 and 5),
      review_count integer not null default 0 check (review_count >= 0),
      page_count integer check (page_count >= 1),
      preview_page_count integer not null default 0 check (preview_page_count >= 0),
      status_id smallint not null default 2 references document_statuses (id),
      user_id uuid not null references users (id) on delete restrict,
      subject_id uuid not null references subjects (id) on delete restrict,
      university_id uuid references universities (id) on delete set null,
      course_id uuid references courses (id) on delete set null,
      document_type_id uuid not null references document_types (id) on delete restrict,
      textbook_id uuid references textbooks (id) on delete set null,
      original_file_path text not null,
      original_file_name text not null,
      original_file_size bigint not null check (original_file_size > 0),
      original_file_type text not null,
      converted_file_path text,
      converted_file_name text,
      converted_file_size bigint,
      converted_file_type text,
      preview_file_path text,
      preview_file_name text,
      preview_file_size integer,
      preview_file_type text,
      card_image_path text,
      content_sha256 text not null check (content_sha256 ~ '^[0-9a-f]{64}$'),
      text_fingerprint integer[],
      text_length integer,
      duplicate_of_id uuid references documents (id) on delete set null,
      duplicate_kind text check (duplicate_kind in ('exact', 'near')),
      duplicate_similarity real,
      processing_status text not null default 'queued' check (processing_status in ('queued', 'processing', 'ready', 'failed')),
      processing_step text,
      processing_progress smallint not null default 0 check (processing_progress between 0 and 100),
      processing_error text,
      processing_attempts integer not null default 0,
      processing_started_at timestamptz,
      processed_at timestamptz,
      status_reason text,
      moderated_by uuid references users (id) on delete set null,
      moderated_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      approved_at timestamptz,
      published_at timestamptz,
      check (course_id is null or university_id is not null),
      check ((duplicate_of_id is null) = (duplicate_kind is null)),
      check (status_id <> 1 or (processing_status = 'ready' and approved_at is not null and published_at is not null))
    )`);
    // The catalogue's sorts and filters run over approved documents only.
    this.addSql(`create index documents_approved_published_index on documents (published_at desc, id) where status_id = 1`);
    this.addSql(`create index documents_approved_price_index on documents (points_price, id) where status_id = 1`);
    this.addSql(`create index documents_approved_rating_index on documents (average_rating desc, review_count desc) where status_id = 1`);
    this.addSql(`create index documents_approved_downloads_index on documents (download_count desc) where status_id = 1`);
    this.addSql('create index documents_subject_index on documents (subject_id, status_id)');
    this.addSql('create index documents_university_index on documents (university_id)');
    this.addSql('create index documents_course_index on documents (course_id)');
    this.addSql('create index documents_textbook_index on documents (textbook_id)');
    this.addSql('create index documents_type_index on documents (document_type_id)');
    this.addSql('create index documents_user_index on documents (user_id, created_at desc)');
    this.addSql('create index documents_status_index on documents (status_id, created_at desc)');
    this.addSql('create index documents_sha256_index on documents (content_sha256)');
    this.addSql('create index documents_duplicate_index on documents (duplicate_of_id) where duplicate_of_id is not null');
    this.addSql('create index documents_title_trgm on documents using gin (title gin_trgm_ops)');
    this.addSql('create index documents_description_trgm on documents using gin (description gin_trgm_ops)');

    this.addSql(`create table document_pages (
      document_id uuid not null references documents (id) on delete cascade,
      page_number integer not null check (page_number >= 1),
      text text not null default '',
      width real not null,
      height real not null,
      preview_key text,
      locked boolean not null default false,
      preview_width integer,
      preview_height integer,
      primary key (document_id, page_number)
    )`);

    this.addSql(`create table document_fingerprint_bands (
      document_id uuid not null references documents (id) on delete cascade,
      band smallint not null,
      hash integer not null,
      primary key (document_id, band)
    )`);
    this.addSql('create index document_fingerprint_bands_lookup on document_fingerprint_bands (band, hash)');

    this.addSql(`create table document_reviews (
      id uuid primary key,
      document_id uuid not null references documents (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      rating smallint not null check (rating between 1 and 5),
      comment text check (length(comment) <= 2000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (document_id, user_id)
    )`);
    this.addSql('create index document_reviews_document_index on document_reviews (document_id, created_at desc)');

    this.addSql(`create table document_bookmarks (
      user_id uuid not null references users (id) on delete cascade,
      document_id uuid not null references documents (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, document_id)
    )`);
    this.addSql('create index document_bookmarks_document_index on document_bookmarks (document_id)');

    this.addSql(`create table document_views (
      id uuid primary key,
      viewer_key text not null,
      user_id uuid references users (id) on delete cascade,
      document_id uuid not null references documents (id) on delete cascade,
      first_viewed_at timestamptz not null default now(),
      viewed_at timestamptz not null default now(),
      counted_at timestamptz not null default now(),
      page_number integer check (page_number >= 1),
      progress numeric(5, 2) check (progress between 0 and 100),
      user_agent text,
      platform text,
      unique (viewer_key, document_id)
    )`);
    this.addSql('create index document_views_user_index on document_views (user_id, viewed_at desc) where user_id is not null');
    this.addSql('create index document_views_document_index on document_views (document_id)');

    this.addSql(`create table document_downloads (
      user_id uuid not null references users (id) on delete cascade,
      document_id uuid not null references documents (id) on delete cascade,
      first_at timestamptz not null default now(),
      last_at timestamptz not null default now(),
      count integer not null default 1 check (count >= 1),
      primary key (user_id, document_id)
    )`);
    this.addSql('create index document_downloads_document_index on document_downloads (document_id)');
  }

  override down(): void {
    for (const table of [
      'document_downloads', 'document_views', 'document_bookmarks', 'document_reviews', 'document_fingerprint_bands',
      'document_pages', 'documents', 'document_statuses',
    ]) {
      this.addSql(`drop table if exists ${table}`);
    }
  }
}
