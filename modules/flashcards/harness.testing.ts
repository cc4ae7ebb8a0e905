// Helpers for the flashcards tests: the platform with a worker serving what a deck touches (documents processing,
// search indexing, the AI platform, this module), a 20-page glossary PDF with one defined term per page (so every
// card has one right page to cite), uploads through this module's own route, and waiting for a deck to be made.
import { catalogueModule } from '../catalogue/index.ts';
import { bootHarness, Client, eventually, type Harness, signUp, type TestUser } from '../../tests/support/http-harness.ts';

export { GLOSSARY, glossaryPage, glossaryPdf } from '../../tests/support/glossary-pages.ts';

export type FlashcardsHarness = Harness & { admin: TestUser; guest: Client };

export async function bootFlashcards(env: Record<string, string> = {}): Promise<FlashcardsHarness> {
  const h = await bootHarness({ env, prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue', 'search', 'ai', 'flashcards']);
  const admin = await signUp(h, 'Ada Admin', { admin: true });
  return { ...h, admin, guest: new Client(h.baseUrl) };
}

/** Uploads a PDF as the user's private document through /api/flashcards/uploads and waits until it is read. */
export async function uploadedDocument(user: TestUser, pdf: Uint8Array): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'glossary.pdf');
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  const res = await user.client.request('POST', '/api/flashcards/uploads', undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.id as string;
  await eventually(async () => (await user.client.get(`/api/flashcards/materials/${id}`)).body.processing, (s) => s === 'ready', 90_000);
  return id;
}

/** The deck as its owner reads it, once it is no longer being made. */
export async function made(client: Client, id: string) {
  return eventually(
    async () => (await client.get(`/api/flashcards/decks/${id}`)).body,
    (d) => d?.status === 'ready' || d?.status === 'failed',
    30_000,
  );
}
