// The public catalogue, featured and related documents, the detail page, reviews, bookmarks and views, who may
// open an original, the library tabs, seller statistics, the sitemap: over HTTP, on documents that went through
// the real upload path and pipeline. Purchases are granted through the access port, as the wallet does in the
// registry, so these tests decide who bought what without going through checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetAccessPort, setAccessChecker, setAccessPort } from './index.ts';
import { moderate } from './moderation.ts';
import { addDownloads } from './engagement.ts';
import { processNow } from './processing.ts';
import { bootDocuments, type Client, type DocumentsHarness, eventually, makePdf, signUp, sql } from './harness.testing.ts';
import { createUpload } from './upload.ts';
import { catalogueQuery } from './contract.ts';
import { listCatalogue } from './queries.ts';

let h: DocumentsHarness;
let alice: { client: Client; id: string };
let bob: { client: Client; id: string };
let buyer: { client: Client; id: string };
let reader: { client: Client; id: string };
let stranger: { client: Client; id: string };
let admin: { client: Client; id: string };
const grants = new Set<string>();
const docs: Record<string, { id: string; slug: string }> = {};
let ids: { s1: string; s1Slug: string; s2: string; s3: string; u1: string; u2: string; c1: string; t1: string; t2: string; t3: string; t1Slug: string; x1: string };

const guest = (path: string, init?: RequestInit) => fetch(h.baseUrl + path, init);
const json = async (path: string) => (await guest(path)).json();

type Spec = { seller?: 'alice' | 'bob' | 'buyer'; subject: string; type: string; price: number; university?: string; course?: string; textbook?: string; status?: 'approved' | 'pending' | 'rejected'; title?: string };

async function make(name: string, spec: Spec, order: number) {
  const deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
  const owner = { alice, bob, buyer }[spec.seller ?? 'alice'];
  const em = h.platform.orm.em.fork();
  const doc = await createUpload(deps, em, owner.id, {
    fields: {
      title: spec.title ?? `${name} study notes`,
      description: `Description of ${name}: enzymes, orbits and markets.`,
      documentTypeId: spec.type,
      subjectId: spec.subject,
      universityId: spec.university ?? '',
      courseId: spec.course ?? '',
      textbookId: spec.textbook ?? '',
      pointsPrice: String(spec.price),
    },
    file: { name: `${name}.pdf`, bytes: await makePdf({ pages: 2, seed: order * 97 + 5 }) },
  });
  await processNow(deps, doc.id);
  const status = spec.status ?? 'approved';
  if (status !== 'pending') await moderate(deps, em, { documentId: doc.id, action: status === 'approved' ? 'approve' : 'reject', reason: 'Not suitable.' });
  // A fixed publication order for "newest".
  await sql(h, `update documents set published_at = now() - make_interval(hours => ?) where id = ? and published_at is not null`, [100 - order, doc.id]);
  docs[name] = { id: doc.id, slug: doc.slug };
}

