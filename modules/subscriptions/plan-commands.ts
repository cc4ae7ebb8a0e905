// `studyhall settings plans list` and `settings plans price <plan> <cents>`: the admin page's plan prices from the
// command line, with the same rule (the HTTP contract's schema) and the same audit entry (as --by).
import type { Command } from 'commander';
import { CliError, type Platform, printRows } from '../platform/index.ts';
import { auditedBy, parsedOrExit, settingsCommand } from '../settings/index.ts';
import { planPriceChange } from './contract.ts';
import { changePlanPrice, listAdminPlans, planBySlugOrId } from './plan-prices.ts';

export function registerPlanPriceCommands(program: Command, platform: () => Promise<Platform>) {
  const plans = settingsCommand(program).command('plans').description('Subscription plans and their monthly prices');

  plans
    .command('list')
    .description('Every plan, active or not, with its live subscriptions')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const p = await platform();
      printRows(await listAdminPlans(p.orm.em.fork()), Boolean(o.json));
    });

  plans
    .command('price <plan> <cents>')
    .description("Change a plan's monthly price (by slug or id): new subscriptions and plan changes pay it, running ones keep theirs")
    .requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)')
    .requiredOption('--reason <text>', 'why (recorded in the audit log)')
    .action(async (key: string, cents: string, o: { by: string; reason: string }) => {
      const p = await platform();
      const em = p.orm.em.fork();
      const { adminId, reason } = await auditedBy(em, o);
      const plan = await planBySlugOrId(em, key);
      if (!plan) throw new CliError(`No plan ${key}`);
      const change = parsedOrExit(planPriceChange, { priceCents: Number(cents), reason });
      const after = await changePlanPrice(em, { planId: plan.id, priceCents: change.priceCents, reason, adminId });
      printRows([{ plan: after.slug, from: plan.priceCents, to: after.priceCents, liveSubscriptions: after.liveSubscriptions }], false);
    });
}
