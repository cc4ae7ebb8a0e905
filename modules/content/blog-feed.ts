// /blog/rss.xml: the newest posts as RSS 2.0, for feed readers.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, Next } from 'koa';
import type { Platform } from '../platform/index.ts';
import { recentPosts } from './blog-queries.ts';

export const BLOG_FEED_PATH = '/blog/rss.xml';

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function blogFeed(em: EntityManager, publicUrl: string): Promise<string> {
  const posts = await recentPosts(em);
  const items = posts.map(
    (p) => `    <item>
      <title>${xml(p.title)}</title>
      <link>${xml(`${publicUrl}/blog/${p.slug}`)}</link>
      <guid isPermaLink="true">${xml(`${publicUrl}/blog/${p.slug}`)}</guid>
      <pubDate>${new Date(p.publishedAt).toUTCString()}</pubDate>
      <category>${xml(p.category.name)}</category>
      <description>${xml(p.excerpt)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>Studyhall Blog</title>
    <link>${xml(`${publicUrl}/blog`)}</link>
    <atom:link href="${xml(publicUrl + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml" />
    <description>Study methods, exam preparation and how Studyhall works.</description>
    <language>en</language>
${items.join('\n')}
  </channel>
</rss>
`;
}

export function serveBlogFeed(platform: Platform) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== BLOG_FEED_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = await blogFeed(platform.orm.em.fork(), platform.config.publicUrl);
  };
}
