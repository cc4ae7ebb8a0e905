// Events the wallet publishes (pg-boss, in the transaction of the change) and what it needs from the platform.
import type { EventBus } from '../platform/index.ts';

export const WALLET_EVENTS = {
  documentPurchased: 'wallet.document-purchased',
  purchaseRefunded: 'wallet.purchase-refunded',
  withdrawalRequested: 'wallet.withdrawal-requested',
  withdrawalStatusChanged: 'wallet.withdrawal-status-changed',
} as const;

/** One document bought with points: the buyer was debited, the seller credited their share, access granted. */
export type DocumentPurchased = {
  userDocumentId: string;
  checkoutId: string;
  userId: string;
  documentId: string;
  sellerId: string;
  pointsSpent: number;
  sellerPoints: number;
};

/** A purchase refunded: points back to the buyer, access revoked, the seller's share reversed (maybe partly). */
export type PurchaseRefunded = {
  userDocumentId: string;
  userId: string;
  documentId: string;
  sellerId: string | null;
  pointsRefunded: number;
  sellerPointsReversed: number;
  reason: string;
};

export type WithdrawalRequested = { withdrawalId: string; userId: string; points: number; amountCents: number };
export type WithdrawalStatusChanged = {
  withdrawalId: string;
  userId: string;
  status: 'approved' | 'paid' | 'rejected';
  points: number;
};

export type WalletSettings = {
  /** The seller's share of a sale in whole percent (SELLER_SHARE_PERCENT, default 70). */
  sellerSharePercent: number;
  /** The smallest withdrawal, in points (WITHDRAWAL_MINIMUM_POINTS, default 500). */
  withdrawalMinimumPoints: number;
};

export const DEFAULT_WALLET_SETTINGS: WalletSettings = { sellerSharePercent: 70, withdrawalMinimumPoints: 500 };

export type WalletDeps = { bus: Pick<EventBus, 'publish'>; settings: WalletSettings };

/** The seller's share of a price: whole points, rounded down (the platform keeps the remainder). */
export function sellerShare(pointsPrice: number, percent: number): number {
  return Math.floor((pointsPrice * percent) / 100);
}
