// The flashcards module's HTTP contract: request schemas, response shapes, messages and limits. The web imports
// this file. Lists take `?page=&pageSize=` and answer `{ items, page, pageSize, total }`; errors have the one shape
// `{ error: { code, message, fields? } }`.
import { z } from 'zod';
import { FILE_UPLOAD, pageOf, pageQuery } from '../platform/contract.ts';
import { AI_REQUEST_ERRORS, quotedPoints } from '../ai/contract.ts';

export const FLASHCARD_MESSAGES = {
  notFound: 'Deck not found',
  cardNotFound: 'Card not found',
  reviewTooOld: 'This review was made more than 30 days ago and can no longer be recorded.',
  ownerOnly: 'Only the owner of this deck can change it.',
  removeForbidden: 'Only the owner of this deck, or an admin, can delete it.',
  notReady: 'This deck is still being made. Try again when its cards are ready.',
  quotesLockedPages: 'This deck has cards from pages of a document that only its buyers may read, so it cannot be public. Remove those cards first.',
  documentNotAvailable: 'You can make flashcards only from documents you uploaded or bought.',
  stillProcessing: 'We are still reading this document. Try again in a minute.',
  processingFailed: 'This document could not be read, so no cards can be made from it.',
  nothingFound: 'No definitions or key facts were found in this material, so no cards could be made. Your points were returned.',
  unknownSubject: 'Choose a subject from the list.',
  notesTooShort: 'Paste at least 200 characters of notes.',
  importEmpty: 'No cards were found in the file: each line needs a front and a back.',
  tooManyCards: `A deck holds at most 1,000 cards.`,
} as const;

/** Cards one generation may ask for, and what the maker page offers. */
export const MIN_GENERATED = 5;
export const MAX_GENERATED = 50;
export const CARD_COUNT_CHOICES = [10, 20, 30, 40] as const;
export const MAX_CARDS = 1000;
export const NOTES_MIN_CHARS = 200;
export const NOTES_MAX_CHARS = 100_000;
export const FRONT_MAX = 2000;
export const MY_DECKS_PAGE_SIZE = 12;
export const PUBLIC_DECKS_PAGE_SIZE = 24;
/** The AI platform's tool name: its queue is `ai.flashcards`, its cost rule `flashcards`. */
export const FLASHCARDS_TOOL = 'flashcards';

/** Server-sent events on the owner's channel (besides the AI platform's `ai.token` and `ai.status`). */
export const FLASHCARD_REALTIME = { deckUpdated: 'flashcards.deck-updated' } as const;
export type DeckUpdatedEvent = { deckId: string; slug: string; status: DeckStatus };

export const deckStatuses = ['generating', 'ready', 'failed'] as const;
export type DeckStatus = (typeof deckStatuses)[number];
export const deckOrigins = ['manual', 'document', 'notes', 'copy'] as const;
export const cardKinds = ['basic', 'definition', 'cloze'] as const;

/** FSRS grades as the study page offers them (keys 1-4). */
export const RATINGS = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export const RATING_LABELS = ['Again', 'Hard', 'Good', 'Easy'] as const;

const uuid = z.uuid();
const timestamp = z.string().describe('ISO 8601, UTC');
/** A deck is named by its id or its slug in dashboard addresses. */
const identifier = z.string().min(1).max(120).regex(/^[a-z0-9-]+$/);

export const subjectRef = z.object({ id: uuid, slug: z.string(), name: z.string() });

export const cardText = z.string().trim().min(1, 'Write something on both sides of the card.').max(FRONT_MAX);

export const card = z.object({
  id: uuid,
  position: z.number().int(),
  front: z.string(),
  back: z.string(),
  kind: z.enum(cardKinds).describe('definition and cloze cards were made from material; basic ones by hand or import'),
  page: z.number().int().nullable().describe('the page of the material the card was made from'),
  sourceId: uuid.nullable().describe('the document (or notes source) that page belongs to'),
});
export type Card = z.infer<typeof card>;

export const deckCard = z.object({
  id: uuid,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  subject: subjectRef.nullable(),
  isPublic: z.boolean(),
  cardCount: z.number().int(),
  status: z.enum(deckStatuses),
  origin: z.enum(deckOrigins),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Cards of this deck due for the viewer now (new cards of their own decks count as due). Null for guests. */
  due: z.number().int().nullable(),
  ownerName: z.string().nullable(),
});
export type DeckCard = z.infer<typeof deckCard>;

