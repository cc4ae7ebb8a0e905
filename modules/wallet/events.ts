// The events the wallet publishes (in the transaction of the change), each with its payload's schema: the one contract
// its subscribers import (modules/wallet/README.md, "Events"). Zod and the platform's contract only, so importing it
// ties no module to the wallet.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();
const points = z.number().int();

const documentPurchased = z.object({
  userDocumentId: id, checkoutId: id, userId: id, documentId: id, sellerId: id, pointsSpent: points, sellerPoints: points,
});
const purchaseRefunded = z.object({
  userDocumentId: id,
  userId: id,
  documentId: id,
  sellerId: id.nullable(),
  pointsRefunded: points,
  sellerPointsReversed: points.describe('maybe less than the share credited, if the seller spent it'),
  reason: z.string(),
});
const withdrawalRequested = z.object({ withdrawalId: id, userId: id, points, amountCents: z.number().int() });
const withdrawalStatusChanged = z.object({ withdrawalId: id, userId: id, status: z.enum(['approved', 'paid', 'rejected']), points });
export type DocumentPurchased = z.infer<typeof documentPurchased>;
export type PurchaseRefunded = z.infer<typeof purchaseRefunded>;
export type WithdrawalRequested = z.infer<typeof withdrawalRequested>;
export type WithdrawalStatusChanged = z.infer<typeof withdrawalStatusChanged>;

export const WALLET_EVENTS = {
  /** One document bought with points: the buyer was debited, the seller credited their share, access granted. */
  documentPurchased: defineEvent('wallet.document-purchased', documentPurchased),
  /** A purchase refunded: points back to the buyer, access revoked, the seller's share reversed (maybe partly). */
  purchaseRefunded: defineEvent('wallet.purchase-refunded', purchaseRefunded),
  /** A seller asked to withdraw points (held until an admin decides). */
  withdrawalRequested: defineEvent('wallet.withdrawal-requested', withdrawalRequested),
  /** An admin approved, paid or rejected a withdrawal (a rejection gives the points back). */
  withdrawalStatusChanged: defineEvent('wallet.withdrawal-status-changed', withdrawalStatusChanged),
};
