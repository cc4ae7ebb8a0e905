import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { bootHarness, Client, type Harness, signUp, sql } from '../../tests/support/http-harness.ts';
import { seedBlog, seedPostInputs } from './blog-seed.ts';
import { BLOG_FEATURED, BLOG_PAGE_SIZE } from './contract.ts';

let h: Harness;
let guest: Client;
const seeded = seedPostInputs();
const visible = seeded.filter((p) => p.status === 'published');
const scheduled = seeded.filter((p) => p.status === 'scheduled');

beforeAll(async () => {
  h = await bootHarness();
  guest = new Client(h.baseUrl);
  expect(await seedBlog(h.platform.orm.em.fork())).toEqual({ blogPosts: seeded.length });
});
afterAll(() => h.close());

describe('reading the blog', () => {
  it('seeds twelve or more articles once, and a second run adds nothing', async () => {
    expect(visible.length).toBeGreaterThanOrEqual(12);
    expect(await seedBlog(h.platform.orm.em.fork())).toEqual({ blogPosts: 0 });
  });

  it('lists published posts newest first, ten a page, never a scheduled one before its time', async () => {
    const first = await guest.get('/api/blog/posts');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(visible.length);
    expect(first.body.items).toHaveLength(BLOG_PAGE_SIZE);
    const dates = first.body.items.map((p: { publishedAt: string }) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    // ISO 8601 in UTC, as every module answers (PostgreSQL's own text form reads differently in every browser).
    for (const date of dates) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const second = await guest.get('/api/blog/posts?page=2');
    expect(second.body.items).toHaveLength(visible.length - BLOG_PAGE_SIZE);
    const slugs = [...first.body.items, ...second.body.items].map((p: { slug: string }) => p.slug);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const post of scheduled) {
      expect(slugs).not.toContain(post.slug);
      expect((await guest.get(`/api/blog/posts/${post.slug}`)).status).toBe(404);
    }
  });

  it('shows a scheduled post once its time has come, without any job', async () => {
    const post = scheduled[0]!;
    await sql(h, `update blog_posts set published_at = now() - interval '1 minute' where slug = ?`, [post.slug]);
    expect((await guest.get(`/api/blog/posts/${post.slug}`)).status).toBe(200);
    await sql(h, 'update blog_posts set published_at = ? where slug = ?', [post.publishedAt, post.slug]);
  });

  it('filters by category, by tag and by words of the title', async () => {
    const categories = (await guest.get('/api/blog/categories')).body.items;
    const methods = categories.find((c: { slug: string }) => c.slug === 'study-methods');
    expect(methods.count).toBe(visible.filter((p) => p.category.slug === 'study-methods').length);
    const inCategory = await guest.get('/api/blog/posts?category=study-methods');
    expect(inCategory.body.total).toBe(methods.count);
    expect(inCategory.body.items.every((p: { category: { slug: string } }) => p.category.slug === 'study-methods')).toBe(true);

    const tagged = await guest.get('/api/blog/posts?tag=past-papers');
    expect(tagged.body.total).toBeGreaterThanOrEqual(2);
    expect(tagged.body.items.every((p: { tags: { slug: string }[] }) => p.tags.some((t) => t.slug === 'past-papers'))).toBe(true);

    const found = await guest.get(`/api/blog/posts?q=${encodeURIComponent('past PAPERS')}`);
    expect(found.body.items.map((p: { slug: string }) => p.slug)).toEqual(['how-to-use-past-papers']);
    expect((await guest.get('/api/blog/posts?q=100%25')).body.total).toBe(0);
  });

  it('has three featured posts, ten recent ones, and at most ten popular tags by use', async () => {
    expect((await guest.get('/api/blog/featured')).body.items).toHaveLength(BLOG_FEATURED);
    expect((await guest.get('/api/blog/recent')).body.items).toHaveLength(10);
    const tags = (await guest.get('/api/blog/tags')).body.items;
    expect(tags.length).toBeLessThanOrEqual(10);
    const counts = tags.map((t: { count: number }) => t.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it('opens a post with its article, sections, reading time and related posts', async () => {
    const res = await guest.get('/api/blog/posts/how-to-use-past-papers');
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('<h2 id="3-mark-like-an-examiner">3. Mark like an examiner</h2>');
    expect(res.body.headings[0]).toEqual({ id: '1-read-the-paper-before-you-revise', text: '1. Read the paper before you revise' });
    expect(res.body.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(res.body.likedByMe).toBe(false);
    expect(res.body.related.length).toBeGreaterThan(0);
    expect(res.body.related.map((p: { slug: string }) => p.slug)).not.toContain('how-to-use-past-papers');
    expect(res.body.related[0].category.slug).toBe('exam-preparation');
    expect((await guest.get('/api/blog/posts/no-such-post')).status).toBe(404);
    expect((await guest.get('/api/blog/categories/no-such-category')).status).toBe(404);
  });
});

describe('likes', () => {
  const like = (client: Client, slug = 'spaced-repetition-explained') => client.post(`/api/blog/posts/${slug}/like`);

  it('asks a guest to sign in, and toggles for a signed-in reader', async () => {
    expect((await like(guest)).status).toBe(401);
    const { client } = await signUp(h, 'Blog Reader');
    expect((await like(client)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await client.get('/api/blog/posts/spaced-repetition-explained')).body.likedByMe).toBe(true);
    expect((await like(client)).body).toEqual({ liked: false, likeCount: 0 });
    expect((await like(client, 'no-such-post')).status).toBe(404);
  });

  it('keeps one like per reader under concurrent clicks, and counts many readers exactly', async () => {
    const slug = 'active-recall-beats-rereading';
    const { client, id } = await signUp(h, 'Double Clicker');
    const answers = await Promise.all(Array.from({ length: 12 }, () => like(client, slug)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.liked).length).toBe(6);
    const [{ count }] = await sql(h, 'select count(*)::int as count from blog_post_likes l join blog_posts p on p.id = l.post_id where p.slug = ? and l.user_id = ?', [slug, id]);
    expect(count).toBe(0);

    const readers = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(h, `Reader ${i}`)));
    await Promise.all(readers.map((r) => like(r.client, slug)));
    expect((await guest.get(`/api/blog/posts/${slug}`)).body.likeCount).toBe(8);
  });

  it('refuses a suspended reader', async () => {
    const { client, id } = await signUp(h, 'Suspended Reader');
    await sql(h, `update users set status = 'suspended' where id = ?`, [id]);
    expect((await like(client)).status).toBe(401);
  });
});

describe('for feed readers and search engines', () => {
  it('publishes an RSS feed of the newest posts', async () => {
    const res = await fetch(`${h.baseUrl}/blog/rss.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await res.text();
    expect(xml.match(/<item>/g)).toHaveLength(10);
    expect(xml).toContain('<link>http://localhost:3000/blog/');
    for (const post of scheduled) expect(xml).not.toContain(post.slug);
  });

  it('sends a post page with BlogPosting data, and lists posts and categories in the sitemap', async () => {
    const dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title></head><body><div id="root"></div></body></html>');
    const app = await startTestServer(h.platform, { webDist: dist });
    try {
      const html = await (await fetch(`${app.baseUrl}/blog/how-points-work`)).text();
      expect(html).toContain('<title>How points work on Studyhall</title>');
      const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(data).toMatchObject({ '@type': 'BlogPosting', headline: 'How points work on Studyhall', articleSection: 'Using Studyhall' });
      expect((await fetch(`${app.baseUrl}/blog/${scheduled[0]!.slug}`)).status).toBe(404);
      const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text();
      expect(sitemap).toContain('/blog/how-points-work</loc>');
      expect(sitemap).toContain('/blog/category/exam-preparation</loc>');
      expect(sitemap).not.toContain(scheduled[0]!.slug);
    } finally {
      await app.close();
    }
  });
});
