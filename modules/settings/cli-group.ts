// The `studyhall settings` command group, shared with the modules whose run-time prices live with them (the wallet's
// packages and tiers, the subscriptions' plans), and the check every audited change makes of its --by and --reason.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Command } from 'commander';
import type { z } from 'zod';
import { profileByEmail } from '../accounts/index.ts';
import { CliError } from '../platform/index.ts';

/** `studyhall settings`, made by whichever module registers first (so the order of registration does not matter). */
export function settingsCommand(program: Command): Command {
  return (
    program.commands.find((c) => c.name() === 'settings') ??
    program.command('settings').description('Run-time platform settings: seller share, withdrawal minimum, points packages, bonus tiers, plan prices')
  );
}

/** The admin named by --by (who must be an active admin) and the trimmed --reason, for the audit log. */
export async function auditedBy(em: EntityManager, o: { by: string; reason: string }): Promise<{ adminId: string; reason: string }> {
  if (!o.reason.trim()) throw new CliError('--reason must not be empty');
  const operator = await profileByEmail(em, o.by);
  if (operator?.role !== 'admin' || operator.status !== 'active') throw new CliError(`--by ${o.by} is not an active admin`);
  return { adminId: operator.id, reason: o.reason.trim() };
}

/** Parses a change with the HTTP contract's schema, so the CLI keeps the same rules and says the same words. */
export function parsedOrExit<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new CliError(`${issue.path.join('.') || 'value'}: ${issue.message}`);
}
