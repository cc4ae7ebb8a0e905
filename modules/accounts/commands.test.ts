// `studyhall users ...` against a real database: every subcommand, with and without --json.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUsersCommands } from './commands.ts';
import { bootAccounts, Client, eventProbe, eventually, type Harness, signedInUser, sql } from './harness.testing.ts';

let h: Harness;
const probe = eventProbe();
beforeAll(async () => {
  h = await bootAccounts([probe.module]);
  await h.platform.bus.work(['probe']);
});
afterAll(() => h?.close());

async function run(...args: string[]): Promise<string> {
  let output = '';
  const program = new Command('studyhall').exitOverride();
  registerUsersCommands(program, async () => h.platform, (text) => {
    output += text;
  });
  await program.parseAsync(args, { from: 'user' });
  return output;
}

describe('studyhall users', () => {
  it('creates a verified user who can sign in, and an admin who can use the admin login', async () => {
    const created = JSON.parse(await run('users', 'create', '--email', 'Cli.User@Example.com', '--name', 'Cli User', '--password', 'secret123', '--json'));
    expect(created).toMatchObject({ email: 'cli.user@example.com', fullName: 'Cli User', role: 'user', emailVerified: true });
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: 'cli.user@example.com', password: 'secret123' })).status).toBe(200);
    await run('users', 'create', '--email', 'boss@example.com', '--name', 'Boss', '--password', 'secret123', '--role', 'admin');
    expect((await new Client(h.baseUrl).post('/api/auth/admin/login', { email: 'boss@example.com', password: 'secret123' })).status).toBe(200);
  });

  it('refuses bad input with a one-line reason', async () => {
    await expect(run('users', 'create', '--email', 'nope', '--name', 'X', '--password', 'secret123')).rejects.toThrow(/--email/);
    await expect(run('users', 'create', '--email', 'x@example.com', '--name', 'X', '--password', '123')).rejects.toThrow(/at least 6/);
    await expect(run('users', 'create', '--email', 'x@example.com', '--name', 'X', '--password', 'secret123', '--role', 'root')).rejects.toThrow(/--role/);
    await expect(run('users', 'create', '--email', 'CLI.user@example.com', '--name', 'X', '--password', 'secret123')).rejects.toThrow(/already exists/);
    await expect(run('users', 'show', 'ghost@example.com')).rejects.toThrow(/No user with email/);
    await expect(run('users', 'role', 'cli.user@example.com', 'root', '--by', 'boss@example.com', '--reason', 'x')).rejects.toThrow(/role must be/);
    await expect(run('users', 'suspend', 'cli.user@example.com', '--by', 'cli.user@example.com', '--reason', 'x')).rejects.toThrow(/not an active admin/);
    await expect(run('users', 'set-role', 'cli.user@example.com', 'admin')).rejects.toThrow();
  });

  it('lists and shows users as a table or JSON', async () => {
    const table = await run('users', 'list');
    expect(table.split('\n')[0]).toMatch(/^id\s+email\s+fullName\s+role\s+status/);
    expect(table).toContain('boss@example.com');
    const json = JSON.parse(await run('users', 'list', '--json'));
    expect(json.map((u: any) => u.email)).toEqual(expect.arrayContaining(['cli.user@example.com', 'boss@example.com']));
    expect(await run('users', 'show', 'BOSS@example.com')).toMatch(/^id: /);
    expect(JSON.parse(await run('users', 'show', 'boss@example.com', '--json'))).not.toHaveProperty('passwordHash');
  });

  it('role and suspend end sessions, each audited as the --by admin; suspension publishes accounts.user-suspended', async () => {
    const user = await signedInUser(h);
    const by = ['--by', 'boss@example.com'];
    expect(JSON.parse(await run('users', 'role', user.email, 'admin', ...by, '--reason', 'New moderator', '--json')).role).toBe('admin');
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    const c = new Client(h.baseUrl);
    await c.post('/api/auth/login', { email: user.email, password: user.password });
    expect(JSON.parse(await run('users', 'suspend', user.email, ...by, '--reason', 'Spam', '--json')).status).toBe('suspended');
    expect((await c.get('/api/auth/me')).status).toBe(401);
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(403);
    await eventually(() => probe.received, (r) => r.some((e) => e.name === 'accounts.user-suspended'));
    expect(probe.received).toContainEqual({ name: 'accounts.user-suspended', data: { userId: user.id } });
    await run('users', 'reinstate', user.email, ...by, '--reason', 'Cleared');
    expect((await new Client(h.baseUrl).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const audit = await sql(h, 'select action, reason from admin_audit_log where target_id = ? order by created_at, id', [user.id]);
    expect(audit.map((a) => [a.action, a.reason])).toEqual([['user.role-changed', 'New moderator'], ['user.suspended', 'Spam'], ['user.reinstated', 'Cleared']]);
  });

  it('end-sessions signs a user out everywhere, audited', async () => {
    const user = await signedInUser(h);
    const token = (await user.client.post('/api/auth/tokens', {})).body.token;
    expect(JSON.parse(await run('users', 'end-sessions', user.email, '--by', 'boss@example.com', '--reason', 'Lost laptop', '--json'))).toMatchObject({ email: user.email, liveSessions: 0 });
    expect(await sql(h, 'select action, details from admin_audit_log where target_id = ?', [user.id])).toEqual([{ action: 'user.sessions-ended', details: { ended: 2 } }]);
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    const api = new Client(h.baseUrl);
    api.bearer = token;
    expect((await api.get('/api/auth/me')).status).toBe(401);
    const [{ n }] = await sql(h, 'select count(*)::int as n from sessions where user_id = ? and revoked_at is null', [user.id]);
    expect(n).toBe(0);
  });
});