export const deckDetail = deckCard.extend({
  cards: z.array(card),
  isOwner: z.boolean(),
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  provider: z.enum(['openai', 'local']).nullable().describe('which mode made the cards: local is the embedded, extractive one'),
  model: z.string().nullable(),
  actionId: uuid.nullable().describe("the AI platform's action while the deck is generated (owner only)"),
  requestedCards: z.number().int().nullable(),
  points: z.number().int(),
  error: z.string().nullable(),
  documentId: uuid.nullable(),
  copiedFrom: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type DeckDetail = z.infer<typeof deckDetail>;


const deckFields = {
  name: z.string().trim().min(1, 'Give the deck a name.').max(200),
  description: z.string().trim().max(2000).default(''),
  subjectId: uuid.nullable().optional().describe('a catalogue subject'),
};

export const createDeckBody = z.object({
  ...deckFields,
  isPublic: z.boolean().default(false),
  cards: z.array(z.object({ front: cardText, back: cardText })).max(MAX_CARDS).default([]),
});
export type CreateDeckBody = z.infer<typeof createDeckBody>;

export const updateDeckBody = z.object({
  name: deckFields.name.optional(),
  description: z.string().trim().max(2000).optional(),
  subjectId: uuid.nullable().optional(),
  isPublic: z.boolean().optional(),
});
export type UpdateDeckBody = z.infer<typeof updateDeckBody>;

export const generateBody = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('document'), documentId: uuid.describe('a document you uploaded or bought') }),
    z.object({
      kind: z.literal('notes'),
      text: z.string().trim().min(NOTES_MIN_CHARS, FLASHCARD_MESSAGES.notesTooShort).max(NOTES_MAX_CHARS),
    }),
  ]),
  cards: z.number().int().min(MIN_GENERATED).max(MAX_GENERATED).describe('how many cards to make (priced by spec 001 §9)'),
  name: deckFields.name.optional().describe("the deck's name (default: the document's title, or 'My notes')"),
  description: z.string().trim().max(2000).optional(),
  subjectId: uuid.nullable().optional(),
  publish: z.boolean().default(false).describe('make the deck public as soon as its cards are ready'),
  requestKey: z.string().min(8).max(100).optional().describe('sent again on a retry: the deck is made (and charged) once'),
  points: quotedPoints,
});
export type GenerateBody = z.infer<typeof generateBody>;

export const cardBody = z.object({ front: cardText, back: cardText });
export const orderBody = z.object({ cardIds: z.array(uuid).max(MAX_CARDS) });
export const importBody = z.object({
  text: z.string().max(2_000_000),
  format: z.enum(['csv', 'tsv']).describe('comma- or tab-separated, front then back on each line'),
});
export const exportQuery = z.object({ format: z.enum(['csv', 'tsv']).default('csv') });

export const quoteQuery = z.object({ cards: z.coerce.number().int().min(1).max(MAX_GENERATED) });
export const quote = z.object({ cards: z.number().int(), points: z.number().int() });

export const material = z.object({
  id: uuid,
  title: z.string(),
  private: z.boolean(),
  processing: z.enum(['queued', 'processing', 'ready', 'failed']),
  processingError: z.string().nullable(),
  pageCount: z.number().int().nullable(),
});
export type Material = z.infer<typeof material>;

export const schedule = z.object({
  cardId: uuid,
  due: timestamp,
  state: z.enum(['new', 'learning', 'review', 'relearning']),
  reps: z.number().int(),
  lapses: z.number().int(),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number().int().describe('days until the card is due again (0 while learning)'),
  lastReview: timestamp.nullable(),
});
export type Schedule = z.infer<typeof schedule>;

export const studyQueue = z.object({
  deckId: uuid,
  /** Cards due now, most overdue first, then new cards in deck order. */
  due: z.array(schedule),
  dueCount: z.number().int(),
  newCount: z.number().int(),
  reviewedToday: z.number().int(),
  nextDue: timestamp.nullable().describe('when the next card not due yet is due'),
  /** What each grade would schedule for the first due card: minutes until due. */
  preview: z.array(z.object({ rating: z.number().int(), minutes: z.number().int() })),
});
export type StudyQueue = z.infer<typeof studyQueue>;

