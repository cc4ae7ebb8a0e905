// `studyhall wallet show|grant|audit`, `studyhall purchases refund`, `studyhall withdrawals list|approve|reject|mark-paid`.
// Each prints a table or, with --json, JSON; a failure is a one-line error with a non-zero exit.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Command } from 'commander';
import { profileByEmail, profileById } from '../accounts/index.ts';
import { CliError, HttpError, type Out, type Platform, printObject, printRows, uuidv7 } from '../platform/index.ts';
import { type WithdrawalStatus, withdrawalStatuses } from './contract.ts';
import type { WalletDeps } from './deps.ts';
import { auditLedger, balanceOf, credit, listTransactions, move } from './ledger.ts';
import { refundPurchase } from './purchases.ts';
import { withdrawable } from './seller.ts';
import { decideWithdrawal, listWithdrawals } from './withdrawals.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user given by id or email. */
export async function resolveUser(em: EntityManager, ref: string) {
  const user = UUID.test(ref) ? await profileById(em, ref.toLowerCase()) : await profileByEmail(em, ref);
  if (!user) throw new CliError(`No user ${ref}`);
  return user;
}

/** Service errors as one-line CLI errors. */
export async function cli<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new CliError(error.message);
    throw error;
  }
}

function positiveInt(value: string, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1) throw new CliError(`${what} must be a positive whole number`);
  return n;
}

export function walletDepsOf(p: Platform): WalletDeps {
  return {
    bus: p.bus,
    settings: { sellerSharePercent: p.config.SELLER_SHARE_PERCENT, withdrawalMinimumPoints: p.config.WITHDRAWAL_MINIMUM_POINTS },
  };
}