describe('studyhall users: admin actions with --by', () => {
  const auditOf = (email: string) =>
    sql(h, 'select a.admin_id, a.action, a.reason from admin_audit_log a join users u on u.id = a.target_id where u.email = ? order by a.created_at, a.id', [email]);

  it('suspends, reinstates, changes role and grants points as the named admin, each recorded', async () => {
    const boss = await signedInUser(h, { role: 'admin', email: 'operator@example.com' });
    const user = await signedInUser(h, { email: 'target@example.com' });
    const by = ['--by', 'operator@example.com'];
    expect(JSON.parse(await run('users', 'suspend', user.email, ...by, '--reason', 'chargebacks', '--json'))).toMatchObject({ status: 'suspended', liveSessions: 0 });
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
    await run('users', 'reinstate', user.email, ...by, '--reason', 'resolved');
    await run('users', 'role', user.email, 'admin', ...by, '--reason', 'helper');
    const grant = ['users', 'grant-points', user.email, '25', ...by, '--reason', 'apology', '--key', 'cli-grant-1', '--json'];
    expect(JSON.parse(await run(...grant))).toMatchObject({ pointsBalance: 25, replayed: false });
    expect(JSON.parse(await run(...grant))).toMatchObject({ pointsBalance: 25, replayed: true });
    expect(await auditOf(user.email)).toEqual([
      { admin_id: boss.id, action: 'user.suspended', reason: 'chargebacks' },
      { admin_id: boss.id, action: 'user.reinstated', reason: 'resolved' },
      { admin_id: boss.id, action: 'user.role-changed', reason: 'helper' },
      { admin_id: boss.id, action: 'user.points-granted', reason: 'apology' },
    ]);
  });

  it('refuses an operator who is not an active admin, and an admin demoting themself', async () => {
    const plain = await signedInUser(h, { email: 'plain@example.com' });
    await expect(run('users', 'suspend', plain.email, '--by', plain.email, '--reason', 'x')).rejects.toThrow(/not an active admin/);
    await expect(run('users', 'role', 'operator@example.com', 'user', '--by', 'operator@example.com', '--reason', 'x')).rejects.toThrow(/own account/);
    await expect(run('users', 'suspend', plain.email, '--by', 'operator@example.com', '--reason', '  ')).rejects.toThrow(/--reason/);
    expect(await auditOf(plain.email)).toEqual([]);
    expect(await auditOf('operator@example.com')).toEqual([]);
  });
});