/** How long a review made offline may wait to be sent: an older one is refused (422 `review_too_old`). */
export const REVIEW_MAX_AGE_DAYS = 30;
export const reviewBody = z.object({
  rating: z.number().int().min(1).max(4).describe('1 Again, 2 Hard, 3 Good, 4 Easy'),
  reviewedAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('when the card was graded, for a review made offline and sent later (default: now; a time ahead of the server counts as now)'),
});

export const review = z.object({
  rating: z.number().int(),
  state: z.string(),
  due: timestamp,
  scheduledDays: z.number().int(),
  stability: z.number(),
  difficulty: z.number(),
  reviewedAt: timestamp,
});
export type Review = z.infer<typeof review>;

export const dueSummary = z.object({
  due: z.number().int().describe('cards due now across every deck the user studies (new cards of their own decks count)'),
  decks: z.number().int().describe('decks with cards due'),
});
export type DueSummary = z.infer<typeof dueSummary>;

const idParams = z.object({ identifier });
const cardParams = z.object({ identifier, cardId: uuid });

export const flashcardRoutes = {
  quote: { method: 'get', path: '/api/flashcards/quote', query: quoteQuery, response: quote },
  mine: { method: 'get', path: '/api/flashcards/decks', access: 'user', query: pageQuery(MY_DECKS_PAGE_SIZE), response: pageOf(deckCard) },
  publicList: {
    method: 'get',
    path: '/api/flashcards/public',
    query: pageQuery(PUBLIC_DECKS_PAGE_SIZE).extend({ subject: z.string().max(120).optional().describe("a subject's slug") }),
    response: pageOf(deckCard),
  },
  due: { method: 'get', path: '/api/flashcards/due', access: 'user', response: dueSummary },
  create: { method: 'post', path: '/api/flashcards/decks', access: 'user', body: createDeckBody, response: deckDetail },
  generate: { method: 'post', path: '/api/flashcards/generate', access: 'user', body: generateBody, response: deckDetail, errors: AI_REQUEST_ERRORS },
  upload: {
    ...FILE_UPLOAD,
    path: '/api/flashcards/uploads',
    summary: 'multipart/form-data with `file`: a PDF or an office document, kept private and processed, to make cards from',
    response: material,
  },
  material: { method: 'get', path: '/api/flashcards/materials/{id}', access: 'user', params: z.object({ id: uuid }), response: material },
  deck: { method: 'get', path: '/api/flashcards/decks/{identifier}', params: idParams, response: deckDetail },
  update: { method: 'patch', path: '/api/flashcards/decks/{identifier}', access: 'user', params: idParams, body: updateDeckBody, response: deckDetail, errors: [409, 422] },
  remove: { method: 'delete', path: '/api/flashcards/decks/{identifier}', access: 'user', params: idParams, response: z.object({ deleted: z.literal(true) }) },
  copy: { method: 'post', path: '/api/flashcards/decks/{identifier}/copy', access: 'user', params: idParams, response: deckDetail, errors: [409] },
  addCard: { method: 'post', path: '/api/flashcards/decks/{identifier}/cards', access: 'user', params: idParams, body: cardBody, response: card, errors: [409] },
  editCard: { method: 'patch', path: '/api/flashcards/decks/{identifier}/cards/{cardId}', access: 'user', params: cardParams, body: cardBody, response: card },
  removeCard: {
    method: 'delete', path: '/api/flashcards/decks/{identifier}/cards/{cardId}', access: 'user', params: cardParams, response: z.object({ deleted: z.literal(true) }),
  },
  order: { method: 'put', path: '/api/flashcards/decks/{identifier}/order', access: 'user', params: idParams, body: orderBody, response: deckDetail },
  importCards: {
    errors: [409],
    method: 'post', path: '/api/flashcards/decks/{identifier}/import', access: 'user', params: idParams, body: importBody,
    response: z.object({ imported: z.number().int(), deck: deckDetail }),
  },
  exportCards: { method: 'get', path: '/api/flashcards/decks/{identifier}/export', params: idParams, query: exportQuery },
  study: { method: 'get', path: '/api/flashcards/decks/{identifier}/study', access: 'user', params: idParams, response: studyQueue },
  review: { method: 'post', path: '/api/flashcards/decks/{identifier}/cards/{cardId}/review', access: 'user', params: cardParams, body: reviewBody, response: schedule, errors: [422] },
  history: {
    method: 'get', path: '/api/flashcards/decks/{identifier}/cards/{cardId}/history', access: 'user', params: cardParams, response: z.object({ items: z.array(review) }),
  },
} as const;
