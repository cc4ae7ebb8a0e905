// Making a deck on the AI platform: the request (the deck row in `generating`, the action charged by the
// `flashcards` cost rule for the number of cards asked), the tool's job (local: definitions, Q&A pairs and cloze
// cards found in the material; openai: a JSON-schema list of cards over passages spread across the material, each
// card's page checked against the passages given) and the outcome kept on the deck when the action ends.
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineAiTool, ensureDocumentIndexed, indexTextSource, type Passage, ProviderError, readAction, quote, requestAiAction } from '../ai/index.ts';
import { AI_EVENTS, type AiActionEnded } from '../ai/events.ts';
import { documentForChat } from '../documents/index.ts';
import { type EventDefinition, HttpError, notify, onEvent, type Platform, type QueueDefinition, uuidv7 } from '../platform/index.ts';
import { insertCards, reindexDeck } from './cards.ts';
import { FLASHCARD_MESSAGES as M, FLASHCARD_REALTIME, FLASHCARDS_TOOL, type GenerateBody } from './contract.ts';
import { one, type Row } from './db.ts';
import { insertDeck, setPublic } from './decks.ts';
import { type DraftCard, localCards, spread } from './local-cards.ts';
import { requestedSubject } from './subjects.ts';

export type FlashcardsInput = { deckId: string; sourceId: string; cards: number; title: string; publish?: boolean };

/** How many passages a language model reads for one deck (spread over the whole material). */
const MODEL_PASSAGES = 40;

const SYSTEM = [
  'You write study flashcards from the passages you are given, and only from them.',
  'Each card is a question (front) and its answer (back): definitions of key terms, and key facts worth remembering.',
  'Keep fronts short and answers to one or two sentences. Give each card the page number of the passage it comes from.',
].join(' ');

const CARDS_SCHEMA = {
  name: 'flashcards',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['cards'],
    properties: {
      cards: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['front', 'back', 'page'],
          properties: { front: { type: 'string' }, back: { type: 'string' }, page: { type: 'integer' } },
        },
      },
    },
  },
};

/** The model's cards whose page was among the passages it was given (tied to that passage's source), at most `count`. */
export function checkedCards(object: unknown, passages: Passage[], count: number): DraftCard[] {
  const byPage = new Map(passages.map((p) => [p.page, p.sourceId]));
  const list = (object as { cards?: { front?: unknown; back?: unknown; page?: unknown }[] } | undefined)?.cards ?? [];
  return list
    .filter((c) => typeof c.front === 'string' && typeof c.back === 'string' && c.front.trim() && c.back.trim() && byPage.has(Number(c.page)))
    .slice(0, count)
    .map((c) => ({ front: String(c.front).trim().slice(0, 2000), back: String(c.back).trim().slice(0, 2000), kind: 'basic', page: Number(c.page), sourceId: byPage.get(Number(c.page))! }));
}

export const flashcardsTool = defineAiTool<FlashcardsInput>({
  name: FLASHCARDS_TOOL,
  title: 'AI Flashcard Maker deck',
  cost: (input, prices) => quote(prices, 'flashcards', { cards: input.cards }),
  // A deck to be published when ready is made from what everyone may read; a private one from all the user may.
  audience: (input) => (input.publish ? 'everyone' : 'self'),
  run: async (ctx) => {
    const rowsOf = await ctx.passages(ctx.input.sourceId);
    const passages = rowsOf.map((p) => ({ sourceId: ctx.input.sourceId, page: p.page, text: p.text }));
    let cards: DraftCard[];
    if (ctx.provider.name === 'local') {
      cards = localCards(passages, ctx.input.cards);
    } else {
      const given = spread(passages, MODEL_PASSAGES);
      const completion = await ctx.complete({
        system: SYSTEM,
        messages: [{ role: 'user', content: `Write ${ctx.input.cards} flashcards about "${ctx.input.title}".` }],
        passages: given,
        schema: CARDS_SCHEMA,
      });
      cards = checkedCards(completion.object, given, ctx.input.cards);
    }
    if (!cards.length) throw new ProviderError(M.nothingFound);
    const pages = [...new Set(cards.map((c) => c.page))].sort((a, b) => a - b);
    return { text: `${cards.length} cards from ${pages.length} pages of "${ctx.input.title}".`, result: { cards } };
  },
});

type Material = { sourceId: string; title: string; documentId: string | null; notesSourceId: string | null; notes: string | null };

