// `studyhall settings packages list|set` and `settings tiers list|set`: the admin page's package and tier editing
// from the command line, with the same rules (the HTTP contract's schemas) and the same audit entries (as --by).
import type { Command } from 'commander';
import { CliError, type Platform, printRows } from '../platform/index.ts';
import { auditedBy, parsedOrExit, settingsCommand } from '../settings/index.ts';
import { cli } from './commands.ts';
import { bonusTiersChange, packageChange } from './pricing-contract.ts';
import { changePackage, listPricing, packageBySlugOrId, replaceBonusTiers } from './pricing.ts';

type Audited = { by: string; reason: string };

const number = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/** `1000:5` is a tier from $10.00 with 5 % bonus; `1000:5:inactive` the same, kept but not applied. */
function parseTier(text: string) {
  const [min, percent, state, ...rest] = text.split(':');
  if (!min || !percent || rest.length || (state !== undefined && state !== 'active' && state !== 'inactive')) {
    throw new CliError(`${text}: write a tier as MIN_CENTS:PERCENT[:inactive]`);
  }
  return { minAmountCents: Number(min), bonusPercent: Number(percent), isActive: state !== 'inactive' };
}

export function registerPricingCommands(program: Command, platform: () => Promise<Platform>) {
  const settings = settingsCommand(program);
  const packages = settings.command('packages').description('Points packages: price, points, bonus, order, on sale');
  const tiers = settings.command('tiers').description('Bonus tiers of custom amounts');

  packages
    .command('list')
    .description('Every package, active or not')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const p = await platform();
      printRows((await listPricing(p.orm.em.fork())).packages, Boolean(o.json));
    });

  packages
    .command('set <package>')
    .description('Change a package (by slug or id); options left out keep their value. Applies to new checkouts')
    .option('--price-cents <n>', 'price in cents (100 to 100000)')
    .option('--points <n>', 'base points')
    .option('--bonus-points <n>', 'bonus points')
    .option('--active <yes|no>', 'on sale or not')
    .option('--order <n>', 'position among packages of the same price')
    .requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)')
    .requiredOption('--reason <text>', 'why (recorded in the audit log)')
    .action(async (key: string, o: Audited & { priceCents?: string; points?: string; bonusPoints?: string; active?: string; order?: string }) => {
      const p = await platform();
      const em = p.orm.em.fork();
      const { adminId, reason } = await auditedBy(em, o);
      const current = await packageBySlugOrId(em, key);
      if (!current) throw new CliError(`No package ${key}`);
      if (o.active !== undefined && !['yes', 'no'].includes(o.active)) throw new CliError('--active must be yes or no');
      const change = parsedOrExit(packageChange, {
        priceCents: number(o.priceCents) ?? current.priceCents,
        points: number(o.points) ?? current.points,
        bonusPoints: number(o.bonusPoints) ?? current.bonusPoints,
        isActive: o.active === undefined ? current.isActive : o.active === 'yes',
        sortOrder: number(o.order) ?? current.sortOrder,
        reason,
      });
      const after = await cli(() => changePackage(em, { id: current.id, change, adminId }));
      printRows([{ package: after.slug, priceCents: `${current.priceCents} -> ${after.priceCents}`, points: after.points, bonusPoints: after.bonusPoints, isActive: after.isActive, sortOrder: after.sortOrder }], false);
    });

  tiers
    .command('list')
    .description('Every bonus tier, smallest amount first')
    .option('--json', 'print JSON')
    .action(async (o: { json?: boolean }) => {
      const p = await platform();
      printRows((await listPricing(p.orm.em.fork())).bonusTiers, Boolean(o.json));
    });

  tiers
    .command('set [tiers...]')
    .description('Replace the bonus tiers: each MIN_CENTS:PERCENT[:inactive], e.g. 1000:5 2500:10 (none removes them all)')
    .requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)')
    .requiredOption('--reason <text>', 'why (recorded in the audit log)')
    .action(async (list: string[], o: Audited) => {
      const p = await platform();
      const em = p.orm.em.fork();
      const { adminId, reason } = await auditedBy(em, o);
      const change = parsedOrExit(bonusTiersChange, { tiers: list.map(parseTier), reason });
      printRows(await cli(() => replaceBonusTiers(em, { tiers: change.tiers, reason, adminId })), false);
    });
}
