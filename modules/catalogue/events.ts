// The events the catalogue publishes, each with its payload's schema: the one contract its subscribers import
// (modules/catalogue/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to
// the catalogue.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

export const CATALOGUE_KINDS = ['subjects', 'universities', 'courses', 'textbooks'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

const kind = z.enum(CATALOGUE_KINDS);
const entryChanged = z.object({ kind, id: z.guid() });
const entriesMerged = z.object({ kind, fromId: z.guid(), intoId: z.guid() });
export type CatalogueEntryChanged = z.infer<typeof entryChanged>;
export type CatalogueEntriesMerged = z.infer<typeof entriesMerged>;

export const CATALOGUE_EVENTS = {
  /** An admin edited or deactivated an entry, so what shows its name (documents in search) can refresh. */
  changed: defineEvent('catalogue.entry-changed', entryChanged),
  /** An admin merged a duplicate entry (`fromId`) into another (`intoId`); the duplicate is gone. */
  merged: defineEvent('catalogue.entries-merged', entriesMerged),
};
