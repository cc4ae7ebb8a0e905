// Realtime: writers NOTIFY on PostgreSQL inside their transaction (delivered on commit); every api instance
// LISTENs on one channel and forwards each message to its connected server-sent-event streams.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { uuidv7 } from './ids.ts';
import { logger } from './log.ts';

const PG_CHANNEL = 'studyhall_realtime';
/** The spec's realtime defaults: heartbeat 30 s; clients reconnect after 1 s, backing off to 10 s. */
export const HEARTBEAT_MS = 30_000;
export const RECONNECT_MS = 1_000;
/** pg_notify payloads are capped at 8000 bytes; larger messages should carry ids, not documents. */
const MAX_PAYLOAD = 7_900;

export type RealtimeMessage = { id: string; channel: string; type: string; data: unknown };

/**
 * `public` reaches everyone; `user:{id}` reaches that user's streams; `instances` reaches no stream, only the
 * listeners every api instance registered with `on` (a cache of public data dropped when a worker changed it).
 */
export type Channel = 'public' | 'instances' | `user:${string}`;

export async function notify(em: EntityManager, channel: Channel, type: string, data: unknown): Promise<void> {
  const message: RealtimeMessage = { id: uuidv7(), channel, type, data };
  const payload = JSON.stringify(message);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) throw new Error(`realtime payload too large for ${type}`);
  await em.getConnection().execute('select pg_notify(?, ?)', [PG_CHANNEL, payload], 'all', em.getTransactionContext());
}

type Stream = { channels: Set<string>; out: PassThrough };

export type Realtime = Awaited<ReturnType<typeof startRealtime>>;

export async function startRealtime(url: string, options: { heartbeatMs?: number } = {}) {
  const log = logger('realtime');
  const streams = new Set<Stream>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RECONNECT_MS;

  function deliver(raw: string) {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const listener of listeners.get(message.type) ?? []) listener(message.data);
    const frame = `id: ${message.id}\nevent: ${message.type}\ndata: ${JSON.stringify(message.data)}\n\n`;
    for (const stream of streams) if (stream.channels.has(message.channel)) stream.out.write(frame);
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'studyhall-realtime' });
    next.on('notification', (n) => n.payload && deliver(n.payload));
    next.on('error', (error) => {
      log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
      client = null;
      void next.end().catch(() => {});
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${PG_CHANNEL}`);
    client = next;
    retryMs = RECONNECT_MS;
  }

  function scheduleReconnect() {
    if (stopped) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, 10_000);
    setTimeout(() => void connect().catch(() => scheduleReconnect()), delay).unref();
  }

  await connect();
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.out.write(': heartbeat\n\n');
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Answers a request with an event stream on the given channels; ends when the client goes away. */
    open(ctx: Context, channels: Channel[]) {
      const out = new PassThrough();
      const stream: Stream = { channels: new Set(channels), out };
      streams.add(stream);
      ctx.req.socket.setTimeout(0);
      ctx.req.socket.setNoDelay(true);
      ctx.req.socket.setKeepAlive(true);
      ctx.set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      ctx.status = 200;
      // A compressor would hold events back until its block fills (http/compression.ts).
      ctx.compress = false;
      ctx.body = out;
      out.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
      const close = () => {
        streams.delete(stream);
        out.end();
      };
      ctx.req.on('close', close);
      out.on('error', close);
    },
    /** Calls `listener` in this process for every message of `type`, on any channel, from any process. */
    on(type: string, listener: (data: unknown) => void) {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    get connections() {
      return streams.size;
    },
    /** Ends every stream and the listener; a second call (the api's drain, then the platform's stop) does nothing. */
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      for (const stream of streams) stream.out.end();
      streams.clear();
      await client?.end().catch(() => {});
    },
  };
}
