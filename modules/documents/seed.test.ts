// The demo data: at least 200 real documents through the real upload path and pipeline, spread over subjects,
// universities, types and prices, some reviewed, two flagged copies; a second run creates nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootDocuments, type DocumentsHarness, eventually, sql } from './harness.testing.ts';

let h: DocumentsHarness;

beforeAll(async () => {
  h = await bootDocuments({ settings: { previewWidth: 400, renderedPreviewPages: 4 } });
});
afterAll(() => h?.close());

describe('demo documents', () => {
  it('uploads 202 documents from five sellers that the worker processes and publishes; a second run adds nothing', async () => {
    const started = Date.now();
    const report = await h.module.seed!(h.platform);
    console.log(`uploaded ${JSON.stringify(report)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(report).toEqual({ demoUsers: 13, documents: 202 });
    // The worker processes every upload; each processed demo document is then moderated and read.
    await h.platform.bus.work(['documents', 'catalogue']);
    const finished = await eventually(
      async () => (await sql(h, `select count(*)::int as n from pgboss.job where name = 'documents.finish-demo-document' and state = 'completed'`))[0].n,
      (n) => n === 202,
      150_000,
    );
    console.log(`processed and published in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(finished).toBe(202);

    const [totals] = await sql(
      h,
      `select count(*)::int as documents,
         count(*) filter (where status_id = 1)::int as approved,
         count(*) filter (where processing_status = 'ready')::int as ready,
         count(distinct subject_id)::int as subjects,
         count(distinct university_id)::int as universities,
         count(distinct document_type_id)::int as types,
         count(distinct user_id)::int as sellers,
         count(distinct points_price)::int as prices,
         count(*) filter (where points_price = 0)::int as free,
         min(page_count)::int as min_pages, max(page_count)::int as max_pages,
         count(*) filter (where duplicate_of_id is not null)::int as flagged
       from documents`,
    );
    expect(totals).toMatchObject({ documents: 202, ready: 202, subjects: 59, types: 10, sellers: 5, min_pages: 2, max_pages: 6, flagged: 2 });
    expect(totals.approved).toBeGreaterThanOrEqual(175);
    expect(totals.universities).toBeGreaterThanOrEqual(30);
    expect(totals.prices).toBeGreaterThanOrEqual(20);
    expect(totals.free).toBeGreaterThan(0);
    const statuses = await sql(h, 'select status_id, count(*)::int as n from documents group by 1 order by 1');
    expect(statuses.map((s) => s.status_id)).toEqual([1, 2, 3, 4, 5]);
    const flagged = await sql(h, `select d.slug, d.duplicate_kind, o.slug as of from documents d join documents o on o.id = d.duplicate_of_id order by d.slug`);
    expect(flagged.map((f) => f.duplicate_kind)).toEqual(['near', 'exact']);

    // Real text about the subject, and previews on disk.
    const [physics] = await sql(
      h,
      `select string_agg(p.text, ' ') as text from document_pages p join documents d on d.id = p.document_id
       join subjects s on s.id = d.subject_id where s.slug = 'physics'`,
    );
    expect(physics.text).toMatch(/momentum|Newton|harmonic|electric field/i);
    const sample = await (await fetch(`${h.baseUrl}/api/documents?pageSize=1`)).json();
    expect((await fetch(h.baseUrl + sample.items[0].coverUrl)).status).toBe(200);
    // The catalogue counts follow the approvals through events.
    const counted = await eventually(
      async () => (await sql(h, 'select sum(document_count)::int as n from subjects'))[0].n,
      (n) => n === totals.approved,
      30_000,
    );
    expect(counted).toBe(totals.approved);

    const [reviews] = await sql(h, 'select count(*)::int as n, count(distinct document_id)::int as documents from document_reviews');
    expect(reviews.n).toBeGreaterThan(100);
    expect(reviews.documents).toBeGreaterThan(50);
    const again = await h.module.seed!(h.platform);
    expect(again).toEqual({ demoUsers: 0, documents: 0 });
    expect((await sql(h, 'select count(*)::int as n from documents'))[0].n).toBe(202);
  }, 180_000);
});
