// The AI Flashcard Maker and Test Prep run over the set's documents through their routes and queued jobs, as a
// student uses them; what they made is read back for the checks of score.ts.
import type { Client } from '../../tests/support/http-harness.ts';
import type { MadeCard, MadeQuestion } from './score.ts';

export async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, what: string, ms = 300_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function ok(res: { status: number; body: any }, what: string, statuses = [200, 201, 202]) {
  if (!statuses.includes(res.status)) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A deck of `cards` cards generated from a document the student uploaded. */
export async function makeDeck(client: Client, documentId: string, cards: number): Promise<MadeCard[]> {
  const asked = ok(await client.post('/api/flashcards/generate', { source: { kind: 'document', documentId }, cards }), 'generate a deck');
  const deck = await until(async () => (await client.get(`/api/flashcards/decks/${asked.id}`)).body, (d) => d.status !== 'generating', 'a deck');
  if (deck.status !== 'ready') throw new Error(`deck over ${documentId}: ${deck.status} ${deck.error}`);
  return deck.cards.map((c: MadeCard) => ({ front: c.front, back: c.back, kind: c.kind, page: c.page }));
}

/** A test of `questions` questions of every kind from a document the student uploaded, with its answer key. */
export async function makeTest(client: Client, documentId: string, questions: number): Promise<MadeQuestion[]> {
  const plan = ok(await client.post('/api/test-prep/plans', { name: 'Bench revision', examDate: null }), 'create a plan');
  ok(await client.post(`/api/test-prep/plans/${plan.id}/resources`, { kind: 'upload', id: documentId }), 'add the document');
  const created = ok(
    await client.post(`/api/test-prep/plans/${plan.id}/tests`, { questions, kinds: ['multiple_choice', 'true_false', 'short_answer'], difficulty: 'medium' }),
    'create a test',
  );
  const test = await until(async () => (await client.get(`/api/test-prep/tests/${created.id}`)).body, (t) => t.status !== 'generating', 'a test');
  if (test.status !== 'ready') throw new Error(`test over ${documentId}: ${test.status}`);
  // Submitting no answers grades every question and shows its right answer, sentence and page.
  const attempt = ok(await client.post(`/api/test-prep/tests/${test.id}/attempts`, { mode: 'all' }), 'start an attempt');
  const results = ok(await client.post(`/api/test-prep/attempts/${attempt.id}/submit`, {}), 'submit the attempt');
  return results.questions.map((q: MadeQuestion) => ({ kind: q.kind, prompt: q.prompt, options: q.options, answer: q.answer, explanation: q.explanation, page: q.page }));
}

/** An AI Writer draft of `words` words over a document the student uploaded: the quotes it cites, with their pages. */
export async function makeDraft(client: Client, documentId: string, title: string, words: number): Promise<{ page: number; quote: string }[]> {
  const sources = { required: true, inlineCitation: true, count: 1, yearRange: { start: 2000, end: 2026 }, references: { links: [], files: [documentId] } };
  const paper = ok(
    await client.post('/api/papers', { title, paperType: { mainType: 'essay', subType: '' }, level: 'undergraduate', citationStyle: 'APA_7', sources, instructions: 'Explain the main ideas.' }),
    'create a paper',
  );
  const asked = ok(await client.post(`/api/papers/${paper.id}/generate`, { words }), 'generate a draft');
  const action = await until(async () => (await client.get(`/api/ai/actions/${asked.actionId}`)).body, (a) => a.status === 'done' || a.status === 'failed', 'a draft');
  if (action.status !== 'done') throw new Error(`draft over ${documentId}: ${JSON.stringify(action.error)}`);
  return action.citations.map((c: { page: number; quote: string }) => ({ page: c.page, quote: c.quote }));
}
