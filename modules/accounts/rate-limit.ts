// Fixed-window rate limits kept in PostgreSQL, so they hold across every api instance. One atomic upsert per
// rule; it runs outside the request's transaction, so a failed attempt still counts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpError } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { one, rows } from './db.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

export const LIMITS = {
  loginAccount: (email: string): Limit => ({ key: `login:account:${email}`, max: 10, windowSeconds: 15 * 60 }),
  loginIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }),
  recoveryAccount: (account: string): Limit => ({ key: `recovery:account:${account}`, max: 5, windowSeconds: 60 * 60 }),
  recoveryIp: (ip: string): Limit => ({ key: `recovery:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  /** Sign-ups and email confirmations: 20 an hour per IP each (spec silent; same scale as recovery). */
  signupIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  verifyIp: (ip: string): Limit => ({ key: `verify:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  /** Google sign-ins started (each stores a pending row): 60 per 15 minutes per IP. */
  oidcStartIp: (ip: string): Limit => ({ key: `oidc:ip:${ip}`, max: 60, windowSeconds: 15 * 60 }),
};

export class RateLimitedError extends HttpError {
  constructor(public readonly retryAfterSeconds: number) {
    super(429, 'rate_limited', MESSAGES.tooManyAttempts);
  }
}

/** Counts one attempt against every limit; throws 429 (with Retry-After seconds) when any is over. */
export async function hit(em: EntityManager, limits: Limit[]): Promise<void> {
  const fresh = em.fork();
  let retryAfter = 0;
  for (const limit of limits) {
    const row = await one(
      fresh,
      `insert into rate_limit_buckets as b (key, count, window_start) values (?, 1, now())
       on conflict (key) do update set
         count = case when b.window_start <= now() - make_interval(secs => ?) then 1 else b.count + 1 end,
         window_start = case when b.window_start <= now() - make_interval(secs => ?) then now() else b.window_start end
       returning count, ceil(extract(epoch from (b.window_start + make_interval(secs => ?) - now())))::int as retry_after`,
      [limit.key, limit.windowSeconds, limit.windowSeconds, limit.windowSeconds],
    );
    if (row && row.count > limit.max) retryAfter = Math.max(retryAfter, Math.max(1, row.retry_after));
  }
  // Now and then, forget windows long closed (the longest window is an hour).
  if (Math.random() < 0.01) await rows(fresh, `delete from rate_limit_buckets where window_start < now() - interval '1 day'`);
  if (retryAfter > 0) throw new RateLimitedError(retryAfter);
}

/** Forgets a limit's count (a successful sign-in clears its account's failures). */
export async function reset(em: EntityManager, limit: Limit): Promise<void> {
  await rows(em.fork(), 'delete from rate_limit_buckets where key = ?', [limit.key]);
}
