// What the wallet needs to know about documents to sell them: their seller, points price and status. Documents
// belong to the documents module; the composition root plugs its lookup in here (see README, "Wiring"), so the
// wallet depends on no module it does not need to.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../platform/index.ts';
import { WALLET_MESSAGES } from './contract.ts';

export type DocumentForSale = {
  id: string;
  /** The seller (the uploader). */
  userId: string;
  pointsPrice: number;
  /** Only 'approved' documents are sold. */
  status: string;
  title?: string;
  /** For links on the admin pages. */
  slug?: string;
};

export type DocumentCatalog = {
  /** The documents among `ids` that exist (any status), read inside the caller's transaction. */
  priceAndOwner(em: EntityManager, ids: string[]): Promise<DocumentForSale[]>;
};

const UNWIRED: DocumentCatalog = {
  priceAndOwner: async () => {
    throw new HttpError(503, 'purchases_unavailable', WALLET_MESSAGES.catalogUnavailable);
  },
};

let catalog: DocumentCatalog = UNWIRED;

/** Plugs in the documents module's lookup (the composition root does this once). */
export function setDocumentCatalog(next: DocumentCatalog): void {
  catalog = next;
}

/** Back to "not wired" (tests). */
export function resetDocumentCatalog(): void {
  catalog = UNWIRED;
}

export function documentCatalog(): DocumentCatalog {
  return catalog;
}

/**
 * A catalog from a one-document lookup such as the documents module's `documentForSale(em, id)`:
 * `setDocumentCatalog(catalogFromLookup(documentForSale))`.
 */
export function catalogFromLookup(lookup: (em: EntityManager, id: string) => Promise<DocumentForSale | null>): DocumentCatalog {
  return {
    async priceAndOwner(em, ids) {
      const found: DocumentForSale[] = [];
      for (const id of ids) {
        const doc = await lookup(em, id);
        if (doc) found.push(doc);
      }
      return found;
    },
  };
}
