// Cards: adding, editing, reordering and deleting them in a deck its owner changes, and what follows every change:
// the deck's count, its text as an AI source (one page per card, under the deck's own id, so other tools can
// retrieve from it and cite a card by its page) and, for a public deck, its search entry.
import type { EntityManager } from '@mikro-orm/postgresql';
import { indexTextSource } from '../ai/index.ts';
import { EVERY_PAGE, readablePageLimits } from '../documents/index.ts';
import { badRequest, HttpError, notFound, type Platform, uuidv7 } from '../platform/index.ts';
import { type Card, FLASHCARD_MESSAGES as M, MAX_CARDS } from './contract.ts';
import { one, type Row, rows } from './db.ts';
import { announcePublished } from './announce.ts';

export type NewCard = Pick<Card, 'front' | 'back' | 'kind' | 'page' | 'sourceId'>;

/** Appends cards after the deck's last one (inside the caller's transaction). */
export async function insertCards(em: EntityManager, deckId: string, cards: NewCard[]): Promise<void> {
  if (!cards.length) return;
  const [{ n }] = (await rows(em, 'select count(*)::int as n from flashcard_cards where deck_id = ?', [deckId])) as [{ n: number }];
  if (n + cards.length > MAX_CARDS) throw badRequest(M.tooManyCards);
  const start = Number((await one(em, 'select coalesce(max(position), 0) as p from flashcard_cards where deck_id = ?', [deckId]))!.p);
  const values = cards.map(() => '(?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  const params = cards.flatMap((c, i) => [uuidv7(), deckId, start + i + 1, c.front.trim(), c.back.trim(), c.kind, c.page, c.sourceId]);
  await rows(em, `insert into flashcard_cards (id, deck_id, position, front, back, kind, page, source_id) values ${values}`, params);
}

/**
 * The deck as an AI source: one page per card (its position), leaving out cards made from a document page its owner
 * may not publish (DESIGN.md §11). A deck is a text source, quoted in full by the tools (a test over it may be
 * published), so the rule of the card's page is applied here, where the page is known.
 */
async function indexDeckSource(tx: EntityManager, deckId: string, cards: { front: string; back: string; source_id: string | null; page: number | null }[]) {
  const owner = (await one(tx, 'select user_id from flashcard_decks where id = ?', [deckId]))!.user_id as string;
  const limits = await readablePageLimits(tx, { userId: owner, audience: 'everyone' }, cards.flatMap((c) => (c.source_id ? [c.source_id] : [])));
  const publishable = (c: (typeof cards)[number]) => !c.source_id || c.page == null || c.page <= (limits.get(c.source_id) ?? EVERY_PAGE);
  const pages = cards.flatMap((c, i) => (publishable(c) ? [{ pageNumber: i + 1, text: `${c.front}\n${c.back}` }] : []));
  await indexTextSource(tx, deckId, pages);
}

/** What follows any change to a deck's cards: count, AI source, search entry. Answers the deck row. */
export async function reindexDeck(platform: Platform, tx: EntityManager, deckId: string): Promise<Row> {
  const cards = (await rows(tx, 'select front, back, source_id, page from flashcard_cards where deck_id = ? order by position, id', [deckId])) as {
    front: string; back: string; source_id: string | null; page: number | null;
  }[];
  await indexDeckSource(tx, deckId, cards);
  const deck = (await one(tx, 'update flashcard_decks set card_count = ?, updated_at = now() where id = ? returning *', [cards.length, deckId]))!;
  if (deck.is_public) await announcePublished(platform, tx, deck, cards);
  return deck;
}

async function cardIn(tx: EntityManager, deckId: string, cardId: string): Promise<Row> {
  const r = await one(tx, 'select * from flashcard_cards where id = ? and deck_id = ? for update', [cardId, deckId]);
  if (!r) throw notFound(M.cardNotFound);
  return r;
}

export async function addCard(platform: Platform, tx: EntityManager, deck: Row, card: { front: string; back: string }): Promise<Row> {
  refuseGenerating(deck);
  await insertCards(tx, deck.id, [{ ...card, kind: 'basic', page: null, sourceId: null }]);
  await reindexDeck(platform, tx, deck.id);
  return (await one(tx, 'select * from flashcard_cards where deck_id = ? order by position desc, id desc limit 1', [deck.id]))!;
}

export async function editCard(platform: Platform, tx: EntityManager, deck: Row, cardId: string, card: { front: string; back: string }): Promise<Row> {
  await cardIn(tx, deck.id, cardId);
  const r = (await one(tx, 'update flashcard_cards set front = ?, back = ?, updated_at = now() where id = ? returning *', [card.front, card.back, cardId]))!;
  await reindexDeck(platform, tx, deck.id);
  return r;
}

export async function removeCard(platform: Platform, tx: EntityManager, deck: Row, cardId: string): Promise<void> {
  await cardIn(tx, deck.id, cardId);
  await rows(tx, 'delete from flashcard_cards where id = ?', [cardId]);
  await reindexDeck(platform, tx, deck.id);
}

/** Puts the deck's cards in the order given; it must name every card of the deck once. */
export async function reorderCards(platform: Platform, tx: EntityManager, deck: Row, cardIds: string[]): Promise<void> {
  const present = (await rows(tx, 'select id from flashcard_cards where deck_id = ?', [deck.id])).map((r) => r.id as string);
  const same = cardIds.length === present.length && new Set(cardIds).size === cardIds.length && cardIds.every((id) => present.includes(id));
  if (!same) throw badRequest('Send every card of the deck once, in the new order.', { cardIds: ['Send every card of the deck once.'] });
  await rows(
    tx,
    'update flashcard_cards c set position = o.ordinality, updated_at = now() from unnest(?::uuid[]) with ordinality as o(id, ordinality) where c.id = o.id',
    [`{${cardIds.join(',')}}`],
  );
  await reindexDeck(platform, tx, deck.id);
}

export function refuseGenerating(deck: Row) {
  if (deck.status === 'generating') throw new HttpError(409, 'deck_not_ready', M.notReady);
}
