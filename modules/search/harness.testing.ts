// Helpers for the search tests: the whole platform over HTTP with the worker serving documents, catalogue and
// search queues; real documents uploaded, processed and moderated through the documents API; homework and deck
// events published as their modules will publish them.
import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CSRF_COOKIE } from '../accounts/contract.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { bootHarness, Client, eventually, type Harness, sql, signUp, type TestUser } from '../../tests/support/http-harness.ts';
import type { EventDefinition } from '../platform/index.ts';

export type SearchHarness = Harness & { seller: TestUser; admin: TestUser; guest: Client };

export async function bootSearchHarness(env: Record<string, string> = {}): Promise<SearchHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue', 'search']);
  const seller = await signUp(h, 'Sam Seller');
  const admin = await signUp(h, 'Ada Admin', { admin: true });
  return { ...h, seller, admin, guest: new Client(h.baseUrl) };
}

/** DejaVu Sans (Debian's fonts-dejavu-core, which .ci/run installs): it has Arabic, Greek and Cyrillic glyphs. */
export const UNICODE_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/**
 * A PDF whose pages hold these lines, one array a page. Latin text is set in Helvetica; text Helvetica cannot
 * encode in DejaVu Sans, laid out by fontkit (which reverses a wholly right-to-left line into visual order, and
 * leaves a right-to-left run inside a Latin line in logical order).
 */
export async function pdfWith(...pages: string[][]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const latin = pages.flat().every((line) => /^[\x20-\x7e\u00a0-\u00ff]*$/.test(line));
  if (!latin) doc.registerFontkit(fontkit);
  const font = latin ? await doc.embedFont(StandardFonts.Helvetica) : await doc.embedFont(await readFile(UNICODE_FONT), { subset: true });
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    lines.slice(0, 40).forEach((line, i) => {
      page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font });
    });
  }
  return doc.save();
}

export type DocumentSpec = {
  title: string;
  description: string;
  /** The first page's lines. */
  text: string[];
  /** Further pages' lines: with one more page, the second is locked in the preview (readable: at most half). */
  morePages?: string[][];
  subject: string;
  type: string;
  university?: string;
  status?: 'approved' | 'pending' | 'rejected';
};

async function idBySlug(h: Harness, table: string, slug: string): Promise<string> {
  const [row] = await sql(h, `select id from ${table} where slug = ?`, [slug]);
  if (!row) throw new Error(`no ${table} ${slug}`);
  return row.id;
}

/** Uploads a document as the seller (multipart, as the browser does); answers its id and slug. */
export async function uploadDocument(h: SearchHarness, spec: DocumentSpec): Promise<{ id: string; slug: string }> {
  const form = new FormData();
  form.set('title', spec.title);
  form.set('description', spec.description);
  form.set('documentTypeId', await idBySlug(h, 'document_types', spec.type));
  form.set('subjectId', await idBySlug(h, 'subjects', spec.subject));
  form.set('universityId', spec.university ? await idBySlug(h, 'universities', spec.university) : '');
  form.set('pointsPrice', '25');
  form.set('file', new Blob([(await pdfWith(spec.text, ...(spec.morePages ?? []))) as BlobPart], { type: 'application/pdf' }), 'notes.pdf');
  const { cookies } = h.seller.client;
  const res = await fetch(`${h.baseUrl}/api/documents`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': cookies.get(CSRF_COOKIE)! },
  });
  const body = (await res.json()) as any;
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(body)}`);
  return { id: body.document.id, slug: body.document.slug };
}

/** Moderates a document once the worker has processed it. */
export async function moderate(h: SearchHarness, id: string, action: 'approve' | 'reject' | 'takedown') {
  await eventually(async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status, (s) => s === 'ready', 60_000);
  const res = await h.admin.client.post(`/api/admin/documents/${id}/${action}`, action === 'approve' ? {} : { reason: 'Test moderation.' });
  if (res.status !== 200) throw new Error(`${action} failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Publishes an event the way its module will: inside a transaction, through the outbox. */
export async function publish<D, I>(h: Harness, event: EventDefinition<D, I>, data: NoInfer<I>) {
  await h.platform.orm.em.fork().transactional((em) => h.platform.bus.publish(em, event, data));
}

/** Waits until every search job has run (and those they depend on: processing, moderation events). */
export async function indexingSettled(h: Harness, ms = 60_000) {
  await eventually(
    async () => Number((await sql(h, `select count(*)::int as n from pgboss.job where (name like 'search.%' or name like 'documents.%') and state in ('created', 'retry', 'active')`))[0]?.n ?? 0),
    (n) => n === 0,
    ms,
  );
}
