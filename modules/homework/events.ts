// The events homework publishes, each with its payload's schema: the one contract its subscribers (search,
// integrity) import (modules/homework/README.md, "Events"). Zod and the platform's contract only, so importing it ties
// no module to homework. Publishing a question again with the same id replaces it (an edit); one that is not public
// is removed.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();
const slug = z.string().max(300).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug: letters, digits and single hyphens');

const questionPublished = z.object({
  questionId: id,
  question: z.string().trim().min(1).max(1000).describe('the question as asked: the title of its page and of its search result'),
  text: z.string().max(20_000).default('').describe('formatted_question flattened to plain text, if it says more, and the answer'),
  slug,
  subject: z.object({ slug, name: z.string().trim().min(1).max(200) }).nullable().describe("the subject's slug and name, when it has one"),
  isPublic: z.boolean().describe('only public questions are searchable; false removes it'),
  userId: id.optional(),
  createdAt: z.iso.datetime({ offset: true }),
});
const questionRemoved = z.object({ questionId: id });
export type QuestionPublished = z.infer<typeof questionPublished>;
export type QuestionRemoved = z.infer<typeof questionRemoved>;

export const HOMEWORK_EVENTS = {
  /** A question was published or edited while public, in that change's transaction. */
  questionPublished: defineEvent('homework.question-published', questionPublished),
  /** A question was made private, deleted or taken down. */
  questionRemoved: defineEvent('homework.question-removed', questionRemoved),
};
