// A document's page as search engines get it from the server: its real title (written literally, whatever it
// holds), description and LearningResource JSON-LD with the catalogue's learning-resource type; 404 and noindex
// for a document that is not public.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { documentJsonLd } from './contract.ts';
import { bootDocuments, type Client, type DocumentsHarness, eventually, makePdf, refs, signUp, sql, upload } from './harness.testing.ts';

let h: DocumentsHarness;
let web: Awaited<ReturnType<typeof startTestServer>>;
let seller: { client: Client; id: string };
let admin: { client: Client; id: string };

beforeAll(async () => {
  h = await bootDocuments({ settings: { sofficePath: null }, work: ['documents', 'catalogue'] });
  const dist = path.join(h.platform.dataDir, 'page-meta-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
  web = await startTestServer(h.platform, { webDist: dist });
  seller = await signUp(h, 'Pat Papers');
  admin = await signUp(h, 'Ada Admin', true);
});
afterAll(async () => {
  await web?.close();
  await h?.close();
});

async function pastExam(title: string) {
  const r = await refs(h, 1);
  const [type] = await sql(h, `select id from document_types where name = 'Past Exams'`);
  const res = await upload(seller.client, r, { bytes: await makePdf({ pages: 2, seed: 5 }) }, { title, documentTypeId: type.id, pointsPrice: 30 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = res.body.document.id as string;
  await eventually(async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0].processing_status, (s) => s === 'ready');
  return res.body.document as { id: string; slug: string };
}

const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);

describe('a document page from the server', () => {
  it('carries the literal title and LearningResource JSON-LD with the mapped type (Past Exams -> Assessment)', async () => {
    const title = "Midterm $& $` $' $1 answers";
    const doc = await pastExam(title);
    expect((await fetch(`${web.baseUrl}/documents/${doc.slug}`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/documents/${doc.id}/approve`)).status).toBe(200);

    const response = await fetch(`${web.baseUrl}/documents/${doc.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Midterm $&amp; $` $' $1 answers | Studyhall</title>");
    expect(html).toMatch(/<meta name="description" content="Past Exams for [^"]+: [^"]{10,}" \/>/);
    const jsonLd = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'LearningResource',
      name: title,
      learningResourceType: 'Assessment',
      url: `${h.platform.config.publicUrl}/documents/${doc.slug}`,
      author: { name: 'Pat Papers' },
      offers: { price: '3.00', priceCurrency: 'USD' },
      numberOfPages: 2,
    });
    expect(jsonLd.image).toMatch(new RegExp(`^${h.platform.config.publicUrl}/api/storage/cover-images/`));

    // The web app renders the same JSON-LD from the API's detail, which carries the mapping too.
    const detail = await (await fetch(`${h.baseUrl}/api/documents/${doc.slug}`)).json();
    expect(detail.documentType).toMatchObject({ name: 'Past Exams', learningResourceType: 'Assessment' });
    expect(documentJsonLd(detail, h.platform.config.publicUrl)).toEqual(JSON.parse(JSON.stringify(jsonLd)));
  });

  it('answers 404 with noindex for an unknown document', async () => {
    const missing = await fetch(`${web.baseUrl}/documents/no-such-document`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');
  });
});