export function registerWalletCommands(program: Command, platform: () => Promise<Platform>, out?: Out) {
  const wallet = program.command('wallet').description('Points balances: show, grant, audit the ledger');

  wallet
    .command('show <user>')
    .description("A user's balance, lifetime figures and latest transactions (user by email or id)")
    .option('--limit <n>', 'transactions to show', '10')
    .option('--json', 'print JSON')
    .action(async (ref: string, options: { limit: string; json?: boolean }) => {
      const limit = positiveInt(options.limit, '--limit');
      const p = await platform();
      const em = p.orm.em.fork();
      const user = await resolveUser(em, ref);
      const [balance, earnings, transactions] = await Promise.all([
        balanceOf(em, user.id),
        withdrawable(em, user.id),
        listTransactions(em, user.id, { page: 1, pageSize: Math.min(limit, 100) }),
      ]);
      const summary = { userId: user.id, email: user.email, ...balance, withdrawablePoints: earnings.withdrawable };
      if (options.json) return printObject({ ...summary, transactions: transactions.items }, true, out);
      printObject(summary, false, out);
      printRows(
        transactions.items.map((t) => ({ id: t.id, type: t.type, amount: t.amount, balanceAfter: t.balanceAfter, description: t.description, createdAt: t.createdAt })),
        false,
        'No transactions.',
        out,
      );
    });

  wallet
    .command('grant <user> <points>')
    .description('Credit points to a user (negative: a correction that takes points away), recorded in the ledger')
    .requiredOption('--reason <text>', 'why (kept in the transaction)')
    .option('--key <key>', 'idempotency key: running again with the same key grants once')
    .option('--json', 'print JSON')
    .action(async (ref: string, pointsText: string, options: { reason: string; key?: string; json?: boolean }) => {
      const points = Number(pointsText);
      if (!Number.isSafeInteger(points) || points === 0) throw new CliError('points must be a whole, non-zero number');
      const reason = options.reason.trim();
      if (!reason) throw new CliError('--reason must not be empty');
      const p = await platform();
      const em = p.orm.em.fork();
      const user = await resolveUser(em, ref);
      const key = `admin-grant:${options.key ?? uuidv7()}`;
      const input = { userId: user.id, description: `Granted by an operator: ${reason}`, metadata: { reason, by: 'cli' }, idempotencyKey: key };
      const result = await cli(() =>
        points > 0 ? credit(em, { ...input, amount: points }) : move(em, { ...input, amount: points, type: 'adjustment' }),
      );
      if (result.outcome === 'insufficient') throw new CliError(`The balance (${result.balance}) does not cover ${-points} points`);
      printObject(
        { userId: user.id, email: user.email, outcome: result.outcome, transactionId: result.transactionId, amount: result.amount, balance: result.balance },
        Boolean(options.json),
        out,
      );
    });

  wallet
    .command('audit')
    .description('Prove balance = sum of the ledger for every user; exits non-zero on any difference')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      const report = await auditLedger(p.orm.em.fork());
      if (options.json) printObject(report, true, out);
      else {
        printObject({ checkedAt: report.checkedAt, users: report.users, transactions: report.transactions, ok: report.ok }, false, out);
        if (report.mismatches.length) printRows(report.mismatches, false, '', out);
        if (report.chainBreaks.length) printRows(report.chainBreaks, false, '', out);
      }
      if (!report.ok) {
        throw new CliError(`ledger audit failed: ${report.mismatches.length} balance(s) differ from their ledger, ${report.chainBreaks.length} chain break(s)`);
      }
    });

  const purchases = program.command('purchases').description('Documents bought with points');
  purchases
    .command('refund <user> <document>')
    .description("Refund a purchase: points back to the buyer, access revoked, the seller's share reversed")
    .requiredOption('--reason <text>', 'why (kept on the purchase and in the ledger)')
    .option('--partial-seller-reversal', "when the seller's balance no longer covers their share, reverse what they have")
    .option('--json', 'print JSON')
    .action(async (ref: string, documentId: string, options: { reason: string; partialSellerReversal?: boolean; json?: boolean }) => {
      if (!UUID.test(documentId)) throw new CliError('document must be a document id');
      if (!options.reason.trim()) throw new CliError('--reason must not be empty');
      const p = await platform();
      const em = p.orm.em.fork();
      const user = await resolveUser(em, ref);
      const result = await cli(() =>
        refundPurchase(em, walletDepsOf(p), {
          userId: user.id,
          documentId: documentId.toLowerCase(),
          reason: options.reason,
          partialSellerReversal: options.partialSellerReversal,
        }).catch((error) => {
          if (error instanceof HttpError && error.code === 'seller_cannot_cover') {
            throw new CliError(`${error.message} Run again with --partial-seller-reversal to reverse what they have.`);
          }
          throw error;
        }),
      );
      printObject(result, Boolean(options.json), out);
    });

  const withdrawals = program.command('withdrawals').description('Seller payout requests');
  withdrawals
    .command('list')
    .description('Withdrawal requests, newest first')
    .option('--status <status>', `only this status (${withdrawalStatuses.join(', ')})`)
    .option('--user <user>', 'only this user (email or id)')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (options: { status?: string; user?: string; limit: string; json?: boolean }) => {
      const limit = positiveInt(options.limit, '--limit');
      if (options.status && !withdrawalStatuses.includes(options.status as WithdrawalStatus)) {
        throw new CliError(`--status must be one of ${withdrawalStatuses.join(', ')}`);
      }
      const p = await platform();
      const em = p.orm.em.fork();
      const userId = options.user ? (await resolveUser(em, options.user)).id : undefined;
      const page = await listWithdrawals(em, { page: 1, pageSize: Math.min(limit, 1000), status: options.status as WithdrawalStatus | undefined, userId });
      printRows(
        options.json
          ? page.items
          : page.items.map((w) => ({ id: w.id, userId: w.userId, points: w.points, amount: `$${(w.amountCents / 100).toFixed(2)}`, method: w.method, status: w.status, createdAt: w.createdAt })),
        Boolean(options.json),
        'No withdrawal requests.',
        out,
      );
    });

  const decide = (name: string, status: 'approved' | 'rejected' | 'paid', description: string) => {
    const command = withdrawals.command(`${name} <id>`).description(description).option('--json', 'print JSON');
    if (status === 'approved') command.option('--note <text>', 'a note kept on the request');
    if (status === 'rejected') command.requiredOption('--reason <text>', 'why (shown to the seller)');
    if (status === 'paid') command.option('--reference <text>', 'the payout transaction reference');
    command.action(async (id: string, options: { note?: string; reason?: string; reference?: string; json?: boolean }) => {
      if (!UUID.test(id)) throw new CliError('id must be a withdrawal request id');
      const p = await platform();
      const result = await cli(() =>
        decideWithdrawal(p.orm.em.fork(), walletDepsOf(p), {
          id: id.toLowerCase(),
          status,
          note: options.note ?? options.reason,
          reference: options.reference,
        }),
      );
      printObject(result, Boolean(options.json), out);
    });
  };
  decide('approve', 'approved', 'Approve a pending withdrawal');
  decide('reject', 'rejected', 'Reject a pending or approved withdrawal: its points go back to the seller');
  decide('mark-paid', 'paid', 'Mark an approved withdrawal paid');
}
