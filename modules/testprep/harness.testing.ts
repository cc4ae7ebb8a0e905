// Helpers for the Test Prep tests: the platform with the worker serving documents, the AI queues and this module's
// recorders; topic notes (one topic a page); a plan with notes; a test generated and waited for.
import { catalogueModule } from '../catalogue/index.ts';
import { topicPage, topicPdf } from '../../tests/support/ai-support.ts';
import { bootHarness, Client, eventually, type Harness, sql, type TestUser } from '../../tests/support/http-harness.ts';

export type PrepHarness = Harness & { guest: Client };

export async function bootPrep(env: Record<string, string> = {}): Promise<PrepHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'ai', 'testprep.record-test', 'testprep.record-failure']);
  return { ...h, guest: new Client(h.baseUrl) };
}

/** Notes of `pages` topic pages, a form feed between pages (as text copied from a PDF). */
export const topicNotes = (pages: number) => Array.from({ length: pages }, (_, i) => topicPage(i + 1).join(' ')).join('\f');

export async function planWithNotes(user: TestUser, pages = 12, name = 'Biology final') {
  const plan = await user.client.post('/api/test-prep/plans', { name, examDate: '2026-12-15' });
  if (plan.status !== 201) throw new Error(`plan: ${plan.status} ${JSON.stringify(plan.body)}`);
  const notes = await user.client.post(`/api/test-prep/plans/${plan.body.id}/notes`, { title: 'Cell biology notes', text: topicNotes(pages) });
  if (notes.status !== 201) throw new Error(`notes: ${notes.status} ${JSON.stringify(notes.body)}`);
  return notes.body as { id: string; resources: { id: string; kind: string }[] };
}

/** The test once it is no longer generating. */
export async function generated(user: TestUser, testId: string) {
  return eventually(
    async () => (await user.client.get(`/api/test-prep/tests/${testId}`)).body,
    (t) => t?.status === 'ready' || t?.status === 'failed',
    30_000,
  );
}

/** The right answers of a test, read from the database (what only the tests may know before submitting). */
export async function rightAnswers(h: Harness, testId: string): Promise<Map<string, { answer: string; kind: string; page: number; explanation: string }>> {
  const list = await sql(h, 'select id, answer, kind, page, explanation from testprep_questions where test_id = ? order by ordinal', [testId]);
  return new Map(list.map((q) => [q.id, q]));
}

/** A document of topic pages in a subject, uploaded by the seller, processed and approved by the admin. */
export async function approvedTopicDocument(h: Harness, seller: TestUser, admin: TestUser, subjectSlug: string, pages: number): Promise<string> {
  const [type] = await sql(h, 'select id from document_types order by slug limit 1');
  const [subject] = await sql(h, 'select id from subjects where slug = ?', [subjectSlug]);
  const form = new FormData();
  for (const [k, v] of Object.entries({ title: `${subjectSlug} notes`, description: `Revision notes for ${subjectSlug}.`, documentTypeId: type.id, subjectId: subject.id, pointsPrice: '20' })) {
    form.set(k, v);
  }
  form.set('file', new Blob([(await topicPdf(pages)) as BlobPart], { type: 'application/pdf' }), 'notes.pdf');
  const res = await postForm(seller, '/api/documents', form);
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  await processed(h, res.body.document.id);
  const approved = await admin.client.post(`/api/admin/documents/${res.body.document.id}/approve`, {});
  if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
  return res.body.document.id;
}

/** A multipart form sent as the browser does (the client's cookies and CSRF header). */
export async function postForm(user: TestUser, path: string, form: FormData) {
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  return user.client.request('POST', path, undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
}

/** Waits for a document to be processed by the worker. */
export async function processed(h: Harness, documentId: string) {
  const state = await eventually(
    async () => (await sql(h, 'select processing_status from documents where id = ?', [documentId]))[0]?.processing_status,
    (s) => s === 'ready' || s === 'failed',
    90_000,
  );
  if (state !== 'ready') throw new Error(`document ${documentId} is ${state}`);
}
