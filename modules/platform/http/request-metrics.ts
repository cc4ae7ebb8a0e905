// HTTP duration by route *pattern*: @koa/router records the layer path it matched (`/api/documents/:ref`); answers
// no router layer gave (the web app, blob files, unknown API paths) share one label per area, and a middleware
// with its own fixed path may name it in `ctx.state.metricsRoute`. A raw URL never becomes a label.
import type { Context } from 'koa';
import { httpRequestDuration, seconds } from '../metrics.ts';

export function routeLabel(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (typeof ctx.state.metricsRoute === 'string') return ctx.state.metricsRoute;
  return ctx.path.startsWith('/api/') ? '/api/*' : '/*';
}

export function observeRequest(ctx: Context, ms: number): void {
  httpRequestDuration.observe(
    { method: ctx.method, route: routeLabel(ctx), status_class: `${Math.floor(ctx.status / 100)}xx` },
    seconds(ms),
  );
}
