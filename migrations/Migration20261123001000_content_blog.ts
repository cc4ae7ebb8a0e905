import { Migration } from '@mikro-orm/migrations';

// The blog (spec 001 §3 blog post, category, tag, like; §4 a like toggles). A post is visible once it is
// published, or scheduled with its time come: the readers' query decides, so no job has to flip a status.
export class Migration20261123001000_content_blog extends Migration {
  override up(): void {
    this.addSql(`create table blog_categories (
      id uuid primary key,
      slug text not null unique,
      name text not null,
      description text not null default '',
      created_at timestamptz not null default now())`);
    this.addSql(`create table blog_tags (
      id uuid primary key,
      slug text not null unique,
      name text not null)`);
    this.addSql(`create table blog_posts (
      id uuid primary key,
      slug text not null unique,
      title text not null check (length(title) between 3 and 200),
      excerpt text not null default '',
      body_markdown text not null,
      body_html text not null,
      headings jsonb not null default '[]',
      cover_url text,
      category_id uuid not null references blog_categories (id),
      author_id uuid references users (id) on delete set null,
      author_name text not null,
      status text not null default 'draft' check (status in ('draft', 'scheduled', 'published')),
      published_at timestamptz,
      featured boolean not null default false,
      reading_minutes integer not null default 1 check (reading_minutes >= 1),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check (status = 'draft' or published_at is not null))`);
    this.addSql(`create index blog_posts_visible on blog_posts (published_at desc) where status <> 'draft'`);
    this.addSql(`create index blog_posts_category on blog_posts (category_id, published_at desc)`);
    this.addSql(`create index blog_posts_title_trgm on blog_posts using gin (title gin_trgm_ops)`);
    this.addSql(`create table blog_post_tags (
      post_id uuid not null references blog_posts (id) on delete cascade,
      tag_id uuid not null references blog_tags (id) on delete cascade,
      primary key (post_id, tag_id))`);
    this.addSql(`create index blog_post_tags_tag on blog_post_tags (tag_id)`);
    // One like per user and post: the key holds it, whatever the races.
    this.addSql(`create table blog_post_likes (
      post_id uuid not null references blog_posts (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (post_id, user_id))`);
  }
}
