// `studyhall users suspend|reinstate|role|end-sessions|grant-points`: the admin Users actions for an operator. `--by <email>`
// names the admin on whose behalf the change is made; it must be an active admin, and the audit entry is theirs.
import type { Command } from 'commander';
import { HttpError, type Out, type Platform, printObject, uuidv7 } from '../platform/index.ts';
import { changeUserRole, endUserSessions, grantUserPoints, reinstateUser, suspendUser, userDetailForAdmin } from './admin-users.ts';
import { type Role, roles } from './contract.ts';
import { profileByEmail } from './users.ts';

type Common = { by: string; reason: string; json?: boolean };

export function registerAdminUsersCommands(users: Command, platform: () => Promise<Platform>, out: Out) {
  /** Resolves the operator and the target, runs the change, prints the user as the admin panel shows them. */
  async function act(email: string, options: Common, change: (p: Platform, act: { adminId: string; userId: string; reason: string }, by: string) => Promise<unknown>) {
    const reason = options.reason.trim();
    if (!reason) throw new Error('--reason must not be empty');
    const p = await platform();
    const em = p.orm.em.fork();
    const operator = await profileByEmail(em, options.by);
    if (operator?.role !== 'admin' || operator.status !== 'active') throw new Error(`--by ${options.by} is not an active admin`);
    const target = await profileByEmail(em, email);
    if (!target) throw new Error(`No user with email ${email}`);
    try {
      const extra = await change(p, { adminId: operator.id, userId: target.id, reason }, operator.email);
      const detail = await userDetailForAdmin(p.orm.em.fork(), target.id);
      const summary = { ...detail.user, pointsBalance: detail.pointsBalance, liveSessions: detail.sessions.length };
      printObject({ ...summary, ...(extra && typeof extra === 'object' ? extra : {}) }, Boolean(options.json), out);
    } catch (error) {
      // Service refusals (self-demotion, already suspended) as the one-line CLI error.
      if (error instanceof HttpError) throw new Error(error.message);
      throw error;
    }
  }

  const withCommon = (command: Command) =>
    command
      .requiredOption('--by <email>', 'the admin making the change (recorded in the audit log)')
      .requiredOption('--reason <text>', 'why (recorded in the audit log)')
      .option('--json', 'print JSON');

  withCommon(users.command('suspend <email>').description('Suspend a user: their sessions end at once'))
    .action((email: string, o: Common) => act(email, o, (p, a) => suspendUser(p, p.orm.em.fork(), a)));

  withCommon(users.command('reinstate <email>').description('Make a suspended user active again'))
    .action((email: string, o: Common) => act(email, o, (p, a) => reinstateUser(p, p.orm.em.fork(), a)));

  withCommon(users.command('role <email> <role>').description('Change a user\'s role (their sessions end)'))
    .action((email: string, role: string, o: Common) => {
      if (!roles.includes(role as Role)) throw new Error(`role must be one of ${roles.join(', ')}`);
      return act(email, o, (p, a) => changeUserRole(p.orm.em.fork(), { ...a, role: role as Role }));
    });

  withCommon(users.command('end-sessions <email>').description('Sign a user out everywhere (browser sessions and API tokens)'))
    .action((email: string, o: Common) => act(email, o, (p, a) => endUserSessions(p.orm.em.fork(), a)));

  withCommon(users.command('grant-points <email> <points>').description('Credit points to a user through the wallet'))
    .option('--key <key>', 'idempotency key: running again with the same key grants once')
    .action((email: string, pointsText: string, o: Common & { key?: string }) => {
      const points = Number(pointsText);
      if (!Number.isSafeInteger(points) || points < 1) throw new Error('points must be a whole number above 0');
      const idempotencyKey = o.key ?? uuidv7();
      return act(email, o, (p, a, by) => grantUserPoints(p.orm.em.fork(), { ...a, points, idempotencyKey, by: `cli:${by}` }));
    });
}
