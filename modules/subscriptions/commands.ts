// `studyhall subscriptions list|show|cancel|reconcile`. A table or, with --json, JSON; a one-line error otherwise.
import type { Command } from 'commander';
import { CliError, HttpError, type Out, type Platform, printObject, printRows } from '../platform/index.ts';
import { resolveUser } from '../wallet/index.ts';
import { adminSubscriptionById, listAllSubscriptions } from './admin.ts';
import { type SubscriptionStatus, subscriptionStatuses } from './contract.ts';
import { cancelSubscription } from './manage.ts';
import type { SubscriptionsDeps } from './providers/index.ts';
import { reconcileSubscriptions } from './reconcile.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function subscriptionId(id: string): string {
  if (!UUID.test(id)) throw new CliError('id must be a subscription id');
  return id.toLowerCase();
}

export function registerSubscriptionsCommands(program: Command, platform: () => Promise<Platform>, depsOf: (p: Platform) => SubscriptionsDeps, out?: Out) {
  const subs = program.command('subscriptions').description('User subscriptions: list, show, cancel, reconcile with the providers');

  subs
    .command('list')
    .description('Subscriptions, newest first')
    .option('--status <status>', `only this status (${subscriptionStatuses.join(', ')})`)
    .option('--user <user>', 'only this user (email or id)')
    .option('--limit <n>', 'at most this many', '50')
    .option('--json', 'print JSON')
    .action(async (options: { status?: string; user?: string; limit: string; json?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new CliError('--limit must be a positive whole number');
      if (options.status && !subscriptionStatuses.includes(options.status as SubscriptionStatus)) {
        throw new CliError(`--status must be one of ${subscriptionStatuses.join(', ')}`);
      }
      const p = await platform();
      const em = p.orm.em.fork();
      const userId = options.user ? (await resolveUser(em, options.user)).id : undefined;
      const page = await listAllSubscriptions(em, { page: 1, pageSize: Math.min(limit, 1000), status: options.status as SubscriptionStatus, userId });
      printRows(
        options.json
          ? page.items
          : page.items.map((s) => ({
              id: s.id,
              user: s.user?.email ?? s.userId,
              plan: s.plan.name,
              provider: s.provider,
              status: s.status,
              used: `${s.documentsUsedThisPeriod}/${s.plan.bonusPoints}`,
              periodEnd: s.currentPeriodEnd,
              cancelAtPeriodEnd: s.cancelAtPeriodEnd,
            })),
        Boolean(options.json),
        'No subscriptions.',
        out,
      );
    });

  subs
    .command('show <id>')
    .description('One subscription with every field')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const p = await platform();
      const found = await adminSubscriptionById(p.orm.em.fork(), subscriptionId(id));
      if (!found) throw new CliError(`No subscription ${id}`);
      printObject(found, Boolean(options.json), out);
    });

  subs
    .command('cancel <id>')
    .description('Cancel at the period end (the plan stays active until then), or --now')
    .option('--now', 'end it now instead')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { now?: boolean; json?: boolean }) => {
      const p = await platform();
      const em = p.orm.em.fork();
      try {
        await cancelSubscription(em, depsOf(p), subscriptionId(id), { immediately: Boolean(options.now) });
      } catch (error) {
        if (error instanceof HttpError) throw new CliError(error.message);
        throw error;
      }
      printObject((await adminSubscriptionById(em, subscriptionId(id)))!, Boolean(options.json), out);
    });

  subs
    .command('reconcile')
    .description('Ask the providers about subscriptions whose webhook may be missing (the worker does this every 15 minutes)')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const p = await platform();
      printObject(await reconcileSubscriptions(p.orm.em.fork(), depsOf(p)), Boolean(options.json), out);
    });
}