/** The material a deck is made from: a document the user may use (and ready), or their notes (a new text source). */
async function materialOf(tx: EntityManager, userId: string, body: GenerateBody): Promise<Material> {
  if (body.source.kind === 'notes') {
    const notesSourceId = uuidv7();
    return { sourceId: notesSourceId, title: body.name ?? 'My notes', documentId: null, notesSourceId, notes: body.source.text };
  }
  const material = await documentForChat(tx, userId, body.source.documentId);
  if (!material) throw new HttpError(403, 'document_not_available', M.documentNotAvailable);
  if (material.processing === 'failed') throw new HttpError(409, 'document_failed', M.processingFailed);
  if (material.processing !== 'ready') throw new HttpError(409, 'document_processing', M.stillProcessing);
  return { sourceId: material.id, title: material.title, documentId: material.id, notesSourceId: null, notes: null };
}

/** Notes as pages: a form feed or a run of blank lines starts a new page, so cards can cite where they came from. */
export function notesPages(text: string) {
  return text
    .split(/\f|\n\s*\n\s*\n/)
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t, i) => ({ pageNumber: i + 1, text: t }));
}

/**
 * Starts making a deck: the charged action and the deck row in one transaction (a refusal keeps neither). The same
 * request key again answers the first deck and charges nothing.
 */
export async function generateDeck(platform: Platform, em: EntityManager, userId: string, body: GenerateBody): Promise<Row> {
  const subject = await requestedSubject(em, body.subjectId);
  return em.transactional(async (tx) => {
    const material = await materialOf(tx, userId, body);
    const deckId = uuidv7();
    const input: FlashcardsInput = { deckId, sourceId: material.sourceId, cards: body.cards, title: material.title, publish: Boolean(body.publish) };
    const action = await requestAiAction(platform, tx, { tool: FLASHCARDS_TOOL, userId, input, key: `flashcards:${body.requestKey ?? deckId}`, quotedPoints: body.points });
    if (action.replayed) {
      const earlier = await one(tx, 'select * from flashcard_decks where action_id = ?', [action.actionId]);
      if (earlier) return earlier;
    }
    if (material.notes) await indexTextSource(tx, material.sourceId, notesPages(material.notes));
    else await ensureDocumentIndexed(tx, material.sourceId);
    return insertDeck(tx, userId, {
      id: deckId,
      name: body.name ?? material.title.slice(0, 200),
      description: body.description,
      subject,
      status: 'generating',
      origin: body.source.kind,
      documentId: material.documentId,
      notesSourceId: material.notesSourceId,
      requestedCards: body.cards,
      publishWhenReady: body.publish,
      actionId: action.actionId,
      points: action.points,
    });
  });
}

/**
 * Keeps a finished action's cards on its deck (or its failure: the platform has already given the points back),
 * publishes it when its owner asked for that, and tells the owner's open pages. Once per deck: only a deck still
 * generating changes.
 */
export async function recordOutcome(platform: Platform, em: EntityManager, event: AiActionEnded): Promise<void> {
  if (event.tool !== FLASHCARDS_TOOL) return;
  await em.transactional(async (tx) => {
    const deck = await one(tx, "select * from flashcard_decks where action_id = ? and status = 'generating' for update", [event.actionId]);
    if (!deck) return;
    const action = await readAction(tx, event.actionId);
    if (!action) return;
    const done = action.status === 'done';
    await one(tx, 'update flashcard_decks set status = ?, provider = ?, model = ?, error_message = ?, updated_at = now() where id = ?', [
      done ? 'ready' : 'failed', action.provider, action.model, done ? null : (action.error?.message ?? null), deck.id,
    ]);
    if (done) {
      const cards = ((action.result as { cards?: DraftCard[] } | null)?.cards ?? []).map((c) => ({ ...c, page: c.page ?? null, sourceId: c.sourceId ?? null }));
      await insertCards(tx, deck.id, cards);
      const ready = await reindexDeck(platform, tx, deck.id);
      if (deck.publish_when_ready && cards.length) await setPublic(platform, tx, ready, true);
    }
    await notify(tx, `user:${deck.user_id}`, FLASHCARD_REALTIME.deckUpdated, { deckId: deck.id, slug: deck.slug, status: done ? 'ready' : 'failed' });
  });
}

export function generationQueues(platform: Platform): QueueDefinition<AiActionEnded>[] {
  const record = (queue: string, event: EventDefinition<AiActionEnded>) => onEvent(event, { queue, handler: (data, { em }) => recordOutcome(platform, em, data) });
  return [record('flashcards.record-deck', AI_EVENTS.completed), record('flashcards.record-failure', AI_EVENTS.failed)];
}
