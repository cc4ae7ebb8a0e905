// What other modules need of a deck, through this module's face: Test Prep uses a deck the user owns (made or
// copied) as a plan resource, its cards being the AI source's pages; Reports names a reported deck and takes a
// public one down (back to private, out of search and the sitemap).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Platform } from '../platform/index.ts';
import { one } from './db.ts';
import { deckRow, setPublic } from './decks.ts';

export type DeckForStudy = { title: string; cardCount: number; ready: boolean };

/** The user's own deck (made or copied), or null: another user's deck is never a resource, public or not. */
export async function deckForStudy(em: EntityManager, userId: string, deckId: string): Promise<DeckForStudy | null> {
  const r = await one(em, 'select name, card_count, status from flashcard_decks where id = ? and user_id = ?', [deckId, userId]);
  return r ? { title: r.name, cardCount: Number(r.card_count), ready: r.status === 'ready' } : null;
}

export type DeckForReport = { title: string; slug: string; ownerId: string; isPublic: boolean };

export async function deckForReport(em: EntityManager, deckId: string): Promise<DeckForReport | null> {
  const r = await deckRow(em, deckId);
  return r ? { title: r.name, slug: r.slug, ownerId: r.user_id, isPublic: Boolean(r.is_public) } : null;
}

/** An admin takes a reported public deck down (private again); false when it is not public. */
export async function takeDownDeck(platform: Platform, tx: EntityManager, deckId: string): Promise<boolean> {
  const r = await deckRow(tx, deckId, true);
  if (!r?.is_public) return false;
  await setPublic(platform, tx, r, false);
  return true;
}
