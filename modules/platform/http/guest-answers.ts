// Guests' shared answers: a GET a route marks as the same for every guest (`shareWithGuests`: the catalogue and a
// document's page, the reads most guests make) is kept in this process for a second and given to the next guests who
// ask for the same address with the same varying headers. Under load most guests read the same catalogue pages and
// documents, and each answer costs a dozen statements; a second of sharing turns hundreds of reads into one.
//
// A guest never gets an answer older than a change to what it is read from that this process has seen (`changes.ts`:
// a write request to the route's API areas begun or ended, an event published or a job run by the route's modules):
// an answer is kept only when no such change began while it was being read, and is dropped at the next one. Any
// other change (a checkout counting a download, a seller renamed, another process's write, one straight in the
// database) shows within the second. Signed-in readers, errors and answers a route did not mark are never shared.
import type { Context, Middleware } from 'koa';
import { changeGeneration, changeSnapshot as snapshot, noteChange, topicOfPath } from '../changes.ts';
import { routeLabel } from './request-metrics.ts';

export const GUEST_ANSWER_MS = 1_000;
/** Addresses are the guests' to choose (any query string): what is held per address is bounded, oldest out first. */
const MAX_ANSWERS = 2_000;

type Kept = { body: unknown; headers: [string, string][]; route: string; topics: readonly string[]; keptAt: number; generation: number };

/**
 * Marks this GET's answer, when the reader is a guest, as the same for every guest asking with the same headers,
 * read from what the `topics` (API areas and modules, `changes.ts`) change.
 */
export function shareWithGuests(ctx: Context, topics: readonly string[]): void {
  ctx.state.sharedWithGuests = topics;
}

const SAFE = new Set(['GET', 'HEAD']);

export function guestAnswers(options: { ms?: number; now?: () => number; maxAnswers?: number } = {}): Middleware {
  const ms = options.ms ?? GUEST_ANSWER_MS;
  const maxAnswers = options.maxAnswers ?? MAX_ANSWERS;
  const now = options.now ?? Date.now;
  // The request headers an address's answer varies on (its Vary), learnt from its first shared answer.
  const varyOf = new Map<string, string[]>();
  const kept = new Map<string, Kept>();
  // One read per key at a time: the guests who ask meanwhile wait for it rather than read the same rows again.
  const reading = new Map<string, Promise<void>>();

  const keyOf = (ctx: Context, vary: string[]) => [ctx.url, ...vary.map((name) => ctx.get(name))].join('\n');
  const fresh = (entry: Kept | undefined) =>
    entry && entry.generation === changeGeneration(entry.topics) && now() - entry.keptAt < ms ? entry : undefined;

  /** Room for `key` in `map`: the entry kept longest goes when the map is full and `key` is new. */
  function holdAtMost(map: Map<string, unknown>, key: string) {
    if (!map.has(key) && map.size >= maxAnswers) map.delete(map.keys().next().value as string);
  }

  function serve(ctx: Context, entry: Kept) {
    for (const [name, value] of entry.headers) ctx.set(name, value);
    ctx.status = 200;
    ctx.body = entry.body;
    // The route's pattern, as its own answer would have been counted in the request metrics.
    ctx.state.metricsRoute = entry.route;
  }

  function keep(ctx: Context, key: string | null, generations: (topics: readonly string[]) => number, before: Set<string>) {
    const topics = ctx.state.sharedWithGuests as readonly string[] | undefined;
    if (ctx.status !== 200 || !topics || ctx.state.user) return;
    // The counts as the read began: a change to its topics meanwhile leaves the answer unkept.
    const generation = generations(topics);
    if (generation !== changeGeneration(topics)) return;
    const vary = String(ctx.response.get('Vary') || '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean);
    holdAtMost(varyOf, ctx.url);
    varyOf.set(ctx.url, vary);
    const headers = Object.entries(ctx.response.headers)
      .filter(([name]) => !before.has(name))
      .map(([name, value]) => [name, String(value)] as [string, string]);
    const stored = key ?? keyOf(ctx, vary);
    holdAtMost(kept, stored);
    kept.set(stored, { body: ctx.body, headers, route: routeLabel(ctx), topics, keptAt: now(), generation });
  }

  return async (ctx, next) => {
    if (!SAFE.has(ctx.method)) {
      const topic = topicOfPath(ctx.path);
      noteChange(topic);
      try {
        return await next();
      } finally {
        noteChange(topic);
      }
    }
    if (ctx.method !== 'GET' || ctx.state.user || ms <= 0) return next();
    const vary = varyOf.get(ctx.url);
    const key = vary ? keyOf(ctx, vary) : null;
    if (key) {
      const waitFor = fresh(kept.get(key)) ? null : reading.get(key);
      if (waitFor) await waitFor;
      const hit = fresh(kept.get(key));
      if (hit) return serve(ctx, hit);
    }
    // The topics are known only once the route ran: every topic's count is taken as the read begins.
    const started = snapshot();
    const before = new Set(Object.keys(ctx.response.headers));
    let done: (() => void) | null = null;
    if (key && !reading.has(key)) reading.set(key, new Promise<void>((resolve) => (done = resolve)));
    try {
      await next();
      keep(ctx, key, started, before);
    } finally {
      if (done) {
        reading.delete(key!);
        (done as () => void)();
      }
    }
  };
}
