// The wallet: the points ledger, packages and bonus tiers, spending, document access, seller earnings and
// withdrawals. Other modules move points only through the functions below.
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentTotal, dailyTotals, type Platform, type StudyhallModule } from '../platform/index.ts';
import { registerWalletCommands, walletDepsOf } from './commands.ts';
import { walletEntities } from './entities.ts';
import { registerPricingCommands } from './pricing-commands.ts';
import { mountWalletRoutes } from './routes.ts';
import { seedWallet } from './seed.ts';
import { walletPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { type WalletSettings, type WalletDeps, DEFAULT_WALLET_SETTINGS, sellerShare } from './deps.ts';
export {
  credit, refund, reverse, move, insufficientPoints, balanceOf, ensureBalance, listTransactions, auditLedger,
  type MoveInput, type MoveResult, type AuditReport,
} from './ledger.ts';
export { spend, type SpendInput, type SpendResult } from './spend.ts';
export { calculatePointsForAmount, packageById, listActivePackages, listActiveBonusTiers } from './packages.ts';
export { hasAccess, acquiredDocumentIds, salesStats, documentAccess, grantSubscriptionAccess } from './access.ts';
export {
  type DocumentForSale, type DocumentCatalog, setDocumentCatalog, resetDocumentCatalog, catalogFromLookup, documentCatalog,
} from './catalog.ts';
export { checkoutDocuments, refundPurchase } from './purchases.ts';
export { resolveUser, walletDepsOf } from './commands.ts';
export { adminUsers, emptyPage, userFilterId } from './admin.ts';

export const walletModule: StudyhallModule = {
  name: 'wallet',
  entities: walletEntities,
  routes: (api, platform: Platform) => {
    const deps = walletDepsOf(platform);
    mountWalletRoutes(api, () => deps);
  },
  commands: (program, platform) => {
    registerWalletCommands(program, platform);
    registerPricingCommands(program, platform);
  },
  seed: seedWallet,
  personalData: walletPersonalData,
};

/**
 * The admin overview's ledger figures since `since`: points spent (documents and document chat, as positive
 * numbers), points earned by sellers, withdrawal requests per day, and the withdrawals waiting now.
 */
export async function walletFigures(em: EntityManager, since: Date) {
  const [spent, earned, requested, waiting] = await Promise.all([
    dailyTotals(em, { table: 'points_transactions', at: 'created_at', value: 'sum(-amount)', where: "type in ('spent', 'document_chat')" }, since),
    dailyTotals(em, { table: 'points_transactions', at: 'created_at', value: 'sum(amount)', where: "type = 'earned'" }, since),
    dailyTotals(em, { table: 'withdrawal_requests', at: 'created_at' }, since),
    currentTotal(em, 'withdrawal_requests', "status = 'pending'", 'points'),
  ]);
  return { spent, earned, withdrawalRequests: requested, withdrawalsWaiting: waiting };
}
