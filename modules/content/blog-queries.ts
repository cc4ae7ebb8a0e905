// Reading the blog: only visible posts (published, or scheduled with their time come), newest first, shaped as
// the contract's cards. Every list is one query plus one for the tags of the posts it returned.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BLOG_FEATURED, BLOG_POPULAR_TAGS, BLOG_RECENT, BLOG_RELATED, type BlogCategory, type BlogListQuery, type BlogPost,
  type BlogPostCard, type BlogTag,
} from './contract.ts';
import { type Page, paginate, type Row, rows } from '../platform/index.ts';

/** The one rule of who may read a post. */
export const VISIBLE = `p.status <> 'draft' and p.published_at <= now()`;

const CARD = `p.id, p.slug, p.title, p.excerpt, p.cover_url, p.author_name, p.published_at, p.reading_minutes, p.featured,
  c.slug as category_slug, c.name as category_name,
  (select count(*)::int from blog_post_likes l where l.post_id = p.id) as like_count`;
export const FROM = `from blog_posts p join blog_categories c on c.id = p.category_id`;

/** Timestamps as ISO 8601 in UTC (raw rows may hold PostgreSQL's text form, `2026-11-27 23:19:48.44+00`). */
export const iso = (value: unknown) => {
  if (value instanceof Date) return value.toISOString();
  const parsed = typeof value === 'string' ? new Date(value) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed.toISOString() : String(value);
};

/** The tags of these posts, by name, for each post. */
export async function tagsOf(em: EntityManager, found: Row[]): Promise<(id: string) => { slug: string; name: string }[]> {
  const tags = found.length
    ? await rows(
        em,
        `select pt.post_id, t.slug, t.name from blog_post_tags pt join blog_tags t on t.id = pt.tag_id
          where pt.post_id = any(string_to_array(?, ',')::uuid[]) order by t.name`,
        [found.map((r) => r.id).join(',')],
      )
    : [];
  return (id) => tags.filter((t) => t.post_id === id).map((t) => ({ slug: t.slug, name: t.name }));
}

async function cards(em: EntityManager, found: Row[]): Promise<BlogPostCard[]> {
  const tags = await tagsOf(em, found);
  return found.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    coverUrl: r.cover_url ?? null,
    category: { slug: r.category_slug, name: r.category_name },
    tags: tags(r.id),
    authorName: r.author_name,
    publishedAt: iso(r.published_at),
    readingMinutes: r.reading_minutes,
    likeCount: r.like_count,
    featured: r.featured,
  }));
}

/** `%term%` for ILIKE, with the user's own wildcards taken literally. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Filters = { category?: string; tag?: string; q?: string };

/** One page of posts under the filters both lists share (category, tag, every word of the title) and `base`. */
export function pageOfPosts<T>(
  em: EntityManager,
  query: Filters & { page: number; pageSize: number },
  select: { base: string; columns: string; order: string },
  items: (found: Row[]) => Promise<T[]>,
): Promise<Page<T>> {
  const where = [select.base];
  const params: unknown[] = [];
  if (query.category) {
    where.push('c.slug = ?');
    params.push(query.category);
  }
  if (query.tag) {
    where.push('exists (select 1 from blog_post_tags pt join blog_tags t on t.id = pt.tag_id where pt.post_id = p.id and t.slug = ?)');
    params.push(query.tag);
  }
  for (const word of (query.q ?? '').split(/\s+/).filter(Boolean)) {
    where.push('p.title ilike ?');
    params.push(containing(word));
  }
  return paginate(em, { columns: select.columns, from: `${FROM} where ${where.join(' and ')}`, orderBy: select.order, params }, query, items);
}

export async function listPosts(em: EntityManager, query: BlogListQuery) {
  return pageOfPosts(em, query, { base: VISIBLE, columns: CARD, order: 'p.published_at desc, p.id' }, (found) => cards(em, found));
}

export async function featuredPosts(em: EntityManager): Promise<BlogPostCard[]> {
  return cards(em, await rows(em, `select ${CARD} ${FROM} where ${VISIBLE} and p.featured order by p.published_at desc limit ?`, [BLOG_FEATURED]));
}

export async function recentPosts(em: EntityManager): Promise<BlogPostCard[]> {
  return cards(em, await rows(em, `select ${CARD} ${FROM} where ${VISIBLE} order by p.published_at desc limit ?`, [BLOG_RECENT]));
}

export async function blogCategories(em: EntityManager): Promise<BlogCategory[]> {
  const found = await rows(
    em,
    `select c.slug, c.name, c.description,
            (select count(*)::int from blog_posts p where p.category_id = c.id and ${VISIBLE}) as count
       from blog_categories c order by c.name`,
  );
  return found.map((r) => ({ slug: r.slug, name: r.name, description: r.description, count: r.count }));
}

export async function blogCategoryBySlug(em: EntityManager, slug: string): Promise<BlogCategory | null> {
  return (await blogCategories(em)).find((c) => c.slug === slug) ?? null;
}

export async function popularTags(em: EntityManager): Promise<BlogTag[]> {
  const found = await rows(
    em,
    `select t.slug, t.name, count(*)::int as count
       from blog_tags t join blog_post_tags pt on pt.tag_id = t.id join blog_posts p on p.id = pt.post_id
      where ${VISIBLE} group by t.id order by count desc, t.name limit ?`,
    [BLOG_POPULAR_TAGS],
  );
  return found.map((r) => ({ slug: r.slug, name: r.name, count: r.count }));
}

/** One visible post with its article, whether this user liked it, and related posts. */
export async function postBySlug(em: EntityManager, slug: string, userId: string | null): Promise<BlogPost | null> {
  const [found] = await rows(
    em,
    `select ${CARD}, p.body_html, p.headings, p.updated_at, p.category_id,
            exists (select 1 from blog_post_likes l where l.post_id = p.id and l.user_id = ?) as liked
       ${FROM} where p.slug = ? and ${VISIBLE}`,
    [userId, slug],
  );
  if (!found) return null;
  const [card] = await cards(em, [found]);
  // Related: same category first, then shared tags; most shared tags and newest win.
  const related = await rows(
    em,
    `select ${CARD},
            (p.category_id = ?)::int * 2 + (select count(*) from blog_post_tags a join blog_post_tags b on a.tag_id = b.tag_id
                                            where a.post_id = p.id and b.post_id = ?)::int as score
       ${FROM} where ${VISIBLE} and p.id <> ?
      order by score desc, p.published_at desc limit ?`,
    [found.category_id, found.id, found.id, BLOG_RELATED],
  );
  return {
    ...card!,
    html: found.body_html,
    headings: found.headings,
    updatedAt: iso(found.updated_at),
    likedByMe: Boolean(found.liked),
    related: await cards(em, related.filter((r) => r.score > 0)),
  };
}

/** Paths for the sitemap: every visible post and every category with one. */
export async function blogPaths(em: EntityManager): Promise<string[]> {
  const posts = await rows(em, `select p.slug from blog_posts p where ${VISIBLE} order by p.published_at desc`);
  const categories = (await blogCategories(em)).filter((c) => c.count > 0);
  return [...posts.map((p) => `/blog/${p.slug}`), ...categories.map((c) => `/blog/category/${c.slug}`)];
}
