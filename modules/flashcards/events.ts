// The events flashcards publishes, each with its payload's schema: the one contract its subscribers (search,
// integrity) import (modules/flashcards/README.md, "Events"). Zod and the platform's contract only, so importing it
// ties no module to flashcards. Publishing a deck again with the same id replaces it (an edit); one that is not public
// is removed.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();
const slug = z.string().max(300).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug: letters, digits and single hyphens');

const deckPublished = z.object({
  deckId: id,
  name: z.string().trim().min(1).max(300),
  description: z.string().max(5000).default(''),
  cardCount: z.number().int().min(0),
  cardsText: z.string().max(20_000).default('').describe("the cards' fronts and backs, to match on"),
  slug,
  subject: z.object({ slug, name: z.string().trim().min(1).max(200) }).nullable().describe("the subject's slug and name, when it has one"),
  isPublic: z.boolean().describe('only public decks are searchable; false removes it'),
  userId: id.optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
const deckRemoved = z.object({ deckId: id });
export type DeckPublished = z.infer<typeof deckPublished>;
export type DeckRemoved = z.infer<typeof deckRemoved>;

export const FLASHCARD_EVENTS = {
  /** A deck was published or changed while public, in that change's transaction. */
  deckPublished: defineEvent('flashcards.deck-published', deckPublished),
  /** A deck was made private, deleted or taken down. */
  deckRemoved: defineEvent('flashcards.deck-removed', deckRemoved),
};
