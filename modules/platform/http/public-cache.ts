// What a browser and a CDN in front of the product may keep of an API answer, and the validators that let them
// ask again cheaply: every JSON answer to a GET carries an ETag, and a matching If-None-Match answers 304.
import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';

/**
 * The same answer for everyone: browsers and shared caches keep it `seconds`, and may serve it up to
 * `staleSeconds` older while they fetch it again in the background (short by default: a takedown must not linger).
 */
export function cachePublicly(ctx: Context, seconds: number, staleSeconds = seconds): void {
  ctx.set('Cache-Control', `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`);
}

/**
 * An answer that differs for a signed-in reader (their own private items, their state): shared caches keep only
 * the guests' answer, keyed on the absence of a session; a signed-in reader's stays in their browser, revalidated.
 */
export function cacheForViewer(ctx: Context, seconds: number): void {
  ctx.vary('Cookie');
  ctx.vary('Authorization');
  if (ctx.state.user) ctx.set('Cache-Control', 'private, no-cache');
  else cachePublicly(ctx, seconds);
}

/** A weak ETag over the JSON answer; a request that already holds it gets 304 and no body. */
export function conditionalAnswers(): Middleware {
  return async (ctx, next) => {
    await next();
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.status !== 200) return;
    const body = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return;
    const json = JSON.stringify(body);
    ctx.set('ETag', `W/"${createHash('sha1').update(json).digest('base64url')}"`);
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.body = json;
    ctx.type = 'application/json';
  };
}
