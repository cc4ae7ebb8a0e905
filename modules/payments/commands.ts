// `studyhall orders list|show|refund|expire-unpaid`: points orders. A table or, with --json, JSON; a one-line error otherwise.
import type { Command } from 'commander';
import { CliError, HttpError, type Out, type Platform, printObject, printRows } from '../platform/index.ts';
import { resolveUser } from '../wallet/index.ts';
import { type OrderStatus, orderStatuses, type ProviderId, providers } from './contract.ts';
import { expireUnpaidOrders, UNPAID_ORDER_TTL_HOURS } from './expiry.ts';
import type { PaymentsDeps } from './order-lifecycle.ts';
import { toAdminOrder } from './order-presenters.ts';
import { listAllOrders, orderRow } from './order-queries.ts';
import { refundOrder } from './order-refunds.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerOrdersCommands(program: Command, platform: () => Promise<Platform>, depsOf: (p: Platform) => PaymentsDeps, out?: Out) {
  const orders = program.command('orders').description('Points orders: list, show, refund through the provider');

  orders
    .command('list')
    .description('Points orders, newest first')
    .option('--status <status>', `only this order status (${orderStatuses.join(', ')})`)
    .option('--provider <provider>', `only this provider (${providers.join(', ')})`)
    .option('--user <user>', 'only this user (email or id)')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (options: { status?: string; provider?: string; user?: string; limit: string; json?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive whole number');
      if (options.status && !orderStatuses.includes(options.status as OrderStatus)) throw new CliError(`--status must be one of ${orderStatuses.join(', ')}`);
      if (options.provider && !providers.includes(options.provider as ProviderId)) throw new CliError(`--provider must be one of ${providers.join(', ')}`);
      const p = await platform();
      const em = p.orm.em.fork();
      const userId = options.user ? (await resolveUser(em, options.user)).id : undefined;
      const page = await listAllOrders(em, { page: 1, pageSize: Math.min(limit, 1000), status: options.status, provider: options.provider, userId });
      printRows(
        options.json
          ? page.items
          : page.items.map((o) => ({
              id: o.id,
              userId: o.userId,
              amount: `$${(o.amountCents / 100).toFixed(2)}`,
              points: o.totalPoints,
              provider: o.paymentMethod,
              orderStatus: o.orderStatus,
              paymentStatus: o.paymentStatus,
              createdAt: o.createdAt,
            })),
        Boolean(options.json),
        'No orders.',
        out,
      );
    });

  orders
    .command('show <id>')
    .description('One points order with every field')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      if (!UUID.test(id)) throw new CliError('id must be an order id');
      const p = await platform();
      const row = await orderRow(p.orm.em.fork(), id.toLowerCase());
      if (!row) throw new CliError(`No order ${id}`);
      printObject(toAdminOrder(row), Boolean(options.json), out);
    });

  orders
    .command('refund <id>')
    .description('Refund a completed order through its provider and take its points back (both recorded)')
    .requiredOption('--reason <text>', 'why (kept on the order and in the ledger)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { reason: string; json?: boolean }) => {
      if (!UUID.test(id)) throw new CliError('id must be an order id');
      if (!options.reason.trim()) throw new CliError('--reason must not be empty');
      const p = await platform();
      try {
        const result = await refundOrder(p.orm.em.fork(), depsOf(p), id.toLowerCase(), options.reason);
        printObject(
          {
            orderId: result.order.id,
            orderStatus: result.order.orderStatus,
            paymentStatus: result.order.paymentStatus,
            refundId: result.refundId,
            pointsTakenBack: result.pointsTakenBack,
            alreadyRefunded: result.alreadyRefunded,
          },
          Boolean(options.json),
          out,
        );
      } catch (error) {
        if (error instanceof HttpError) throw new CliError(error.message);
        throw error;
      }
    });

  orders
    .command('expire-unpaid')
    .description(`Ask the provider about orders pending over ${UNPAID_ORDER_TTL_HOURS} hours: record late payments, cancel the rest (the worker does this every 15 minutes)`)
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      printObject(await expireUnpaidOrders(p.orm.em.fork(), depsOf(p)), Boolean(options.json), out);
    });
}
