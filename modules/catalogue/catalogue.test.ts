// The catalogue through HTTP on a real database seeded with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../tests/support/database.ts';
import type { Page } from '../platform/contract.ts';
import { type Country, type DocumentType, type Subject, subject as subjectSchema, type Textbook, type University, type UniversityDetail } from './contract.ts';
import { seedCatalogue } from './seed.ts';

let platform: TestPlatform;
let server: Awaited<ReturnType<typeof startTestServer>>;

async function get<T>(path: string, status = 200): Promise<T> {
  const response = await fetch(server.baseUrl + path);
  expect(response.status, `${path} answered ${response.status}`).toBe(status);
  return (await response.json()) as T;
}

const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

beforeAll(async () => {
  platform = await bootTestPlatform();
  await seedCatalogue(platform);
  server = await startTestServer(platform);
});
afterAll(async () => {
  await server?.close();
  await platform?.cleanup();
});

describe('catalogue API', () => {
  it('lists subjects ordered by name with counts, paginated', async () => {
    const first = await get<Page<Subject>>('/api/catalogue/subjects?pageSize=10');
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.items).toHaveLength(10);
    expect(first.page).toBe(1);
    const all = await get<Page<Subject>>('/api/catalogue/subjects?pageSize=500');
    expect(all.items.map((s) => s.name)).toEqual(sorted(all.items.map((s) => s.name)));
    const second = await get<Page<Subject>>('/api/catalogue/subjects?pageSize=10&page=2');
    expect(second.items[0]!.id).toBe(all.items[10]!.id);
    const physics = all.items.find((s) => s.slug === 'physics')!;
    expect(physics).toMatchObject({ name: 'Physics', category: 'academic', documentCount: 0 });
    expect(physics.color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('filters subjects by name and by category', async () => {
    const found = await get<Page<Subject>>('/api/catalogue/subjects?q=chem');
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((s) => /chem/i.test(s.name) || /chem/i.test(s.acronym ?? ''))).toBe(true);
    const literal = await get<Page<Subject>>('/api/catalogue/subjects?q=%25');
    expect(literal.total).toBe(0);
    const professional = await get<Page<Subject>>('/api/catalogue/subjects?category=professional');
    expect(professional.items.length).toBeGreaterThan(0);
    expect(professional.items.every((s) => s.category === 'professional')).toBe(true);
  });

  it('gives the home page its top 12 subjects by document count, current on an api without a realtime listener', async () => {
    await platform.orm.em.getConnection().execute(`update subjects set document_count = 90 where slug = 'veterinary-medicine'`);
    const response = await fetch(`${server.baseUrl}/api/catalogue/subjects/top`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    const { items } = (await response.json()) as { items: Subject[] };
    expect(items).toHaveLength(12);
    expect(items[0]!.slug).toBe('veterinary-medicine');
    // Nothing would tell this instance of a change (no realtime listener), so it keeps nothing: the change shows.
    await platform.orm.em.getConnection().execute(`update subjects set document_count = 95 where slug = 'physics'`);
    const again = await get<{ items: Subject[] }>('/api/catalogue/subjects/top');
    expect(again.items[0]!.slug).toBe('physics');
  });

  it('answers timestamps in ISO 8601, as its contract says', async () => {
    const { items } = await get<Page<Subject>>('/api/catalogue/subjects?pageSize=3');
    for (const item of items) {
      expect(item.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(subjectSchema.parse(item)).toEqual(item);
    }
    expect(() => subjectSchema.parse({ ...items[0], createdAt: '2026-11-27 23:19:48.445688+00' })).toThrow();
    const one = await get<Subject>('/api/catalogue/subjects/physics');
    expect(subjectSchema.parse(one).updatedAt).toBe(new Date(one.updatedAt).toISOString());
  });

  it('finds one subject by slug, and answers 404 in the one error shape for an unknown one', async () => {
    expect((await get<Subject>('/api/catalogue/subjects/physics')).name).toBe('Physics');
    const missing = await get<{ error: { code: string; message: string } }>('/api/catalogue/subjects/no-such-subject', 404);
    expect(missing).toEqual({ error: { code: 'not_found', message: 'Subject not found' } });
  });

  it('lists universities by name with logos and course counts, and one with its courses', async () => {
    const page = await get<Page<University>>('/api/catalogue/universities?pageSize=500');
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items.map((u) => u.name)).toEqual(sorted(page.items.map((u) => u.name)));
    const first = page.items[0]!;
    expect(first.courseCount).toBeGreaterThanOrEqual(4);
    const logo = await fetch(server.baseUrl + first.logoUrl!);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');

    const detail = await get<UniversityDetail>(`/api/catalogue/universities/${first.slug}`);
    expect(detail.courses).toHaveLength(first.courseCount);
    expect(detail.courses.map((c) => c.name)).toEqual(sorted(detail.courses.map((c) => c.name)));
    const course = detail.courses[0]!;
    const courseDetail = await get<{ name: string; university: University }>(
      `/api/catalogue/universities/${first.slug}/courses/${course.slug}`,
    );
    expect(courseDetail.name).toBe(course.name);
    expect(courseDetail.university.id).toBe(first.id);
    await get(`/api/catalogue/universities/${first.slug}/courses/no-such-course`, 404);

    const courses = await get<Page<{ universityId: string }>>(`/api/catalogue/courses?universityId=${first.id}`);
    expect(courses.total).toBe(first.courseCount);
    expect(courses.items.every((c) => c.universityId === first.id)).toBe(true);
  });

  it('lists textbooks by title and finds one by slug, linked to its subject', async () => {
    const page = await get<Page<Textbook>>('/api/catalogue/textbooks?pageSize=500');
    expect(page.total).toBeGreaterThanOrEqual(30);
    expect(page.items.map((t) => t.title)).toEqual(sorted(page.items.map((t) => t.title)));
    expect(page.items.every((t) => t.subjectId)).toBe(true);
    const one = await get<Textbook>(`/api/catalogue/textbooks/${page.items[0]!.slug}`);
    expect(one.author).toBe(page.items[0]!.author);
  });

  it('has the ten document types ordered by name, with their learning-resource mapping', async () => {
    const { items } = await get<{ items: DocumentType[] }>('/api/catalogue/document-types');
    expect(items.map((t) => t.name)).toEqual(
      sorted([
        'Past Exams', 'Flashcards', 'Practice Problems', 'Exam Guides', 'Textbook Guides',
        'Chapter Summary', 'Class Notes', 'Quick Guides', 'Lab Notes', 'Certification Guides',
      ]),
    );
    expect(items.find((t) => t.name === 'Past Exams')!.learningResourceType).toBe('Assessment');
  });

  it('has every country with its ISO code, ordered by name', async () => {
    const { items } = await get<{ items: Country[] }>('/api/catalogue/countries');
    expect(items).toHaveLength(249);
    expect(items.find((c) => c.code === 'DE')!.name).toBe('Germany');
    expect(items.map((c) => c.name)).toEqual(sorted(items.map((c) => c.name)));
  });

  it('refuses bad list parameters with field errors', async () => {
    const body = await get<{ error: { code: string; fields: Record<string, string[]> } }>(
      '/api/catalogue/subjects?pageSize=1000&page=0',
      400,
    );
    expect(body.error.code).toBe('invalid_request');
    expect(Object.keys(body.error.fields).sort()).toEqual(['page', 'pageSize']);
    await get('/api/catalogue/courses?universityId=not-a-uuid', 400);
  });

  it('puts every public catalogue page in the sitemap', async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('/subjects/physics</loc>');
    expect(xml).toMatch(/\/universities\/[a-z-]+\/courses\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/textbooks\/[a-z0-9-]+<\/loc>/);
  });
});

describe('demo data', () => {
  it('is idempotent: a second seed creates and changes nothing', async () => {
    const snapshot = async () =>
      platform.orm.em.getConnection().execute(
        `select (select md5(string_agg(s::text, ',' order by id)) from subjects s) as subjects,
                (select md5(string_agg(u::text, ',' order by id)) from universities u) as universities,
                (select md5(string_agg(c::text, ',' order by id)) from courses c) as courses,
                (select md5(string_agg(t::text, ',' order by id)) from textbooks t) as textbooks,
                (select count(*) from countries) as countries`,
      );
    const before = await snapshot();
    const report = await seedCatalogue(platform);
    expect(Object.values(report).every((n) => n === 0)).toBe(true);
    expect(await snapshot()).toEqual(before);
  });
});

describe('public pages for search engines', () => {
  it('sends a subject page with its real title, description, canonical link and JSON-LD', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    const dist = path.join(platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
    );
    const withApp = await startTestServer(platform, { webDist: dist });
    try {
      const response = await fetch(`${withApp.baseUrl}/subjects/physics`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<title>Physics study notes and past papers | Studyhall</title>');
      expect(html).not.toContain('content="default"');
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}" \/>/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/subjects/physics" />`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(jsonLd).toMatchObject({ '@type': 'CollectionPage', about: { name: 'Physics' } });

      const course = await (await fetch(`${withApp.baseUrl}/universities`)).text();
      expect(course).toContain('<title>Universities | Studyhall</title>');

      const missing = await fetch(`${withApp.baseUrl}/subjects/no-such-subject`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');

      const other = await (await fetch(`${withApp.baseUrl}/about`)).text();
      expect(other).toContain('<title>Studyhall</title>');
    } finally {
      await withApp.close();
    }
  });
});
