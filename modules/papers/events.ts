// The events papers publishes, each with its payload's schema: the one contract its subscribers (integrity,
// notifications) import (modules/papers/README.md, "Events"). Zod and the platform's contract only, so importing it
// ties no module to papers.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();
const versionSaved = z.object({ paperId: id, versionId: id, userId: id, number: z.number().int().min(1), text: z.string() });
const paperCreated = z.object({ paperId: id, userId: id, title: z.string() });
const paperDeleted = z.object({ paperId: id, userId: id });
export type PaperVersionSaved = z.infer<typeof versionSaved>;
export type PaperCreated = z.infer<typeof paperCreated>;
export type PaperDeleted = z.infer<typeof paperDeleted>;

export const PAPERS_EVENTS = {
  /** A version of a paper was saved (`number` counts from 1), with its whole text. */
  versionSaved: defineEvent('papers.version-saved', versionSaved),
  /** A paper was created (as a draft). */
  paperCreated: defineEvent('papers.paper-created', paperCreated),
  /** A paper was deleted, by its owner or an admin; no later version brings it back. */
  paperDeleted: defineEvent('papers.paper-deleted', paperDeleted),
};
