// The events search consumes from modules that sit above it (homework, flashcards): their names and payloads,
// defined here so those modules publish them without search importing either. Payloads are validated on receipt; publishing one again
// with the same id replaces the entry (an edit), and a question or deck that is not public is removed.
import { z } from 'zod';

export const CONSUMED_EVENTS = {
  questionPublished: 'homework.question-published',
  questionRemoved: 'homework.question-removed',
  deckPublished: 'flashcards.deck-published',
  deckRemoved: 'flashcards.deck-removed',
} as const;

const uuid = z.string().uuid();
const slug = z.string().max(300).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug: letters, digits and single hyphens');
const subject = z.object({ slug, name: z.string().trim().min(1).max(200) }).nullable();
const when = z.iso.datetime({ offset: true });

/** What every published question or deck carries besides its own fields. */
const listing = {
  slug,
  subject: subject.describe("the subject's slug and name, when it has one"),
  isPublic: z.boolean().describe('only public ones are searchable; false removes it'),
  userId: uuid.optional(),
  createdAt: when,
};

export const questionPublished = z.object({
  questionId: uuid,
  question: z.string().trim().min(1).max(1000).describe('the question as asked: the title of its page and of its search result'),
  text: z.string().max(20_000).default('').describe('formatted_question flattened to plain text, if it says more'),
  ...listing,
});
export type QuestionPublished = z.infer<typeof questionPublished>;

export const questionRemoved = z.object({ questionId: uuid });
export type QuestionRemoved = z.infer<typeof questionRemoved>;

export const deckPublished = z.object({
  deckId: uuid,
  name: z.string().trim().min(1).max(300),
  description: z.string().max(5000).default(''),
  cardCount: z.number().int().min(0),
  cardsText: z.string().max(20_000).default('').describe("the cards' fronts and backs, if the deck wants them searchable"),
  ...listing,
});
export type DeckPublished = z.infer<typeof deckPublished>;

export const deckRemoved = z.object({ deckId: uuid });
export type DeckRemoved = z.infer<typeof deckRemoved>;
