// Koa routes of /api/wallet and /api/admin/wallet: parse with contract.ts, call the services, shape the answer.
import type { ApiRouter } from '../platform/index.ts';
import { SETTINGS_CACHE_MS } from '../settings/index.ts';
import { accessOf, listPurchases } from './access.ts';
import { adminUsers, emptyPage, refundPurchaseById, userFilterId, withParties } from './admin.ts';
import { walletRoutes as r } from './contract.ts';
import type { WalletDeps } from './deps.ts';
import { ensureBalance, listAllTransactions, listTransactions } from './ledger.ts';
import { calculatePointsForAmount, packagesOverview } from './packages.ts';
import { walletPricingRoutes as pr } from './pricing-contract.ts';
import { changePackage, listPricing, replaceBonusTiers } from './pricing.ts';
import { checkoutDocuments } from './purchases.ts';
import { listAllPurchases, listSales, sellerEarnings } from './seller.ts';
import { decideWithdrawal, listWithdrawals, requestWithdrawal } from './withdrawals.ts';

export function mountWalletRoutes(api: ApiRouter, deps: () => WalletDeps) {
  api.add({ ...r.balance, summary: "The signed-in user's points and lifetime figures" }, ({ user, ctx, em }) => {
    ctx.set('Cache-Control', 'no-store');
    return ensureBalance(em, user.id);
  });

  api.add({ ...r.packages, summary: 'Active points packages with their bonus, and the bonus tiers of custom amounts' }, async ({ ctx, em }) => {
    // An admin's price change must reach buyers as fast as a setting does (the settings module's cache rule).
    ctx.set('Cache-Control', `public, max-age=${SETTINGS_CACHE_MS / 1000}`);
    return packagesOverview(em);
  });

  api.add({ ...r.pointsQuote, summary: 'calculate_points_for_amount: the points an amount in cents buys' }, ({ em, query }) =>
    calculatePointsForAmount(em, query.amountCents),
  );

  api.add({ ...r.transactions, summary: "The signed-in user's points transactions, newest first" }, ({ user, em, query }) => {
    return listTransactions(em, user.id, query);
  });

  api.add(
    { ...r.checkout, summary: 'Buy the documents of a cart with points: all or nothing, each document once' },
    ({ user, em, body }) => {
      return checkoutDocuments(em, deps(), { buyerId: user.id, documentIds: body.documentIds });
    },
  );

  api.add({ ...r.purchases, summary: 'The documents the signed-in user holds, newest first' }, ({ user, em, query }) => {
    return listPurchases(em, user.id, query);
  });

  api.add({ ...r.access, summary: 'Whether the signed-in user holds a document' }, ({ user, em, params }) => {
    return accessOf(em, user.id, params.documentId);
  });

  api.add({ ...r.sellerEarnings, summary: "The signed-in seller's earnings and what they may withdraw" }, ({ user, em }) => {
    return sellerEarnings(em, user.id, deps().settings);
  });

  api.add({ ...r.sellerSales, summary: "The signed-in seller's sales, newest first" }, ({ user, em, query }) => {
    return listSales(em, user.id, query);
  });

  api.add({ ...r.withdrawals, summary: "The signed-in seller's withdrawal requests, newest first" }, ({ user, em, query }) => {
    return listWithdrawals(em, { ...query, userId: user.id });
  });

  api.add(
    { ...r.requestWithdrawal, summary: 'Request a payout of earned points (holds them until rejected or paid)' },
    ({ user, em, body }) => {
      return requestWithdrawal(em, deps(), { userId: user.id, points: body.points, payout: body.payout });
    },
  );

  // --- admin ------------------------------------------------------------------------------------------------------

  api.add({ ...r.adminOrders, summary: 'Every document purchase, newest first, with buyer, seller and document' }, async ({ em, query }) => {
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    const page = await listAllPurchases(em, { ...query, userId });
    return { ...page, items: await withParties(em, page.items) };
  });

  api.add({ ...r.adminTransactions, summary: 'Every points transaction, newest first, with its user' }, async ({ em, query }) => {
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    const page = await listAllTransactions(em, { ...query, userId });
    const users = await adminUsers(em, page.items.map((t) => t.userId));
    return { ...page, items: page.items.map((t) => ({ ...t, user: users.get(t.userId) ?? null })) };
  });

  api.add({ ...r.adminWithdrawals, summary: 'Withdrawal requests, newest first, with their seller' }, async ({ em, query }) => {
    const userId = await userFilterId(em, query);
    if (userId === null) return emptyPage(query);
    const page = await listWithdrawals(em, { ...query, userId });
    const users = await adminUsers(em, page.items.map((w) => w.userId));
    return { ...page, items: page.items.map((w) => ({ ...w, user: users.get(w.userId) ?? null })) };
  });

  api.add(
    { ...r.refundPurchase, status: 200, summary: "Refund a purchase: points back to the buyer, access revoked, the seller's share reversed" },
    async ({ em, params, body }) => {
      return await refundPurchaseById(em, deps(), { id: params.id, reason: body.reason, partialSellerReversal: body.partialSellerReversal });
    },
  );

  api.add({ ...r.approveWithdrawal, status: 200, summary: 'Approve a pending withdrawal' }, async ({ user: admin, em, params, body }) => {
    return await decideWithdrawal(em, deps(), { id: params.id, status: 'approved', adminId: admin.id, note: body.note });
  });

  api.add({ ...r.rejectWithdrawal, status: 200, summary: 'Reject a pending or approved withdrawal (its points go back)' }, async ({ user: admin, em, params, body }) => {
    return await decideWithdrawal(em, deps(), { id: params.id, status: 'rejected', adminId: admin.id, note: body.reason });
  });

  api.add({ ...r.markWithdrawalPaid, status: 200, summary: 'Mark an approved withdrawal paid' }, async ({ user: admin, em, params, body }) => {
    return await decideWithdrawal(em, deps(), { id: params.id, status: 'paid', adminId: admin.id, reference: body.reference });
  });

  api.add({ ...pr.adminPricing, summary: 'Every points package and bonus tier, active or not' }, ({ em }) => {
    return listPricing(em);
  });

  api.add({ ...pr.changePackage, summary: "Change a package's price, points, order or sale (validated, audited; applies to new checkouts)" }, ({ user: admin, em, params, body }) => {
    return changePackage(em, { id: params.id, change: body, adminId: admin.id });
  });

  api.add({ ...pr.changeBonusTiers, summary: 'Replace the bonus tiers of custom amounts (validated, audited per tier)' }, ({ user: admin, em, body }) => {
    return replaceBonusTiers(em, { tiers: body.tiers, reason: body.reason, adminId: admin.id });
  });
}