beforeAll(async () => {
  // The catalogue's text filter is the search engine's, whose index the worker keeps in step with approvals.
  h = await bootDocuments({ work: ['catalogue', 'search'] });
  alice = await signUp(h, 'Alice Author');
  bob = await signUp(h, 'Bob Builder');
  buyer = await signUp(h, 'Beatrice Buyer');
  reader = await signUp(h, 'Rita Reader');
  stranger = await signUp(h, 'Stan Stranger');
  admin = await signUp(h, 'Ada Admin', true);
  const [s1, s2, s3] = await sql(h, `select id, slug from subjects where slug in ('biology', 'chemistry', 'physics') order by slug`);
  const [t1, t2, t3] = await sql(h, `select id, slug from document_types where slug in ('class-notes', 'past-exams', 'flashcards') order by slug`);
  const [c1] = await sql(h, 'select id, university_id from courses order by slug limit 1');
  const [u2] = await sql(h, 'select id from universities where id <> ? order by slug limit 1', [c1.university_id]);
  const [x1] = await sql(h, `select id from textbooks where subject_id = ? limit 1`, [s1.id]);
  // s1 = biology, s2 = chemistry, s3 = physics; t1 = class-notes, t2 = flashcards, t3 = past-exams.
  ids = { s1: s1.id, s1Slug: s1.slug, s2: s2.id, s3: s3.id, u1: c1.university_id, u2: u2.id, c1: c1.id, t1: t1.id, t2: t2.id, t3: t3.id, t1Slug: t1.slug, x1: x1.id };
  const specs: [string, Spec][] = [
    ['d1', { subject: ids.s1, type: ids.t1, price: 10, university: ids.u1, course: ids.c1, textbook: ids.x1, title: 'Photosynthesis lecture notes' }],
    ['d2', { subject: ids.s1, type: ids.t2, price: 50, university: ids.u1, course: ids.c1 }],
    ['d3', { subject: ids.s1, type: ids.t1, price: 30, university: ids.u2, textbook: ids.x1 }],
    ['d4', { subject: ids.s1, type: ids.t3, price: 0, university: ids.u2 }],
    ['d5', { subject: ids.s2, type: ids.t1, price: 80, university: ids.u1, course: ids.c1 }],
    ['d6', { subject: ids.s2, type: ids.t2, price: 20, university: ids.u2 }],
    ['d7', { subject: ids.s1, type: ids.t1, price: 5, status: 'pending' }],
    ['d8', { subject: ids.s1, type: ids.t3, price: 60, seller: 'bob' }],
    ['d9', { subject: ids.s3, type: ids.t1, price: 40, seller: 'bob', status: 'rejected' }],
    ['own1', { subject: ids.s3, type: ids.t1, price: 15, seller: 'buyer', status: 'pending' }],
    ['own2', { subject: ids.s3, type: ids.t3, price: 25, seller: 'buyer' }],
  ];
  for (let i = 0; i < 8; i++) specs.push([`extra${i}`, { subject: ids.s1, type: ids.t2, price: 45 + i, university: ids.u2 }]);
  let order = 0;
  for (const [name, spec] of specs) await make(name, spec, order++);
  const deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
  for (const [name, n] of [['d2', 500], ['d8', 300], ['d5', 200], ['d1', 100]] as const) await addDownloads(deps, h.platform.orm.em.fork(), docs[name]!.id, n);
  // What the wallet will answer: Beatrice bought d1 and d3, Rita bought d1.
  for (const [user, doc] of [[buyer, 'd1'], [buyer, 'd3'], [reader, 'd1']] as const) grants.add(`${user.id}:${docs[doc]!.id}`);
  setAccessChecker(async (_em, { userId, documentId }) => grants.has(`${userId}:${documentId}`));
  setAccessPort({
    acquiredDocumentIds: async (_em, userId) => [...grants].filter((g) => g.startsWith(`${userId}:`)).map((g) => g.split(':')[1]!),
    salesStats: async (_em, documentIds) =>
      new Map(documentIds.filter((d) => d === docs.d1!.id).map((d) => [d, { purchases: 2, revenue: 20 }])),
  });
});
afterAll(async () => {
  resetAccessPort();
  await h?.close();
});

const titles = (page: { items: { id: string }[] }) => page.items.map((d) => Object.entries(docs).find(([, v]) => v.id === d.id)?.[0] ?? d.id);

