// What the wallet needs from the platform and its settings.
import type { EventBus } from '../platform/index.ts';

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
