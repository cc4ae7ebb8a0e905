// Writing the blog: a post is saved from Markdown (rendered once, on save), with its category, tags and
// reading time. Seeding and the admin editor share this one path: without an id it creates, with one it updates,
// and either way a slug another post holds is a 409.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError, notFound, rows, slugify, uuidv7 } from '../platform/index.ts';
import { BLOG_ADMIN_MESSAGES, BLOG_MESSAGES } from './contract.ts';
import { renderMarkdown } from './markdown.ts';

export type PostInput = {
  /** The post to update; absent to create one. */
  id?: string;
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

const slugTaken = (slug: string) => {
  const message = BLOG_ADMIN_MESSAGES.slugTaken(slug);
  return new HttpError(409, 'slug_taken', message, { slug: [message] });
};

export async function savePost(em: EntityManager, input: PostInput): Promise<{ id: string; slug: string }> {
  const slug = input.slug ?? slugify(input.title);
  const { html, headings } = renderMarkdown(input.markdown);
  const publishedAt = input.status === 'draft' ? (input.publishedAt ?? null) : (input.publishedAt ?? new Date());
  try {
    return await em.transactional(async (tx) => {
      const [category] = await rows(
        tx,
        `insert into blog_categories (id, slug, name, description) values (?, ?, ?, ?)
         on conflict (slug) do update set name = excluded.name,
           description = case when excluded.description = '' then blog_categories.description else excluded.description end
         returning id`,
        [uuidv7(), input.category.slug, input.category.name, input.category.description ?? ''],
      );
      const values = [
        slug, input.title, input.excerpt, input.markdown, html, JSON.stringify(headings), input.coverUrl ?? null, category!.id,
        input.authorId ?? null, input.authorName, input.status, publishedAt, input.featured ?? false, readingMinutes(input.markdown),
      ];
      const [post] = input.id
        ? await rows(
            tx,
            `update blog_posts set slug = ?, title = ?, excerpt = ?, body_markdown = ?, body_html = ?, headings = ?::jsonb,
               cover_url = ?, category_id = ?, author_id = ?, author_name = ?, status = ?, published_at = ?, featured = ?,
               reading_minutes = ?, updated_at = now()
             where id = ? returning id`,
            [...values, input.id],
          )
        : await rows(
            tx,
            `insert into blog_posts (slug, title, excerpt, body_markdown, body_html, headings, cover_url, category_id, author_id,
                                     author_name, status, published_at, featured, reading_minutes, id)
             values (?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?, ?, ?, ?, ?)
             on conflict (slug) do nothing returning id`,
            [...values, uuidv7()],
          );
      if (!post) throw input.id ? notFound(BLOG_MESSAGES.postNotFound) : slugTaken(slug);
      await rows(tx, 'delete from blog_post_tags where post_id = ?', [post.id]);
      for (const name of new Set(input.tags)) {
        const [tag] = await rows(
          tx,
          `insert into blog_tags (id, slug, name) values (?, ?, ?)
           on conflict (slug) do update set name = excluded.name returning id`,
          [uuidv7(), slugify(name), name],
        );
        await rows(tx, 'insert into blog_post_tags (post_id, tag_id) values (?, ?) on conflict do nothing', [post.id, tag!.id]);
      }
      return { id: post.id as string, slug };
    });
  } catch (error) {
    // An update to a slug another post holds (the insert above says so without an error).
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e?.code ?? e?.cause?.code) === '23505') throw slugTaken(slug);
    throw error;
  }
}

/** Deletes a post with its tags and likes (the keys cascade); false when there was none. */
export async function deletePost(em: EntityManager, id: string): Promise<boolean> {
  return (await rows(em, 'delete from blog_posts where id = ? returning 1', [id])).length > 0;
}