describe('the catalogue', () => {
  it('lists only approved documents, newest first, with counts and pages', async () => {
    const all = await json('/api/documents?pageSize=100');
    expect(all.total).toBe(16);
    expect(titles(all)).not.toContain('d7');
    expect(titles(all)).not.toContain('d9');
    expect(titles(all)).not.toContain('own1');
    expect(titles(all).slice(0, 3)).toEqual(['extra7', 'extra6', 'extra5']);
    const page2 = await json('/api/documents?pageSize=5&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 5, total: 16 });
    expect(page2.items.map((d: any) => d.id)).toEqual(all.items.slice(5, 10).map((d: any) => d.id));
    const card = all.items.find((d: any) => d.id === docs.d1!.id);
    expect(card).toMatchObject({
      title: 'Photosynthesis lecture notes', pointsPrice: 10, priceCents: 100, currency: 'USD', pageCount: 2, downloadCount: 100,
      documentType: { id: ids.t1, name: 'Class Notes' }, subject: { id: ids.s1, name: 'Biology', iconName: expect.any(String), color: expect.stringMatching(/^#/) },
      university: { id: ids.u1, logoUrl: expect.stringMatching(/^\/api\/storage\/assets\//) }, course: { id: ids.c1 }, textbook: { id: ids.x1 },
      user: { id: alice.id, fullName: 'Alice Author', avatarUrl: null },
    });
    expect(card.coverUrl).toMatch(/^\/api\/storage\/cover-images\/.+\/cover\.webp\?v=/);
  });

  it('names every seller on a page, reading their profiles once for the page rather than once per seller', async () => {
    // In a transaction of its own, so the statements counted are this page's and not the worker's beside it.
    const deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
    const connection = h.platform.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    const page = await h.platform.orm.em.fork().transactional(async (tx) => {
      const statements: string[] = [];
      (connection as any).execute = (q: unknown, params: unknown, method: unknown, ctx: unknown) => {
        if (ctx && ctx === tx.getTransactionContext() && typeof q === 'string') statements.push(q);
        return (execute as any)(q, params, method, ctx);
      };
      try {
        const found = await listCatalogue(deps, tx, catalogueQuery.parse({ pageSize: '100' }));
        return { ...found, usersRead: statements.filter((q) => /\bfrom users\b/.test(q)).length };
      } finally {
        (connection as any).execute = execute;
      }
    });
    expect(new Map(page.items.map((d) => [d.user.id, d.user.fullName]))).toEqual(
      new Map([[alice.id, 'Alice Author'], [bob.id, 'Bob Builder'], [buyer.id, 'Beatrice Buyer']]),
    );
    expect(page.usersRead).toBe(1);
  });

  it('filters by subject, university, course, type, textbook, seller, price range and text', async () => {
    const subject = await json(`/api/documents?subject=${ids.s2}&pageSize=100`);
    expect(titles(subject).sort()).toEqual(['d5', 'd6']);
    expect((await json(`/api/documents?subject=${ids.s1Slug}&pageSize=100`)).total).toBe(13);
    expect(titles(await json(`/api/documents?university=${ids.u1}`)).sort()).toEqual(['d1', 'd2', 'd5']);
    expect(titles(await json(`/api/documents?course=${ids.c1}`)).sort()).toEqual(['d1', 'd2', 'd5']);
    expect(titles(await json(`/api/documents?type=${ids.t1Slug}`)).sort()).toEqual(['d1', 'd3', 'd5']);
    expect(titles(await json(`/api/documents?textbook=${ids.x1}`)).sort()).toEqual(['d1', 'd3']);
    expect(titles(await json(`/api/documents?user=${bob.id}`))).toEqual(['d8']);
    expect(titles(await json('/api/documents?minPrice=20&maxPrice=50&subject=biology')).sort()).toEqual(['d2', 'd3', 'extra0', 'extra1', 'extra2', 'extra3', 'extra4', 'extra5']);
    expect(titles(await eventually(() => json('/api/documents?q=photosynth'), (page) => page.total > 0))).toEqual(['d1']);
    expect(titles(await json('/api/documents?q=%25'))).toEqual([]);
    expect((await json('/api/documents?subject=no-such-subject')).total).toBe(0);
    const bad = await guest('/api/documents?minPrice=50&maxPrice=10');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.maxPrice).toBeTruthy();
    expect((await guest('/api/documents?sort=cheapest')).status).toBe(400);
  });

  it('sorts by price both ways and by rating', async () => {
    const asc = await json('/api/documents?sort=price_asc&pageSize=100');
    const prices = asc.items.map((d: any) => d.pointsPrice);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(titles(asc)[0]).toBe('d4');
    const desc = await json('/api/documents?sort=price_desc&pageSize=3');
    expect(titles(desc)).toEqual(['d5', 'd8', 'extra7']);
    await buyer.client.put(`/api/documents/${docs.d3!.slug}/review`, { rating: 2, comment: 'Too short.' });
    await buyer.client.put(`/api/documents/${docs.d1!.slug}/review`, { rating: 5, comment: 'Excellent.' });
    await reader.client.put(`/api/documents/${docs.d1!.id}/review`, { rating: 3 });
    const rated = await json('/api/documents?sort=rating&pageSize=3');
    expect(titles(rated).slice(0, 2)).toEqual(['d1', 'd3']);
    expect(rated.items[0]).toMatchObject({ averageRating: 4, reviewCount: 2 });
  });

  it('features the most downloaded (5 by default) and relates by course or textbook first, then subject (up to 10)', async () => {
    expect(titles(await json('/api/documents/featured'))).toEqual(['d2', 'd8', 'd5', 'd1', expect.any(String)]);
    expect(titles(await json('/api/documents/featured?limit=2&subject=chemistry'))).toEqual(['d5', 'd6']);
    const related = await json(`/api/documents/${docs.d1!.slug}/related`);
    expect(related.items).toHaveLength(10);
    // d2 and d5 share the course, d3 the textbook; then biology by downloads.
    expect(titles(related).slice(0, 3)).toEqual(['d2', 'd5', 'd3']);
    expect(titles(related).slice(3, 4)).toEqual(['d8']);
    expect(titles(related)).not.toContain('d1');
    expect(titles(related)).not.toContain('d7');
    expect(titles(related)).not.toContain('d6');
    expect(titles(await json(`/api/documents/${docs.d6!.id}/related?limit=3`))).toEqual(['d5']);
  });

  it('documents every route in /api/openapi.json', async () => {
    const doc = await json('/api/openapi.json');
    expect(doc.paths['/api/documents'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'q', 'subject', 'university', 'course', 'type', 'textbook', 'minPrice', 'maxPrice', 'sort']),
    );
    expect(doc.paths['/api/documents/{ref}'].get.responses['200'].content['application/json'].schema.properties.previewPages.type).toBe('array');
    expect(doc.paths['/api/documents/{ref}/review'].put.requestBody).toBeTruthy();
    expect(doc.paths['/api/library'].get.security).toBeTruthy();
    expect(Object.keys(doc.paths).filter((p) => /^\/api\/(documents|library|seller|admin\/documents)/.test(p)).length).toBeGreaterThanOrEqual(20);
  });

  it('lists approved slugs, cards by id in the asked order, and every public URL in the sitemap', async () => {
    const slugs = await json('/api/documents/slugs');
    expect(slugs).toMatchObject({ page: 1, pageSize: 10000, total: 16 });
    expect(slugs.items.map((s: any) => s.slug)).not.toContain(docs.d7!.slug);
    const byIds = await json(`/api/documents/by-ids?ids=${docs.d3!.id},${docs.d7!.id},${docs.d1!.id}`);
    expect(titles(byIds)).toEqual(['d3', 'd1']);
    const xml = await (await guest('/sitemap.xml')).text();
    expect(xml).toContain(`/documents/${docs.d1!.slug}</loc>`);
    expect(xml).toContain(`/documents/${docs.own2!.slug}</loc>`);
    expect(xml).not.toContain(docs.d7!.slug);
    expect(xml).not.toContain(docs.d9!.slug);
  });
});

describe('the detail page', () => {
  it('shows everything a reader needs, locked pages blurred, and the reader’s own state', async () => {
    const asGuest = await json(`/api/documents/${docs.d1!.slug}`);
    expect(asGuest).toMatchObject({
      id: docs.d1!.id, status: 'approved', pageCount: 2, previewPageCount: 1, lockedPageCount: 1, isOwner: false, isPurchased: false,
      hasAccess: false, canReview: false, bookmarked: false, myReview: null, processing: null,
      reviews: { averageRating: 4, reviewCount: 2, distribution: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } },
    });
    expect(asGuest.previewPages.map((p: any) => [p.pageNumber, p.locked])).toEqual([[1, false], [2, true]]);
    expect(asGuest.related.length).toBe(10);
    expect(asGuest.reviews.items.map((r: any) => [r.user.fullName, r.rating, r.comment])).toEqual([
      ['Rita Reader', 3, null],
      ['Beatrice Buyer', 5, 'Excellent.'],
    ]);
    const asBuyer = (await buyer.client.get(`/api/documents/${docs.d1!.id}`)).body;
    expect(asBuyer).toMatchObject({ isPurchased: true, hasAccess: true, canReview: true, myReview: { rating: 5, comment: 'Excellent.' } });
    const asOwner = (await alice.client.get(`/api/documents/${docs.d1!.slug}`)).body;
    expect(asOwner).toMatchObject({ isOwner: true, hasAccess: true, canReview: false, processing: { state: 'ready' } });
    expect((await guest(`/api/documents/${docs.d7!.slug}`)).status).toBe(404);
    expect((await stranger.client.get(`/api/documents/${docs.d7!.slug}`)).status).toBe(404);
    expect((await admin.client.get(`/api/documents/${docs.d7!.slug}`)).body.status).toBe('pending');
    expect((await guest('/api/documents/nothing-here')).status).toBe(404);
  });

  it('keeps one review per buyer, never by the owner or by someone without access', async () => {
    const d = docs.d3!.slug;
    expect((await alice.client.put(`/api/documents/${d}/review`, { rating: 5 })).body.error.message).toBe('You cannot review your own document.');
    const denied = await stranger.client.put(`/api/documents/${d}/review`, { rating: 5 });
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Only people who bought this document can review it.');
    expect((await buyer.client.put(`/api/documents/${d}/review`, { rating: 6 })).status).toBe(400);
    expect((await guest(`/api/documents/${d}/review`, { method: 'PUT' })).status).toBe(401);
    const updated = await buyer.client.put(`/api/documents/${d}/review`, { rating: 4, comment: 'Better on a second read.' });
    expect(updated.body).toMatchObject({ rating: 4, comment: 'Better on a second read.', user: { id: buyer.id } });
    expect(await json(`/api/documents/${d}/reviews`)).toMatchObject({ total: 1, items: [{ rating: 4 }] });
    expect((await sql(h, 'select average_rating, review_count from documents where id = ?', [docs.d3!.id]))[0]).toMatchObject({ average_rating: '4.00', review_count: 1 });
    expect((await buyer.client.delete(`/api/documents/${d}/review`)).status).toBe(204);
    expect((await sql(h, 'select average_rating, review_count from documents where id = ?', [docs.d3!.id]))[0]).toMatchObject({ average_rating: '0.00', review_count: 0 });
    await buyer.client.put(`/api/documents/${d}/review`, { rating: 2, comment: 'Too short.' });
  });

  it('toggles bookmarks and records views once per 30 minutes, never for the owner', async () => {
    const d = docs.d2!.slug;
    expect((await buyer.client.post(`/api/documents/${d}/bookmark`)).body).toEqual({ bookmarked: true, bookmarkCount: 1 });
    expect((await buyer.client.post(`/api/documents/${d}/bookmark`)).body).toEqual({ bookmarked: false, bookmarkCount: 0 });
    expect((await buyer.client.put(`/api/documents/${d}/bookmark`)).body).toEqual({ bookmarked: true, bookmarkCount: 1 });
    expect((await buyer.client.put(`/api/documents/${d}/bookmark`)).body).toEqual({ bookmarked: true, bookmarkCount: 1 });
    expect((await guest(`/api/documents/${d}/bookmark`, { method: 'POST' })).status).toBe(401);
    expect((await buyer.client.get(`/api/documents/${d}`)).body).toMatchObject({ bookmarked: true, bookmarkCount: 1 });

    const view = (c: Client | null, ref: string, body: object = {}) =>
      c ? c.post(`/api/documents/${ref}/views`, body).then((r) => r.body) : guest(`/api/documents/${ref}/views`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'guest-agent' }, body: JSON.stringify(body) }).then((r) => r.json());
    const before = (await json(`/api/documents/${docs.d6!.slug}`)).viewCount;
    expect(await view(null, docs.d6!.slug)).toEqual({ counted: true, viewCount: before + 1 });
    expect(await view(null, docs.d6!.slug)).toEqual({ counted: false, viewCount: before + 1 });
    expect(await view(buyer.client, docs.d6!.slug, { pageNumber: 2, progress: 40, device: { userAgent: 'test', platform: 'linux' } })).toEqual({ counted: true, viewCount: before + 2 });
    expect(await view(alice.client, docs.d6!.slug)).toMatchObject({ counted: false });
    expect((await buyer.client.post(`/api/documents/${docs.d6!.slug}/views`, { progress: 140 })).status).toBe(400);
    const [row] = await sql(h, 'select page_number, progress, platform from document_views where user_id = ? and document_id = ?', [buyer.id, docs.d6!.id]);
    expect(row).toMatchObject({ page_number: 2, progress: '40.00', platform: 'linux' });
  });
});

