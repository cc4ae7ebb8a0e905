// `studyhall users ...`: list, show, create; suspend, reinstate, role, end-sessions and grant-points
// (admin-commands.ts), which write the admin audit log. Each prints a table or,
// with --json, JSON; a failure is an Error the CLI prints on one line with a non-zero exit.
import type { Command } from 'commander';
import { type Out, type Platform, printObject as printObjectTo, printRows as printRowsTo } from '../platform/index.ts';

const printRows = (out: Out, rows: Record<string, unknown>[], json: boolean, empty: string) => printRowsTo(rows, json, empty, out);
const printObject = (out: Out, value: Record<string, unknown>, json: boolean) => printObjectTo(value, json, out);
import { email as emailSchema, newPassword, type Profile, type Role, roles } from './contract.ts';
import { registerAdminUsersCommands } from './admin-commands.ts';
import { insertUser, listUsers, profileByEmail } from './users.ts';

const summary = (u: Profile) => ({ id: u.id, email: u.email, fullName: u.fullName, role: u.role, status: u.status, emailVerified: u.emailVerified, createdAt: u.createdAt });

function parseOrThrow<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T; error?: { issues: { message: string }[] } } }, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${what}: ${result.error!.issues[0]?.message ?? 'invalid'}`);
  return result.data as T;
}

export function registerUsersCommands(program: Command, platform: () => Promise<Platform>, out: Out = (t) => void process.stdout.write(t)) {
  const users = program.command('users').description('User accounts: list, create, roles, suspension, sessions');

  async function userOrThrow(p: Platform, email: string): Promise<Profile> {
    const user = await profileByEmail(p.orm.em.fork(), email);
    if (!user) throw new Error(`No user with email ${email}`);
    return user;
  }

  users
    .command('list')
    .description('Users, newest first')
    .option('--limit <n>', 'at most this many', '100')
    .option('--json', 'print JSON')
    .action(async (options: { limit: string; json?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new Error('--limit must be a positive whole number');
      const p = await platform();
      printRows(out, (await listUsers(p.orm.em.fork(), { limit })).map(summary), Boolean(options.json), 'No users.');
    });

  users
    .command('show <email>')
    .description('One user')
    .option('--json', 'print JSON')
    .action(async (email: string, options: { json?: boolean }) => {
      const p = await platform();
      printObject(out, await userOrThrow(p, email), Boolean(options.json));
    });

  users
    .command('create')
    .description('Create a user whose email counts as verified')
    .requiredOption('--email <email>', 'email address')
    .requiredOption('--name <name>', 'full name')
    .requiredOption('--password <password>', 'password (6 to 1024 characters)')
    .option('--role <role>', 'user or admin', 'user')
    .option('--json', 'print JSON')
    .action(async (options: { email: string; name: string; password: string; role: string; json?: boolean }) => {
      const email = parseOrThrow<string>(emailSchema, options.email, '--email');
      const password = parseOrThrow<string>(newPassword, options.password, '--password');
      if (!roles.includes(options.role as Role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
      const fullName = options.name.trim();
      if (!fullName || fullName.length > 200) throw new Error('--name must be 1 to 200 characters');
      const p = await platform();
      const user = await p.orm.em.fork().transactional((em) =>
        insertUser(em, { email, fullName, password, role: options.role as Role, verified: true }),
      ).catch((error) => {
        throw new Error((error as Error).message);
      });
      printObject(out, summary(user), Boolean(options.json));
    });

  registerAdminUsersCommands(users, platform, out);
}
