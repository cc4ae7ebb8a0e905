// Helpers for the payments tests: the shared HTTP harness (tests/support/http-harness.ts) with the wallet's
// packages seeded, and a few payments-specific readers.
import type { StudyhallModule } from '../platform/index.ts';
import { walletModule } from '../wallet/index.ts';
import { bootHarness, type Client, type Harness, sql } from '../../tests/support/http-harness.ts';

export { type Answer, Client, eventually, type Harness, openEvents, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';

export function bootPayments(options: { env?: Record<string, string>; realtime?: boolean; extra?: StudyhallModule[] } = {}): Promise<Harness> {
  return bootHarness({ ...options, prepare: (platform) => walletModule.seed!(platform) });
}

export async function packageId(h: Harness, slug: string): Promise<string> {
  const [row] = await sql(h, 'select id from points_packages where slug = ?', [slug]);
  return row.id;
}

/** The user's balance and their ledger (oldest first). */
export async function pointsOf(h: Harness, userId: string) {
  const [row] = await sql(h, 'select points_balance from user_points where user_id = ?', [userId]);
  const ledger = await sql(h, 'select type, amount, idempotency_key, metadata from points_transactions where user_id = ? order by id', [userId]);
  return { balance: row ? Number(row.points_balance) : 0, ledger };
}

/** A form post the way a browser's plain HTML form sends it: cookies, no CSRF header. */
export function formPost(client: Client, path: string, form: Record<string, string>) {
  return client.request('POST', path, undefined, { form, csrf: false, headers: { accept: 'text/html' } });
}
