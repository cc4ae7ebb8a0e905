// A deck's events (events.ts), published in the transaction that changes the deck, so search never shows a private
// deck.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import { iso, type Row } from './db.ts';
import { type DeckPublished, FLASHCARD_EVENTS } from './events.ts';
import { subjectIndex } from './subjects.ts';

const CARDS_TEXT_CHARS = 20_000;

/** What search indexes for a public deck: its name and description, and its cards' text to match on. */
export function publishedPayload(deck: Row, cards: { front: string; back: string }[], subject: { slug: string; name: string } | null): DeckPublished {
  return {
    deckId: deck.id,
    slug: deck.slug,
    name: deck.name,
    description: deck.description ?? '',
    cardCount: cards.length,
    cardsText: cards.map((c) => `${c.front} ${c.back}`).join('\n').slice(0, CARDS_TEXT_CHARS),
    subject,
    isPublic: Boolean(deck.is_public),
    userId: deck.user_id,
    createdAt: iso(deck.published_at ?? deck.created_at)!,
  };
}

export async function announcePublished(platform: Platform, tx: EntityManager, deck: Row, cards: { front: string; back: string }[]): Promise<void> {
  const subject = deck.subject_id ? ((await subjectIndex(tx)).get(deck.subject_id) ?? null) : null;
  await platform.bus.publish(tx, FLASHCARD_EVENTS.deckPublished, publishedPayload(deck, cards, subject && { slug: subject.slug, name: subject.name }));
}

export async function announceRemoved(platform: Platform, tx: EntityManager, deckId: string): Promise<void> {
  await platform.bus.publish(tx, FLASHCARD_EVENTS.deckRemoved, { deckId });
}
