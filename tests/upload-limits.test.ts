// Every route that takes a document upload (found in /api/openapi.json, so a new one is covered without editing
// this file) counts against the one set of upload limits (§11: each upload is up to 50 MB and 500 pages of
// conversion and OCR, free for private uploads): attempts spread over all of them fill one counter, and past it each
// answers 429 with Retry-After and the limit's words, before reading the file, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS_PER_DAY, UPLOADS_PER_HOUR } from '../modules/documents/index.ts';
import { onePagePdf } from './support/instances.ts';
import { bootHarness, type Harness, signUp, sql, type TestUser } from './support/http-harness.ts';

/** Multipart routes that store no document, each with its own limit and test. */
const NOT_DOCUMENT_UPLOADS: Record<string, string> = {
  '/api/homework/photo-text': 'reads a photo of a question and keeps nothing; 20 an hour (modules/homework tests)',
};

let h: Harness;
let busy: TestUser;
let calm: TestUser;
let routes: string[];
const pathsFor = new Map<TestUser, string[]>();

beforeAll(async () => {
  h = await bootHarness();
  // Signing up forgets every rate-limit window, so everyone signs up before any upload.
  busy = await signUp(h, 'Busy Uploader');
  calm = await signUp(h, 'Calm Uploader');
  const spec = (await busy.client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, { requestBody?: { content: object } }>> };
  routes = Object.entries(spec.paths)
    .filter(([path, ops]) => ops.post?.requestBody && 'multipart/form-data' in ops.post.requestBody.content && !(path in NOT_DOCUMENT_UPLOADS))
    .map(([path]) => path);
  for (const user of [busy, calm]) {
    const plan = await user.client.post('/api/test-prep/plans', { name: 'Finals' });
    const values: Record<string, string> = { planId: plan.body.id };
    pathsFor.set(
      user,
      routes.map((route) =>
        route.replace(/\{(\w+)\}/g, (_, name: string) => {
          if (!values[name]) throw new Error(`${route}: give this test a value for {${name}}`);
          return values[name];
        }),
      ),
    );
  }
}, 120_000);
afterAll(() => h?.close());

const emptyForm = () => new FormData();
async function pdfForm() {
  const form = new FormData();
  form.append('file', new Blob([(await onePagePdf(5)) as BlobPart], { type: 'application/pdf' }), 'notes.pdf');
  form.append('title', 'One upload too many');
  return form;
}

describe('upload limits on every upload route', () => {
  it('finds the seller upload and the private uploads of Document Chat, flashcards, the plagiarism checker and test prep', () => {
    expect(routes.sort()).toEqual(
      expect.arrayContaining([
        '/api/document-chats/upload', '/api/documents', '/api/flashcards/uploads', '/api/integrity/uploads', '/api/test-prep/plans/{planId}/uploads',
      ]),
    );
  });

  it(`counts attempts on all of them together and refuses the next on each with 429 and Retry-After`, async () => {
    const paths = pathsFor.get(busy)!;
    // Refused attempts (no file: 400) count, so a script cannot probe for free; spread over every route.
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      const res = await busy.client.request('POST', paths[i % paths.length]!, undefined, { multipart: emptyForm() });
      expect(res.status, `${paths[i % paths.length]}: ${res.text}`).toBe(400);
    }
    const documentsBefore = (await sql(h, 'select count(*)::int as n from documents where user_id = ?', [busy.id]))[0].n;
    for (const path of paths) {
      const over = await busy.client.request('POST', path, undefined, { multipart: await pdfForm() });
      expect(over.status, `${path}: ${over.text}`).toBe(429);
      expect(over.body.error).toEqual({
        code: 'rate_limited',
        message: `You can upload at most ${UPLOADS_PER_HOUR} documents an hour and ${UPLOADS_PER_DAY} a day. Please try again later.`,
      });
      expect(Number(over.headers.get('retry-after')), path).toBeGreaterThan(3000);
    }
    expect((await sql(h, 'select count(*)::int as n from documents where user_id = ?', [busy.id]))[0].n).toBe(documentsBefore);

    // Another user's uploads are untouched.
    for (const path of pathsFor.get(calm)!) expect((await calm.client.request('POST', path, undefined, { multipart: emptyForm() })).status, path).toBe(400);
  });
});
