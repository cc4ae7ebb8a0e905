// Blog management over HTTP on the real database: who may use each admin route, writing posts through every status
// (what readers see of each), the editor's validation and a duplicate slug, and the Markdown preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootHarness, Client, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { BLOG_ADMIN_MESSAGES } from './contract.ts';

let h: Harness;
let admin: TestUser;
let guest: Client;
beforeAll(async () => {
  h = await bootHarness();
  guest = new Client(h.baseUrl);
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

let counter = 0;
const post = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    title: `Revision notes that work ${counter}`,
    excerpt: 'Short, dense and yours.',
    markdown: '## Start early\n\nWrite **one page** a week.',
    category: { name: 'Study Methods' },
    tags: ['Notes', 'Revision'],
    status: 'draft',
    ...overrides,
  };
};
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const readerSees = async (slug: string) => (await guest.get(`/api/blog/posts/${slug}`)).status === 200;
const listed = async (slug: string) => ((await guest.get('/api/blog/posts?pageSize=50')).body.items as { slug: string }[]).some((p) => p.slug === slug);

describe('who may manage the blog', () => {
  it('turns guests (401), users (403) and a suspended admin away from every route, and lets an active admin in', async () => {
    const user = await signUp(h, 'Una User');
    const suspended = await signUp(h, 'Sid Suspended', { admin: true });
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    const created = await admin.client.post('/api/admin/blog/posts', post());
    expect(created.status).toBe(201);
    const one = `/api/admin/blog/posts/${created.body.id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/blog/posts'],
      ['GET', one],
      ['POST', '/api/admin/blog/posts', post()],
      ['PUT', one, post()],
      ['POST', '/api/admin/blog/preview', { markdown: '# Hi' }],
      ['DELETE', one],
    ];
    for (const [method, path, body] of routes) {
      const label = `${method} ${path}`;
      const asGuest = await guest.request(method, path, body);
      expect(asGuest.status, label).toBe(401);
      expect(asGuest.body.error.code, label).toBe('unauthenticated');
      const asUser = await user.client.request(method, path, body);
      expect(asUser.status, label).toBe(403);
      expect(asUser.body.error).toEqual({ code: 'forbidden', message: 'Unauthorized: Admin access required' });
      // A suspended account's session no longer signs anyone in.
      expect((await suspended.client.request(method, path, body)).status, label).toBe(401);
      expect((await admin.client.request(method, path, body)).status, label).toBeLessThan(300);
    }
    const [{ n }] = await sql(h, 'select count(*)::int as n from blog_posts where id = ?', [created.body.id]);
    expect(n).toBe(0);
  });
});

describe('writing posts', () => {
  it('keeps a draft from readers, shows it once published, and keeps its date when it is edited', async () => {
    const draft = await admin.client.post('/api/admin/blog/posts', post({ featured: true }));
    expect(draft.status).toBe(201);
    expect(draft.body).toMatchObject({ status: 'draft', live: false, publishedAt: null, authorName: 'Ada Admin', featured: true });
    expect(draft.body.category).toEqual({ slug: 'study-methods', name: 'Study Methods' });
    expect(draft.body.tags.map((t: { slug: string }) => t.slug)).toEqual(['notes', 'revision']);
    const { id, slug } = draft.body;
    expect(await readerSees(slug)).toBe(false);
    expect(await listed(slug)).toBe(false);

    const published = await admin.client.put(`/api/admin/blog/posts/${id}`, post({ title: draft.body.title, status: 'published' }));
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ slug, status: 'published', live: true });
    expect(await readerSees(slug)).toBe(true);
    expect(await listed(slug)).toBe(true);
    const page = (await guest.get(`/api/blog/posts/${slug}`)).body;
    expect(page.html).toContain('<h2 id="start-early">Start early</h2>');

    const edited = await admin.client.put(`/api/admin/blog/posts/${id}`, post({ title: draft.body.title, status: 'published', markdown: 'Changed.' }));
    expect(edited.body.publishedAt).toBe(published.body.publishedAt);
    expect((await admin.client.get(`/api/admin/blog/posts/${id}`)).body.markdown).toBe('Changed.');

    const back = await admin.client.put(`/api/admin/blog/posts/${id}`, post({ title: draft.body.title, status: 'draft' }));
    expect(back.body.live).toBe(false);
    expect(await readerSees(slug)).toBe(false);
  });

  it('hides a scheduled post until its time, then shows it without anyone touching it', async () => {
    const res = await admin.client.post('/api/admin/blog/posts', post({ status: 'scheduled', publishedAt: inAnHour() }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'scheduled', live: false });
    expect(await readerSees(res.body.slug)).toBe(false);
    expect(await listed(res.body.slug)).toBe(false);
    await sql(h, `update blog_posts set published_at = now() - interval '1 second' where id = ?`, [res.body.id]);
    expect(await readerSees(res.body.slug)).toBe(true);
    expect((await admin.client.get(`/api/admin/blog/posts/${res.body.id}`)).body.live).toBe(true);
    // The admin's tabs follow what readers see: it has moved from Scheduled to Published.
    const under = async (status: string) =>
      ((await admin.client.get(`/api/admin/blog/posts?status=${status}&q=${encodeURIComponent(res.body.title)}`)).body.items as { id: string }[]).map((p) => p.id);
    expect(await under('scheduled')).toEqual([]);
    expect(await under('published')).toEqual([res.body.id]);
  });

  it('refuses a scheduled post without a future date, and a published one dated ahead', async () => {
    for (const publishedAt of [undefined, new Date(Date.now() - 60_000).toISOString()]) {
      const res = await admin.client.post('/api/admin/blog/posts', post({ status: 'scheduled', publishedAt }));
      expect(res.status).toBe(400);
      expect(res.body.error.fields.publishedAt).toEqual([BLOG_ADMIN_MESSAGES.futureDate]);
    }
    const ahead = await admin.client.post('/api/admin/blog/posts', post({ status: 'published', publishedAt: inAnHour() }));
    expect(ahead.body.error.fields.publishedAt).toEqual([BLOG_ADMIN_MESSAGES.publishedInFuture]);
    const bad = await admin.client.post('/api/admin/blog/posts', post({ title: 'x', slug: 'Not A Slug', markdown: ' ', category: { name: '' } }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['category.name', 'markdown', 'slug', 'title']);
  });

  it('answers a slug another post holds with a 409, on create and on edit, and changes nothing', async () => {
    const first = await admin.client.post('/api/admin/blog/posts', post({ slug: 'one-address' }));
    const again = await admin.client.post('/api/admin/blog/posts', post({ slug: 'one-address', title: 'Someone else' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'slug_taken',
      message: BLOG_ADMIN_MESSAGES.slugTaken('one-address'),
      fields: { slug: [BLOG_ADMIN_MESSAGES.slugTaken('one-address')] },
    });
    const second = await admin.client.post('/api/admin/blog/posts', post());
    const clash = await admin.client.put(`/api/admin/blog/posts/${second.body.id}`, post({ slug: 'one-address' }));
    expect(clash.status).toBe(409);
    expect((await admin.client.get(`/api/admin/blog/posts/${first.body.id}`)).body.title).toBe(first.body.title);
    expect((await admin.client.get(`/api/admin/blog/posts/${second.body.id}`)).body.slug).toBe(second.body.slug);
    expect((await admin.client.put('/api/admin/blog/posts/00000000-0000-7000-8000-000000000000', post())).status).toBe(404);
  });

  it('lists every status, searched by title and filtered by status and category, twenty a page', async () => {
    const marker = `zebra${Date.now().toString(36)}`;
    await admin.client.post('/api/admin/blog/posts', post({ title: `Draft ${marker}` }));
    await admin.client.post('/api/admin/blog/posts', post({ title: `Live ${marker}`, status: 'published', category: { name: 'Exam Days' } }));
    await admin.client.post('/api/admin/blog/posts', post({ title: `Later ${marker}`, status: 'scheduled', publishedAt: inAnHour() }));
    const all = await admin.client.get(`/api/admin/blog/posts?q=${marker}`);
    expect(all.body).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect((await admin.client.get(`/api/admin/blog/posts?q=${marker}&status=scheduled`)).body.items.map((p: { title: string }) => p.title)).toEqual([
      `Later ${marker}`,
    ]);
    expect((await admin.client.get(`/api/admin/blog/posts?q=${marker}&category=exam-days`)).body.items.map((p: { title: string }) => p.title)).toEqual([
      `Live ${marker}`,
    ]);
    expect((await admin.client.get('/api/admin/blog/posts?status=archived')).status).toBe(400);
  });

  it('deletes a post with its likes; a second delete is a 404', async () => {
    const created = await admin.client.post('/api/admin/blog/posts', post({ status: 'published' }));
    const reader = await signUp(h, 'Liking Reader');
    expect((await reader.client.post(`/api/blog/posts/${created.body.slug}/like`)).body.liked).toBe(true);
    expect((await admin.client.get(`/api/admin/blog/posts/${created.body.id}`)).body.likeCount).toBe(1);
    expect((await admin.client.delete(`/api/admin/blog/posts/${created.body.id}`)).body).toEqual({ deleted: true });
    expect(await readerSees(created.body.slug)).toBe(false);
    expect((await admin.client.delete(`/api/admin/blog/posts/${created.body.id}`)).status).toBe(404);
  });
});

describe('preview', () => {
  it('renders Markdown as the post page will, raw HTML escaped', async () => {
    const res = await admin.client.post('/api/admin/blog/preview', { markdown: '## Why it works\n\n<script>alert(1)</script> *really*' });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('<h2 id="why-it-works">Why it works</h2>');
    expect(res.body.html).toContain('&lt;script&gt;');
    expect(res.body.html).toContain('<em>really</em>');
    expect(res.body).toMatchObject({ headings: [{ id: 'why-it-works', text: 'Why it works' }], readingMinutes: 1 });
  });
});
