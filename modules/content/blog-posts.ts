// Writing the blog: a post is saved from Markdown (rendered once, on save), with its category, tags and
// reading time. Saving the same slug again updates the post, so seeding and editing share one path.
import type { EntityManager } from '@mikro-orm/postgresql';
import { slugify, uuidv7 } from '../platform/index.ts';
import { rows } from './blog-queries.ts';
import { renderMarkdown } from './markdown.ts';

export type PostInput = {
  slug?: string;
  title: string;
  excerpt: string;
  markdown: string;
  category: { slug: string; name: string; description?: string };
  tags: string[];
  authorName: string;
  authorId?: string | null;
  status: 'draft' | 'scheduled' | 'published';
  publishedAt?: Date | null;
  featured?: boolean;
  coverUrl?: string | null;
};

/** About 200 words a minute, the usual figure for reading on a screen; never under one minute. */
export const readingMinutes = (markdown: string) => Math.max(1, Math.ceil(markdown.split(/\s+/).filter(Boolean).length / 200));

export async function savePost(em: EntityManager, input: PostInput): Promise<{ id: string; slug: string }> {
  const slug = input.slug ?? slugify(input.title);
  const { html, headings } = renderMarkdown(input.markdown);
  const publishedAt = input.status === 'draft' ? (input.publishedAt ?? null) : (input.publishedAt ?? new Date());
  return em.transactional(async (tx) => {
    const [category] = await rows(
      tx,
      `insert into blog_categories (id, slug, name, description) values (?, ?, ?, ?)
       on conflict (slug) do update set name = excluded.name,
         description = case when excluded.description = '' then blog_categories.description else excluded.description end
       returning id`,
      [uuidv7(), input.category.slug, input.category.name, input.category.description ?? ''],
    );
    const [post] = await rows(
      tx,
      `insert into blog_posts (id, slug, title, excerpt, body_markdown, body_html, headings, cover_url, category_id, author_id,
                               author_name, status, published_at, featured, reading_minutes)
       values (?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (slug) do update set title = excluded.title, excerpt = excluded.excerpt,
         body_markdown = excluded.body_markdown, body_html = excluded.body_html, headings = excluded.headings,
         cover_url = excluded.cover_url, category_id = excluded.category_id, author_id = excluded.author_id,
         author_name = excluded.author_name, status = excluded.status, published_at = excluded.published_at,
         featured = excluded.featured, reading_minutes = excluded.reading_minutes, updated_at = now()
       returning id`,
      [
        uuidv7(), slug, input.title, input.excerpt, input.markdown, html, JSON.stringify(headings), input.coverUrl ?? null,
        category!.id, input.authorId ?? null, input.authorName, input.status, publishedAt, input.featured ?? false,
        readingMinutes(input.markdown),
      ],
    );
    await rows(tx, 'delete from blog_post_tags where post_id = ?', [post!.id]);
    for (const name of new Set(input.tags)) {
      const [tag] = await rows(
        tx,
        `insert into blog_tags (id, slug, name) values (?, ?, ?)
         on conflict (slug) do update set name = excluded.name returning id`,
        [uuidv7(), slugify(name), name],
      );
      await rows(tx, 'insert into blog_post_tags (post_id, tag_id) values (?, ?) on conflict do nothing', [post!.id, tag!.id]);
    }
    return { id: post!.id as string, slug };
  });
}
