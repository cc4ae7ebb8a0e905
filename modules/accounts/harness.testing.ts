// Helpers for the accounts tests, on the shared HTTP harness (tests/support/http-harness.ts): users signed up
// through the real API, the tokens of the real mails in mail_outbox, and a probe of the accounts events.
import { bootHarness, Client, type Harness, sql } from '../../tests/support/http-harness.ts';
import { type EventDefinition, onEvent, type StudyhallModule } from '../platform/index.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

export { type Answer, Client, eventually, type Harness, sql } from '../../tests/support/http-harness.ts';

export function bootAccounts(extra: StudyhallModule[] = [], env: Record<string, string> = {}): Promise<Harness> {
  return bootHarness({ extra, env });
}

/** The token in the newest mail of a kind to an address. */
export async function tokenFromMail(h: Harness, to: string, kind: 'accounts.verify-email' | 'accounts.reset-password'): Promise<string> {
  const [mail] = await sql(h, 'select text from mail_outbox where to_address = ? and kind = ? order by created_at desc limit 1', [to, kind]);
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  const match = /token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  return decodeURIComponent(match![1]!);
}

export async function clearRateLimits(h: Harness) {
  await sql(h, 'delete from rate_limit_buckets');
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}.${Date.now().toString(36)}@example.com`;
}

/** Registers, verifies through the mailed link and signs in; returns the signed-in client. */
export async function signedInUser(h: Harness, options: { email?: string; password?: string; fullName?: string; role?: 'admin' } = {}) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct horse battery';
  const client = new Client(h.baseUrl);
  const reg = await client.post('/api/auth/register', { fullName: options.fullName ?? 'Ada Lovelace', email, password, confirmPassword: password });
  if (reg.status !== 201) throw new Error(`register failed: ${JSON.stringify(reg.body)}`);
  const token = await tokenFromMail(h, email, 'accounts.verify-email');
  const verified = await client.post('/api/auth/verify-email', { token });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  if (options.role) await sql(h, 'update users set role = ? where id = ?', [options.role, reg.body.user.id]);
  const login = await client.post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, email, password, id: reg.body.user.id as string };
}

/** A module that records every accounts event it receives, to assert what was published. */
export function eventProbe(events: EventDefinition<object>[] = [ACCOUNTS_EVENTS.userRegistered, ACCOUNTS_EVENTS.emailVerified, ACCOUNTS_EVENTS.userSuspended]) {
  const received: { name: string; data: any }[] = [];
  const module: StudyhallModule = {
    name: 'probe',
    queues: () =>
      events.map((event) =>
        onEvent(event, {
          queue: `probe.${event.name.replace('accounts.', '')}`,
          handler: async (data) => {
            received.push({ name: event.name, data });
          },
        }),
      ),
  };
  return { module, received };
}
