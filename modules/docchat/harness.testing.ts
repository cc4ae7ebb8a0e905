// Helpers for the Document Chat tests: the platform with the worker serving documents and the AI queues, a private
// upload through the chat's own route (multipart, as the browser sends it), and waiting for processing.
import { CSRF_COOKIE } from '../accounts/contract.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { bootHarness, eventually, type Harness, sql, type TestUser } from '../../tests/support/http-harness.ts';

export async function bootChatHarness(env: Record<string, string> = {}): Promise<Harness> {
  const h = await bootHarness({ env, realtime: true, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'ai']);
  return h;
}

/** Posts a multipart form with the user's cookies and CSRF header; answers status and JSON body. */
export async function postForm(h: Harness, user: TestUser, path: string, form: FormData) {
  const { cookies } = user.client;
  const res = await fetch(`${h.baseUrl}${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': cookies.get(CSRF_COOKIE) ?? '' },
  });
  return { status: res.status, body: (await res.json()) as any };
}

export async function uploadForChat(h: Harness, user: TestUser, pdf: Uint8Array, name = 'biology-notes.pdf') {
  const form = new FormData();
  form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), name);
  return postForm(h, user, '/api/document-chats/upload', form);
}

export async function processed(h: Harness, documentId: string) {
  const state = await eventually(
    async () => (await sql(h, 'select processing_status from documents where id = ?', [documentId]))[0]?.processing_status,
    (s) => s === 'ready' || s === 'failed',
    90_000,
  );
  if (state !== 'ready') throw new Error(`document ${documentId} is ${state}`);
}
