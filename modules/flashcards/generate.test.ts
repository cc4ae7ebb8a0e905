// Making decks on the real platform: a 20-page PDF uploaded privately and turned into cards by the AI platform's
// flashcards job, in local mode (definitions found in the text, each citing its page) and through the OpenAI wire
// format (local test server: JSON-schema cards, invented pages dropped); the card-count price of spec 001 §9,
// charged once per request key and refunded when nothing could be made; notes as material; documents the user
// may not use.
process.env.AI_RATE_PER_MINUTE = '100';
process.env.AI_JOB_RETRIES = '0';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourcePassages } from '../ai/index.ts';
import { balance, givePoints } from '../../tests/support/ai-support.ts';
import { signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { pagesIn, startTestOpenAiServer } from '../../tests/support/test-openai-server.ts';
import { FLASHCARD_MESSAGES } from './contract.ts';
import { bootFlashcards, type FlashcardsHarness, GLOSSARY, glossaryPdf, made, uploadedDocument } from './harness.testing.ts';

const pageOfTerm = (term: string) => GLOSSARY.findIndex(([t]) => t.toLowerCase() === term.toLowerCase()) + 1;

describe('making a deck in local mode', () => {
  let h: FlashcardsHarness;
  let maker: TestUser;
  let documentId: string;
  beforeAll(async () => {
    h = await bootFlashcards();
    maker = await signUp(h, 'Mia Maker');
    documentId = await uploadedDocument(maker, await glossaryPdf());
  }, 180_000);
  afterAll(() => h?.close());

  it('quotes the spec’s card-count prices', async () => {
    const points = async (cards: number) => (await h.guest.get(`/api/flashcards/quote?cards=${cards}`)).body.points;
    expect([await points(10), await points(11), await points(20), await points(21), await points(30), await points(31), await points(50)]).toEqual([5, 7, 7, 10, 10, 15, 15]);
  });

  it('makes 20 cards from a 20-page PDF, each definition citing its own page, charged 7 points once', async () => {
    await givePoints(h, maker.id, 40);
    const body = { source: { kind: 'document', documentId }, cards: 20, requestKey: 'glossary-deck-1' };
    const asked = await maker.client.post('/api/flashcards/generate', body);
    expect(asked.status).toBe(202);
    expect(asked.body).toMatchObject({ status: 'generating', points: 7, requestedCards: 20, name: 'glossary', origin: 'document', isPublic: false });
    expect(await balance(h, maker.id)).toBe(33);
    // The same request again is the same deck, charged once.
    const again = await maker.client.post('/api/flashcards/generate', body);
    expect(again.body.id).toBe(asked.body.id);
    expect(await balance(h, maker.id)).toBe(33);

    const deck = await made(maker.client, asked.body.id);
    expect(deck).toMatchObject({ status: 'ready', provider: 'local', cardCount: 20, error: null });
    // Definitions of the glossary's terms (the facts define a few more things: "sweating", "insulin").
    const definitions = deck.cards.filter((c: any) => c.kind === 'definition' && pageOfTerm(/^What is (.+)\?$/.exec(c.front)![1]!) > 0);
    expect(definitions.length).toBeGreaterThanOrEqual(12);
    for (const card of definitions) {
      const [term, definition] = GLOSSARY[card.page - 1]!;
      expect(card.front.toLowerCase(), `page ${card.page}`).toBe(`what is ${term.toLowerCase()}?`);
      expect(card.back).toBe(`${definition.charAt(0).toUpperCase()}${definition.slice(1)}`);
      expect(card.sourceId).toBe(documentId);
    }
    expect(deck.cards.find((c: any) => c.front === 'What is osmosis?')).toMatchObject({ back: 'The movement of water across a semi-permeable membrane.', page: 1 });
    // Cards follow the material, and every card names a page of it.
    const pages = deck.cards.map((c: any) => c.page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
    expect(pages.every((p: number) => p >= 1 && p <= 20)).toBe(true);
    // The deck is itself an AI source: one page per card, under the deck's id.
    const passages = await sourcePassages(h.platform.orm.em.fork(), 'public', deck.id);
    expect(new Set(passages.map((p) => p.page)).size).toBe(20);
    expect(passages[0]!.text).toContain(deck.cards[0].front);
  });

  it('charges 10 points for 30 cards and 15 beyond 30', async () => {
    await givePoints(h, maker.id, 25);
    const before = await balance(h, maker.id);
    const thirty = await maker.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId }, cards: 30 });
    expect(thirty.body.points).toBe(10);
    const forty = await maker.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId }, cards: 40 });
    expect(forty.body.points).toBe(15);
    expect(await balance(h, maker.id)).toBe(before - 25);
    const [a, b] = [await made(maker.client, thirty.body.id), await made(maker.client, forty.body.id)];
    // Twenty definitions and the key facts around them: more cards than definitions, never more than asked.
    expect(a.cardCount).toBeGreaterThan(20);
    expect(a.cardCount).toBeLessThanOrEqual(30);
    expect(b.cardCount).toBeLessThanOrEqual(40);
    expect(a.cards.filter((c: any) => c.kind === 'cloze').every((c: any) => c.front.includes('_____') && !c.front.toLowerCase().includes(c.back.toLowerCase()))).toBe(true);
  });

  it('makes cards from pasted notes, a page per block of notes', async () => {
    await givePoints(h, maker.id, 5);
    const text = [
      'Entropy is a measure of how many ways the energy of a system can be arranged. It rises in every spontaneous process.',
      'Enthalpy refers to the heat content of a system at constant pressure.\nA calorimeter measures the enthalpy change of a reaction directly.',
    ].join('\n\n\n');
    const res = await maker.client.post('/api/flashcards/generate', { source: { kind: 'notes', text: `${text}\n\n\nThe notes end here, after the two definitions above.` }, cards: 10 });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ origin: 'notes', name: 'My notes', points: 5 });
    const deck = await made(maker.client, res.body.id);
    expect(deck.cards.filter((c: any) => c.kind === 'definition').map((c: any) => [c.front, c.page])).toEqual([
      ['What is entropy?', 1],
      ['What is enthalpy?', 2],
    ]);
  });

  it('gives the points back when the material holds nothing to make cards of', async () => {
    await givePoints(h, maker.id, 5);
    const before = await balance(h, maker.id);
    const res = await maker.client.post('/api/flashcards/generate', { source: { kind: 'notes', text: '1234 5678 9012 3456 '.repeat(15) }, cards: 10 });
    expect(res.status).toBe(202);
    expect(await balance(h, maker.id)).toBe(before - 5);
    const deck = await made(maker.client, res.body.id);
    expect(deck).toMatchObject({ status: 'failed', cardCount: 0, error: FLASHCARD_MESSAGES.nothingFound });
    expect(await balance(h, maker.id)).toBe(before);
  });

  it('refuses documents the user neither uploaded nor bought, and a balance that does not cover the cards, keeping nothing', async () => {
    const other = await signUp(h, 'Otto Other');
    await givePoints(h, other.id, 50);
    const refused = await other.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId }, cards: 10 });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'document_not_available', message: FLASHCARD_MESSAGES.documentNotAvailable });
    expect((await other.client.get(`/api/flashcards/materials/${documentId}`)).status).toBe(403);
    const broke = await signUp(h, 'Ben Broke');
    const poor = await broke.client.post('/api/flashcards/generate', { source: { kind: 'notes', text: 'Entropy is a measure of disorder. '.repeat(10) }, cards: 10 });
    expect(poor.status).toBe(422);
    expect(poor.body.error.code).toBe('insufficient_points');
    expect(await sql(h, 'select 1 from flashcard_decks where user_id in (?, ?)', [other.id, broke.id])).toHaveLength(0);
    expect(await balance(h, other.id)).toBe(50);
  });
});

