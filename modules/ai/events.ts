// The events the AI module publishes, each with its payload's schema: the one contract its subscribers import
// (modules/ai/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to ai.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const actionEnded = z.object({
  actionId: z.guid(),
  tool: z.string().describe("the tool's name, e.g. `flashcards`: a subscriber keeps only its own tool's actions"),
  userId: z.guid(),
  status: z.enum(['done', 'failed']),
});
/** An action ended, for tools that keep something of the answer. */
export type AiActionEnded = z.infer<typeof actionEnded>;

export const AI_EVENTS = {
  /** An action's answer is stored (status `done`), in the transaction of that write. */
  completed: defineEvent('ai.completed', actionEnded),
  /** An action failed for good and its points were returned (status `failed`). */
  failed: defineEvent('ai.failed', actionEnded),
};
