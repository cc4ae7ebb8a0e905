// The admin's side of the blog: every post whatever its status, one post with its Markdown, and saving the editor's
// form through `savePost` (the author stays whoever wrote the post; a published post keeps its date unless given one).
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound, type Row, rows, slugify } from '../platform/index.ts';
import { savePost } from './blog-posts.ts';
import { FROM, iso, pageOfPosts, tagsOf, VISIBLE } from './blog-queries.ts';
import type { z } from 'zod';
import { type AdminBlogPost, type AdminBlogPostDetail, BLOG_MESSAGES, type BlogStatus, type blogPostInput } from './contract.ts';

type Input = z.output<typeof blogPostInput>;

const COLUMNS = `p.id, p.slug, p.title, p.status, p.published_at, p.featured, p.author_name, p.updated_at, p.excerpt,
  p.body_markdown, (${VISIBLE}) as live, c.slug as category_slug, c.name as category_name,
  (select count(*)::int from blog_post_likes l where l.post_id = p.id) as like_count`;

async function shape(em: EntityManager, found: Row[]): Promise<AdminBlogPost[]> {
  const tags = await tagsOf(em, found);
  return found.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    publishedAt: r.published_at ? iso(r.published_at) : null,
    live: Boolean(r.live),
    category: { slug: r.category_slug, name: r.category_name },
    tags: tags(r.id),
    featured: r.featured,
    likeCount: r.like_count,
    authorName: r.author_name,
    updatedAt: iso(r.updated_at),
  }));
}

/** The status tabs as readers see them: a scheduled post whose time has come is published. */
const BY_STATUS: Record<BlogStatus, string> = {
  draft: `p.status = 'draft'`,
  scheduled: `p.status = 'scheduled' and not (${VISIBLE})`,
  published: VISIBLE,
};

export async function adminListPosts(em: EntityManager, query: { page: number; pageSize: number; q?: string; status?: BlogStatus; category?: string }) {
  // Recently edited first: what was just written or changed is what the admin came back for.
  const base = query.status ? BY_STATUS[query.status] : 'true';
  return pageOfPosts(em, query, { base, columns: COLUMNS, order: 'p.updated_at desc, p.id' }, (found) => shape(em, found));
}

export async function adminPost(em: EntityManager, id: string): Promise<AdminBlogPostDetail> {
  const [found] = await rows(em, `select ${COLUMNS} ${FROM} where p.id = ?`, [id]);
  if (!found) throw notFound(BLOG_MESSAGES.postNotFound);
  const [post] = await shape(em, [found]);
  return { ...post!, excerpt: found.excerpt, markdown: found.body_markdown };
}

export async function adminSavePost(em: EntityManager, input: Input, who: { id: string; fullName: string }, id?: string) {
  const existing = id
    ? (await rows(em, 'select author_id, author_name, cover_url, status, published_at from blog_posts where id = ?', [id]))[0]
    : undefined;
  if (id && !existing) throw notFound(BLOG_MESSAGES.postNotFound);
  // Republishing an edit must not move the post to the top of /blog: it keeps the date it went live.
  const wentLive = existing && existing.status !== 'draft' && existing.published_at && new Date(existing.published_at) <= new Date();
  const keepDate = input.status === 'published' && !input.publishedAt && wentLive ? new Date(existing.published_at) : null;
  const saved = await savePost(em, {
    id,
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    markdown: input.markdown,
    category: { slug: input.category.slug || slugify(input.category.name), name: input.category.name },
    tags: input.tags,
    status: input.status,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : (keepDate ?? null),
    featured: input.featured,
    authorId: existing ? existing.author_id : who.id,
    authorName: existing ? existing.author_name : who.fullName,
    coverUrl: existing?.cover_url ?? null,
  });
  return adminPost(em, saved.id);
}
