// The pipeline run twice leaves one set of files and one row state; moderation follows its rules and publishes
// its events; a takedown takes the public images down and the subject count with it.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_EVENTS } from './events.ts';
import { type EventDefinition, onEvent, outsideTransaction, type StudyhallModule } from '../platform/index.ts';
import { processNow } from './processing.ts';
import { blobs, bootDocuments, type Client, type DocumentsHarness, eventually, makePdf, type Refs, refs, signUp, sql, upload } from './harness.testing.ts';

const received: { name: string; data: any }[] = [];
const { uploaded, processed, approved, rejected, softRejected, resubmitted, removed } = DOCUMENTS_EVENTS;
const probe: StudyhallModule = {
  name: 'probe',
  queues: () =>
    [uploaded, processed, approved, rejected, softRejected, resubmitted, removed].map((event: EventDefinition<object>) =>
      onEvent(event, {
        queue: `probe.${event.name.replace('documents.', '')}`,
        handler: async (data) => {
          received.push({ name: event.name, data });
        },
      }),
    ),
};

let h: DocumentsHarness;
let seller: { client: Client; id: string };
let admin: { client: Client; id: string };
let stranger: { client: Client; id: string };
let r: Refs;

beforeAll(async () => {
  // No documents worker here: processing runs inline (processNow), the same function the job runs.
  h = await bootDocuments({ extra: [probe], work: ['probe', 'catalogue', 'documents.purge-removed-previews'] });
  seller = await signUp(h, 'Sara Seller');
  admin = await signUp(h, 'Max Moderator', true);
  stranger = await signUp(h, 'Stan Stranger');
  r = await refs(h, 7);
});
afterAll(() => h?.close());

const deps = () => ({ platform: h.platform, settings: h.module.settings(h.platform.config) });

async function newDocument(title: string, pages = 4) {
  const res = await upload(seller.client, r, { bytes: await makePdf({ pages, seed: title.length * 31 }) }, { title });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.document as { id: string; slug: string };
}

async function snapshot(id: string) {
  const files = [...(await blobs(h, 'document-previews')).filter((k) => k.startsWith(id)), ...(await blobs(h, 'cover-images')).filter((k) => k.startsWith(id))];
  const hashes = await Promise.all(
    files.map(async (f) => {
      const bucket = f.endsWith('cover.webp') ? 'cover-images' : 'document-previews';
      return `${f}:${createHash('sha256').update(await readFile(path.join(h.platform.storage.root, bucket, f))).digest('hex').slice(0, 12)}`;
    }),
  );
  const [doc] = await sql(
    h,
    `select page_count, preview_page_count, preview_file_path, card_image_path, content_sha256, text_fingerprint, processing_status,
            duplicate_of_id from documents where id = ?`,
    [id],
  );
  const pages = await sql(h, 'select page_number, preview_key, locked, md5(text) as text from document_pages where document_id = ? order by 1', [id]);
  const bands = await sql(h, 'select band, hash from document_fingerprint_bands where document_id = ? order by band', [id]);
  return { hashes, doc, pages, bands };
}

describe('processing', () => {
  it('runs twice to the same single set of files and the same row state', async () => {
    const doc = await newDocument('Idempotent Notes', 6);
    expect(await processNow(deps(), doc.id)).toBe('processed');
    const first = await snapshot(doc.id);
    expect(first.hashes).toHaveLength(7);
    expect(first.pages).toHaveLength(6);
    expect(first.bands).toHaveLength(16);
    // A finished document is left alone by a redelivered job...
    expect(await processNow(deps(), doc.id)).toBe('skipped');
    // ...and a run that died before its final commit (the row still says "processing") runs again to the same state.
    await sql(h, `update documents set processing_status = 'processing', processing_step = 'rendering' where id = ?`, [doc.id]);
    expect(await processNow(deps(), doc.id)).toBe('processed');
    expect(await snapshot(doc.id)).toEqual(first);
    const [row] = await sql(h, 'select processing_attempts from documents where id = ?', [doc.id]);
    expect(row.processing_attempts).toBe(2);
    // Both runs announced what they did; neither left a second set.
    expect(received.filter((e) => e.name === 'documents.processed' && e.data.documentId === doc.id).length).toBeLessThanOrEqual(2);
  });

  it('flags the later upload as the copy, whichever of the two is processed first', async () => {
    const text = Array.from({ length: 36 }, (_, i) => `Entry ${i}: supply and demand set the price where quantity demanded meets quantity supplied, case ${i}.`).join('\n');
    const original = await upload(seller.client, r, { bytes: await makePdf({ pages: 2, text, title: 'Markets' }) }, { title: 'Markets Original' });
    const copy = await upload(stranger.client, r, { bytes: await makePdf({ pages: 2, text: text.replace('case 5.', 'case five.'), title: 'Markets' }) }, { title: 'Markets Copy' });
    // The copy is processed first: nothing to compare with yet.
    await processNow(deps(), copy.body.document.id);
    expect((await sql(h, 'select duplicate_of_id from documents where id = ?', [copy.body.document.id]))[0].duplicate_of_id).toBeNull();
    // The original, processed next, flags the copy, and is not flagged itself.
    await processNow(deps(), original.body.document.id);
    const [orig] = await sql(h, 'select duplicate_of_id from documents where id = ?', [original.body.document.id]);
    const [dup] = await sql(h, 'select duplicate_of_id, duplicate_kind, duplicate_similarity from documents where id = ?', [copy.body.document.id]);
    expect(orig.duplicate_of_id).toBeNull();
    expect(dup).toMatchObject({ duplicate_of_id: original.body.document.id, duplicate_kind: 'near' });
    expect(dup.duplicate_similarity).toBeGreaterThanOrEqual(0.8);
  });

  it('refuses a second run of the same document while one holds it', async () => {
    const doc = await newDocument('Locked Notes', 2);
    const em = h.platform.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.getConnection().execute('select pg_advisory_xact_lock(hashtextextended(?, 7341))', [doc.id], 'all', tx.getTransactionContext());
      // The second run is another job, not part of this transaction: it takes its own connection, as a worker would.
      await outsideTransaction(() => expect(processNow(deps(), doc.id)).rejects.toThrow(/being processed by another job/));
    });
    expect(await processNow(deps(), doc.id)).toBe('processed');
  });
});

