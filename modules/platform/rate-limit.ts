// Fixed-window rate limits kept in PostgreSQL, so they hold across every api instance. One atomic upsert per
// rule, on the caller's connection: called outside a transaction (sign-in and the other routes that must count a
// failed attempt call it first) it commits at once; called inside one it is part of it (a second connection taken
// from inside a transaction is what hung the server in issue #25), so an attempt rolled back does not count, and
// a refused one throws before any costly work. Every module keys its own
// limits (`login:ip:...`, `checkout:user:...`); the table is the platform's, whichever migration made it.
import type { EntityManager } from '@mikro-orm/postgresql';
import { rows } from './db/sql.ts';
import { HttpError } from './http/errors.ts';

export type Limit = { key: string; max: number; windowSeconds: number };

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please try again later.';

/** A 429 that the HTTP layer answers with `Retry-After`. */
export class RateLimitedError extends HttpError {
  constructor(
    public readonly retryAfterSeconds: number,
    message = TOO_MANY_ATTEMPTS,
  ) {
    super(429, 'rate_limited', message);
  }
}

/** Counts one attempt against every limit; throws RateLimitedError (429, Retry-After) when any is over. */
export async function hit(em: EntityManager, limits: Limit[], message?: string): Promise<void> {
  let retryAfter = 0;
  for (const limit of limits) {
    const [row] = await rows(
      em,
      `insert into rate_limit_buckets as b (key, count, window_start) values (?, 1, now())
       on conflict (key) do update set
         count = case when b.window_start <= now() - make_interval(secs => ?) then 1 else b.count + 1 end,
         window_start = case when b.window_start <= now() - make_interval(secs => ?) then now() else b.window_start end
       returning count, ceil(extract(epoch from (b.window_start + make_interval(secs => ?) - now())))::int as retry_after`,
      [limit.key, limit.windowSeconds, limit.windowSeconds, limit.windowSeconds],
    );
    if (row && Number(row.count) > limit.max) retryAfter = Math.max(retryAfter, Math.max(1, Number(row.retry_after)));
  }
  // Now and then, forget windows long closed (no window is longer than a day).
  if (Math.random() < 0.01) await rows(em, `delete from rate_limit_buckets where window_start < now() - interval '2 days'`);
  if (retryAfter > 0) throw new RateLimitedError(retryAfter, message);
}

/** Forgets a limit's count. */
export async function reset(em: EntityManager, limit: Limit): Promise<void> {
  await rows(em, 'delete from rate_limit_buckets where key = ?', [limit.key]);
}