describe('who may open an original', () => {
  it('lets the owner, a buyer and an admin in, by id and by slug, and nobody else, whatever URL they try', async () => {
    const d1 = docs.d1!;
    expect((await guest(`/api/documents/${d1.slug}/file`)).status).toBe(401);
    const refused = await stranger.client.get(`/api/documents/${d1.slug}/file`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Buy this document to open it.');
    expect((await stranger.client.get(`/api/documents/${docs.d7!.id}/file`)).status).toBe(404);
    expect((await buyer.client.get(`/api/documents/${docs.d7!.id}/file`)).status).toBe(404);

    const downloadsBefore = (await json(`/api/documents/${d1.slug}`)).downloadCount;
    for (const [who, ref] of [[alice, d1.slug], [buyer, d1.id], [buyer, d1.slug], [admin, d1.id]] as const) {
      const res = await who.client.get(`/api/documents/${ref}/file`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ contentType: 'application/pdf', fileName: 'd1.pdf', original: { fileName: 'd1.pdf' } });
      expect(new Date(res.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(3590_000);
      const file = await guest(res.body.url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    // The buyer's first open counted one download; the owner's, the admin's and the buyer's second did not.
    expect((await json(`/api/documents/${d1.slug}`)).downloadCount).toBe(downloadsBefore + 1);
    expect(
      await eventually(async () => (await sql(h, 'select download_count from subjects where id = ?', [ids.s1]))[0].download_count, (n) => n === 901),
    ).toBe(901);

    const signed = (await buyer.client.get(`/api/documents/${d1.id}/file`)).body.url as string;
    const bare = signed.split('?')[0]!;
    expect((await guest(bare)).status).toBe(403);
    expect((await guest(signed.replace(/signature=[^&]+/, 'signature=forged'))).status).toBe(403);
    expect((await guest(signed.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);
    const [other] = await sql(h, 'select original_file_path from documents where id = ?', [docs.d2!.id]);
    expect((await guest(`/api/storage/document-originals/${other.original_file_path}?${signed.split('?')[1]}`)).status).toBe(403);
    expect([403, 404]).toContain((await guest(`/api/storage/document-previews/../document-originals/${other.original_file_path}`)).status);
  });

  it('guards the dashboard and admin routes', async () => {
    const routes = ['/api/library', '/api/library/counts', '/api/seller/documents', '/api/seller/overview'];
    for (const route of routes) {
      expect((await guest(route)).status, route).toBe(401);
      expect((await stranger.client.get(route)).status, route).toBe(200);
    }
    for (const route of ['/api/admin/documents', `/api/admin/documents/${docs.d1!.id}`]) {
      expect((await guest(route)).status, route).toBe(401);
      expect((await alice.client.get(route)).status, route).toBe(403);
      expect((await admin.client.get(route)).status, route).toBe(200);
    }
    expect((await stranger.client.get(`/api/documents/${docs.d7!.id}/processing`)).status).toBe(404);
    expect((await alice.client.get(`/api/documents/${docs.d7!.id}/processing`)).body.state).toBe('ready');
    // Strangers see only their own (empty) dashboard.
    expect((await stranger.client.get('/api/seller/documents')).body.total).toBe(0);
    expect((await stranger.client.get('/api/library?tab=uploads')).body.total).toBe(0);
  });
});

describe('the library', () => {
  const lib = async (query: string) => (await buyer.client.get(`/api/library?${query}`)).body;

  it('fills each tab, approved only except My Uploads, 12 a page', async () => {
    await buyer.client.put(`/api/documents/${docs.d4!.slug}/bookmark`);
    await buyer.client.post(`/api/documents/${docs.d3!.slug}/views`, { progress: 10 });
    const all = await lib('');
    expect(all.pageSize).toBe(12);
    expect(titles(all).sort()).toEqual(['d1', 'd2', 'd3', 'd4', 'd6', 'own2']);
    expect(titles(await lib('tab=uploads')).sort()).toEqual(['own1', 'own2']);
    expect(titles(await lib('tab=uploaded')).sort()).toEqual(['own1', 'own2']);
    expect(titles(await lib('tab=purchased')).sort()).toEqual(['d1', 'd3']);
    expect(titles(await lib('tab=saved'))).toEqual(['d4', 'd2']);
    expect(titles(await lib('tab=recent'))).toEqual(['d3', 'd6']);
    expect(titles(await lib('tab=others')).sort()).toEqual(['d1', 'd2', 'd3', 'd4', 'd6']);
    expect((await buyer.client.get('/api/library/counts')).body).toEqual({ all: 6, uploads: 2, purchased: 2, saved: 2, recent: 2, others: 5 });
    const d1 = (await lib('tab=purchased')).items.find((d: any) => d.id === docs.d1!.id);
    expect(d1).toMatchObject({ isPurchased: true, isOwn: false, href: `/dashboard/documents/${docs.d1!.slug}`, status: 'approved' });
    const d2 = (await lib('tab=saved')).items.find((d: any) => d.id === docs.d2!.id);
    expect(d2).toMatchObject({ isPurchased: false, bookmarked: true, href: `/documents/${docs.d2!.slug}` });
    expect(d2.bookmarkedAt).toBeTruthy();
    expect((await lib('tab=uploads')).items.find((d: any) => d.id === docs.own1!.id)).toMatchObject({ status: 'pending', statusRecord: { name: 'pending' } });
  });

  it('filters by type chips, searches title or description, and sorts five ways', async () => {
    expect(titles(await lib(`type=${ids.t1}`)).sort()).toEqual(['d1', 'd3']);
    expect(titles(await lib(`type=${ids.t1Slug},${ids.t3}`)).sort()).toEqual(['d1', 'd3', 'd4', 'own2']);
    expect((await lib('type=no-such-type')).total).toBe(0);
    expect(titles(await lib('q=PHOTOSYNTHESIS'))).toEqual(['d1']);
    expect(titles(await lib('q=enzymes')).length).toBe(6);
    expect(titles(await lib('sort=price'))).toEqual(['d4', 'd1', 'd6', 'own2', 'd3', 'd2']);
    expect(titles(await lib('sort=price&order=desc'))[0]).toBe('d2');
    expect(titles(await lib('sort=downloads')).slice(0, 2)).toEqual(['d2', 'd1']);
    expect(titles(await lib('sort=rating'))[0]).toBe('d1');
    expect(titles(await lib('sort=title'))[0]).toBe('d2');
    expect(titles(await lib('sort=date'))).toEqual(['own2', 'd6', 'd4', 'd3', 'd2', 'd1']);
    expect(titles(await lib('pageSize=4&page=2'))).toEqual(['d2', 'd1']);
    expect((await buyer.client.get('/api/library?tab=everything')).status).toBe(400);
  });
});

describe('seller statistics', () => {
  it('lists own uploads with status and stats, and an overview', async () => {
    const mine = (await alice.client.get('/api/seller/documents?pageSize=100')).body;
    expect(mine.total).toBe(15);
    const d1 = mine.items.find((d: any) => d.id === docs.d1!.id);
    expect(d1.stats).toEqual({ views: 0, downloads: 101, purchases: 2, bookmarks: 0, revenue: 20 });
    expect(mine.items.find((d: any) => d.id === docs.d2!.id).stats).toMatchObject({ downloads: 500, bookmarks: 1 });
    expect(mine.items.find((d: any) => d.id === docs.d7!.id)).toMatchObject({ status: 'pending', processing: { state: 'ready' } });
    expect((await alice.client.get('/api/seller/documents?status=pending')).body.items.map((d: any) => d.id)).toEqual([docs.d7!.id]);
    const overview = (await alice.client.get('/api/seller/overview')).body;
    expect(overview.documents).toEqual({ total: 15, approved: 14, pending: 1, rejected: 0, softReject: 0, deleted: 0, processing: 0, failed: 0 });
    expect(overview.totals).toMatchObject({ downloads: 801, purchases: 2, revenue: 20, bookmarks: 2 });
    expect(overview.totals.views).toBeGreaterThanOrEqual(1);
    expect(overview.reviewCount).toBe(3);
    expect(overview.averageRating).toBeCloseTo((5 + 3 + 2) / 3, 2);
    expect(overview.recentUploads).toHaveLength(5);
    expect(overview.topDocuments.map((d: any) => d.id).slice(0, 2)).toEqual([docs.d2!.id, docs.d5!.id]);
  });

  it('takes a taken-down document away from buyers but not from its owner', async () => {
    const deps = { platform: h.platform, settings: h.module.settings(h.platform.config) };
    await moderate(deps, h.platform.orm.em.fork(), { documentId: docs.d3!.id, action: 'takedown', reason: 'Copyright notice.' });
    expect((await buyer.client.get(`/api/documents/${docs.d3!.id}/file`)).status).toBe(404);
    expect((await alice.client.get(`/api/documents/${docs.d3!.id}/file`)).status).toBe(200);
    expect(titles((await buyer.client.get('/api/library?tab=purchased')).body)).toEqual(['d1']);
    expect(titles(await json('/api/documents?pageSize=100'))).not.toContain('d3');
  });
});
