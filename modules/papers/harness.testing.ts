// Helpers for the papers' AI tests: the platform with the worker serving documents and the AI queues, and a
// document of the user's own (a private upload through the real pipeline, processed) to choose as a source.
import { CSRF_COOKIE } from '../accounts/contract.ts';
import { catalogueModule } from '../catalogue/index.ts';
import { topicPdf } from '../../tests/support/ai-support.ts';
import { bootHarness, eventually, type Harness, sql, type TestUser } from '../../tests/support/http-harness.ts';

export async function bootPapersHarness(env: Record<string, string> = {}): Promise<Harness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'ai']);
  return h;
}

/** Uploads the 40 topic pages as the user's private document and waits until it is processed; answers its id. */
export async function ownDocument(h: Harness, user: TestUser): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([(await topicPdf(40)) as BlobPart], { type: 'application/pdf' }), 'biology-notes.pdf');
  const res = await fetch(`${h.baseUrl}/api/document-chats/upload`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrf-token': user.client.cookies.get(CSRF_COOKIE) ?? '' },
  });
  const id = ((await res.json()) as any).document.id as string;
  const state = await eventually(
    async () => (await sql(h, 'select processing_status from documents where id = ?', [id]))[0]?.processing_status,
    (s) => s === 'ready' || s === 'failed',
    90_000,
  );
  if (state !== 'ready') throw new Error(`document ${id} is ${state}`);
  return id;
}