describe('moderation', () => {
  it('approves, rejects, sends back and takes down by the rules, publishing each change', async () => {
    const a = await newDocument('Approve Me');
    // Not processed yet: it cannot be approved.
    const early = await admin.client.post(`/api/admin/documents/${a.id}/approve`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('not_processed');
    await processNow(deps(), a.id);
    // A guest who read the catalogue just before the approval sees the document right after it: the guests' shared
    // answer of a second (platform/http/guest-answers.ts) is dropped by the approval.
    const guestCatalogue = async () => ((await (await fetch(`${h.baseUrl}/api/documents?pageSize=50`)).json()).items as { id: string }[]).map((d) => d.id);
    expect(await guestCatalogue()).not.toContain(a.id);
    expect((await seller.client.post(`/api/admin/documents/${a.id}/approve`)).status).toBe(403);
    const approved = await admin.client.post(`/api/admin/documents/${a.id}/approve`);
    expect(approved.body).toMatchObject({ status: 'approved', statusRecord: { id: 1, displayName: 'Approved' } });
    expect(await guestCatalogue()).toContain(a.id);
    const again = await admin.client.post(`/api/admin/documents/${a.id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('A document that is approved cannot be approved.');
    expect((await admin.client.post(`/api/admin/documents/${a.id}/reject`, { reason: 'no' })).status).toBe(409);

    const b = await newDocument('Fix Me');
    await processNow(deps(), b.id);
    expect((await admin.client.post(`/api/admin/documents/${b.id}/soft-reject`, {})).status).toBe(400);
    const soft = await admin.client.post(`/api/admin/documents/${b.id}/soft-reject`, { reason: 'Add a contents page.' });
    expect(soft.body).toMatchObject({ status: 'soft-reject', statusReason: 'Add a contents page.' });
    // The seller sees why, edits and resubmits; strangers cannot.
    const mine = await seller.client.get(`/api/seller/documents?status=soft-reject`);
    expect(mine.body.items.map((d: any) => [d.id, d.statusReason])).toEqual([[b.id, 'Add a contents page.']]);
    expect((await stranger.client.patch(`/api/documents/${b.id}`, { title: 'Mine now' })).status).toBe(404);
    const edited = await seller.client.patch(`/api/documents/${b.id}`, { title: 'Fixed Notes', pointsPrice: 15 });
    expect(edited.status).toBe(200);
    expect(edited.body.document).toMatchObject({ title: 'Fixed Notes', pointsPrice: 15 });
    const resubmitted = await seller.client.post(`/api/documents/${b.id}/resubmit`);
    expect(resubmitted.body.document.status).toBe('pending');
    expect((await seller.client.post(`/api/documents/${b.id}/resubmit`)).status).toBe(409);
    const rejected = await admin.client.post(`/api/admin/documents/${b.id}/reject`, { reason: 'Copied from a textbook.' });
    expect(rejected.body).toMatchObject({ status: 'rejected', statusReason: 'Copied from a textbook.' });
    expect((await seller.client.patch(`/api/documents/${b.id}`, { title: 'Again' })).status).toBe(409);
    expect((await admin.client.post(`/api/admin/documents/${b.id}/approve`)).status).toBe(409);

    // Takedown: only from approved; it leaves the catalogue, its public images go, the subject count follows.
    expect((await admin.client.post(`/api/admin/documents/${b.id}/takedown`, { reason: 'x' })).status).toBe(409);
    const countAfterApproval = await eventually(
      async () => (await sql(h, 'select document_count from subjects where id = ?', [r.subjectId]))[0].document_count,
      (n) => n === 1,
    );
    expect(countAfterApproval).toBe(1);
    const detail = await (await fetch(`${h.baseUrl}/api/documents/${a.slug}`)).json();
    const imageUrl = detail.previewPages[0].url;
    expect((await fetch(h.baseUrl + imageUrl)).status).toBe(200);
    const down = await admin.client.post(`/api/admin/documents/${a.id}/takedown`, { reason: 'Notice and takedown.' });
    expect(down.body).toMatchObject({ status: 'deleted', statusReason: 'Notice and takedown.' });
    expect((await fetch(`${h.baseUrl}/api/documents/${a.slug}`)).status).toBe(404);
    // (A request that races the deletion may fail mid-response: the platform stats, then streams. Count it as not yet.)
    const statusOf = async () => {
      try {
        const res = await fetch(h.baseUrl + imageUrl);
        await res.arrayBuffer();
        return res.status;
      } catch {
        return 0;
      }
    };
    await eventually(statusOf, (s) => s === 404);
    expect((await fetch(h.baseUrl + imageUrl)).status).toBe(404);
    expect(await eventually(async () => (await sql(h, 'select document_count from subjects where id = ?', [r.subjectId]))[0].document_count, (n) => n === 0)).toBe(0);
    // The owner still sees it, with the reason, in My Uploads.
    const uploads = await seller.client.get('/api/library?tab=uploads');
    expect(uploads.body.items.find((d: any) => d.id === a.id)).toMatchObject({ status: 'deleted' });

    const events = await eventually(
      () => received.filter((e) => [a.id, b.id].includes(e.data.documentId)).map((e) => `${e.name}:${e.data.documentId === a.id ? 'a' : 'b'}`),
      (list) => list.length >= 9,
    );
    expect(events.sort()).toEqual(
      [
        'documents.uploaded:a', 'documents.processed:a', 'documents.approved:a', 'documents.removed:a',
        'documents.uploaded:b', 'documents.processed:b', 'documents.soft-rejected:b', 'documents.resubmitted:b', 'documents.rejected:b',
      ].sort(),
    );
    expect(received.find((e) => e.name === 'documents.approved' && e.data.documentId === a.id)!.data).toMatchObject({
      userId: seller.id, subjectId: r.subjectId, slug: a.slug, firstApproval: true,
    });
    expect(received.find((e) => e.name === 'documents.removed')!.data).toMatchObject({ previousStatus: 'approved', reason: 'Notice and takedown.' });
  });

  it('counts the moderation tabs for admins only, under the same search as the list', async () => {
    const tag = `Tally${Date.now().toString(36)}`;
    const waiting = await newDocument(`${tag} Waiting`);
    const sentBack = await newDocument(`${tag} Sent Back`);
    await processNow(deps(), sentBack.id);
    await admin.client.post(`/api/admin/documents/${sentBack.id}/soft-reject`, { reason: 'Add page numbers.' });
    const counts = await admin.client.get(`/api/admin/documents/counts?q=${tag}`);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({ pending: 1, approved: 0, 'soft-reject': 1, rejected: 0, deleted: 0, processing: 1, failed: 0, duplicates: 0 });
    // Each count is what the list of that tab says.
    const pendingList = await admin.client.get(`/api/admin/documents?status=pending&q=${tag}`);
    expect(pendingList.body.items.map((d: any) => d.id)).toEqual([waiting.id]);
    const all = await admin.client.get('/api/admin/documents/counts');
    expect(all.body.pending).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${h.baseUrl}/api/admin/documents/counts`)).status).toBe(401);
    expect((await seller.client.get('/api/admin/documents/counts')).status).toBe(403);
  });

  it('lets an admin run the pipeline again after a failure', async () => {
    const doc = await newDocument('Retry Me', 2);
    await sql(h, `update documents set processing_status = 'failed', processing_error = 'boom' where id = ?`, [doc.id]);
    const res = await admin.client.post(`/api/admin/documents/${doc.id}/reprocess`);
    expect(res.status).toBe(200);
    expect(res.body.processing).toMatchObject({ state: 'queued', error: null });
    const [job] = await sql(h, `select data from pgboss.job where name = 'documents.reprocess'`);
    expect(job.data).toEqual({ documentId: doc.id });
  });
});