describe('making a deck through the OpenAI wire format (local test server)', () => {
  let h: FlashcardsHarness;
  let server: Awaited<ReturnType<typeof startTestOpenAiServer>>;
  beforeAll(async () => {
    server = await startTestOpenAiServer();
    h = await bootFlashcards({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model' });
  }, 180_000);
  afterAll(async () => {
    await h?.close();
    await server?.close();
  });

  it('asks for JSON-schema cards over passages from the whole PDF and keeps only cards citing pages it was given', async () => {
    const maker = await signUp(h, 'Opal Openai');
    const documentId = await uploadedDocument(maker, await glossaryPdf());
    await givePoints(h, maker.id, 7);
    server.answerWith((r) => {
      const pages = pagesIn(r.messages[0]!.content);
      const cards = pages.map((page) => ({ front: `What does page ${page} define?`, back: GLOSSARY[page - 1]![0], page }));
      return JSON.stringify({ cards: [...cards, { front: 'An invented card', back: 'From nowhere', page: 77 }] });
    });
    const res = await maker.client.post('/api/flashcards/generate', { source: { kind: 'document', documentId }, cards: 20 });
    expect(res.status).toBe(202);
    expect(res.body.points).toBe(7);
    expect(await balance(h, maker.id)).toBe(0);
    const deck = await made(maker.client, res.body.id);
    expect(deck).toMatchObject({ status: 'ready', provider: 'openai', model: 'test-model', cardCount: 20 });
    const request = server.requests.at(-1)!;
    expect(request.response_format?.type).toBe('json_schema');
    expect(pagesIn(request.messages[0]!.content)).toEqual(expect.arrayContaining([1, 10, 20]));
    expect(deck.cards.map((c: any) => c.page)).not.toContain(77);
    expect(deck.cards.find((c: any) => c.page === 3)).toMatchObject({ front: 'What does page 3 define?', back: 'The ribosome', sourceId: documentId });
  });
});
