// Guests' shared answers as readers see them: a guest's marked answer is read once a second for every guest, never
// across a change, never for a signed-in reader, never for an answer its route did not mark or that failed.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { noteChange } from '../changes.ts';
import { guestAnswers, shareWithGuests } from './guest-answers.ts';
import { routeLabel } from './request-metrics.ts';

let clock = 0;
let price = 10;
let reads = 0;
let gate: Promise<void> | null = null;
const labels: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(async (ctx, next) => {
    await next();
    labels.push(routeLabel(ctx));
  });
  // Stands for the accounts' session middleware: a bearer token makes a signed-in reader.
  app.use((ctx, next) => {
    if (ctx.get('authorization')) ctx.state.user = { id: ctx.get('authorization') };
    return next();
  });
  app.use(guestAnswers({ now: () => clock, maxAnswers: 3 }));
  const router = new Router();
  router.get('/api/price', async (ctx) => {
    reads++;
    const seen = price;
    if (gate) await gate;
    shareWithGuests(ctx, ['price']);
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = { price: seen, reader: ctx.state.user?.id ?? 'guest' };
  });
  router.get('/api/greeting', (ctx) => {
    reads++;
    shareWithGuests(ctx, ['price']);
    ctx.vary('Accept-Language');
    ctx.body = { greeting: ctx.get('accept-language') === 'de' ? 'Hallo' : 'Hello' };
  });
  router.get('/api/unmarked', (ctx) => {
    reads++;
    ctx.body = { price };
  });
  router.get('/api/missing', (ctx) => {
    reads++;
    shareWithGuests(ctx, ['price']);
    ctx.status = 404;
    ctx.body = { error: { code: 'not_found', message: 'No such document.' } };
  });
  router.post('/api/wallet', (ctx) => {
    ctx.body = { bought: true };
  });
  router.post('/api/price', (ctx) => {
    price = Number(ctx.query.to);
    ctx.body = { price };
  });
  app.use(router.routes());
  server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  // Every test starts past the previous test's answers.
  clock += 60_000;
  reads = 0;
  price = 10;
  noteChange('price');
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: await res.json() };
};

describe('guest answers', () => {
  it('reads a marked answer once for every guest within the second, with its headers', async () => {
    const first = await get('/api/price');
    clock += 999;
    const second = await get('/api/price');
    expect(second).toEqual(first);
    expect(second.cacheControl).toBe('public, max-age=60');
    expect(reads).toBe(1);
    // Counted in the request metrics under the route's pattern, as the read was.
    expect(labels.slice(-2)).toEqual(['/api/price', '/api/price']);
    clock += 1;
    await get('/api/price');
    expect(reads).toBe(2);
  });

  it('gives a guest the new price right after a write, not the answer from before it', async () => {
    expect((await get('/api/price')).body.price).toBe(10);
    await fetch(`${base}/api/price?to=12`, { method: 'POST' });
    expect((await get('/api/price')).body.price).toBe(12);
    expect(reads).toBe(2);
  });

  it('keeps the answer across a write to another area (a checkout does not change a price)', async () => {
    await get('/api/price');
    await fetch(`${base}/api/wallet`, { method: 'POST' });
    await get('/api/price');
    expect(reads).toBe(1);
  });

  it('keeps no answer read while a write was under way', async () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const reading = get('/api/price');
    await expect.poll(() => reads).toBe(1);
    await fetch(`${base}/api/price?to=15`, { method: 'POST' });
    open();
    gate = null;
    expect((await reading).body.price).toBe(10);
    expect((await get('/api/price')).body.price).toBe(15);
    expect(reads).toBe(2);
  });

  it('never shares with or from a signed-in reader', async () => {
    expect((await get('/api/price', { authorization: 'ada' })).body.reader).toBe('ada');
    expect((await get('/api/price')).body.reader).toBe('guest');
    expect((await get('/api/price', { authorization: 'bo' })).body.reader).toBe('bo');
    expect(reads).toBe(3);
  });

  it('keeps one answer per value of a header the answer varies on', async () => {
    expect((await get('/api/greeting', { 'accept-language': 'de' })).body.greeting).toBe('Hallo');
    expect((await get('/api/greeting', { 'accept-language': 'en' })).body.greeting).toBe('Hello');
    expect((await get('/api/greeting', { 'accept-language': 'de' })).body.greeting).toBe('Hallo');
    expect((await get('/api/greeting', { 'accept-language': 'en' })).body.greeting).toBe('Hello');
    expect(reads).toBe(2);
  });

  it('holds a bounded number of answers, whatever addresses guests make up, the oldest going first', async () => {
    for (const page of [1, 2, 3, 4]) await get(`/api/price?page=${page}`);
    expect(reads).toBe(4);
    await get('/api/price?page=4');
    expect(reads).toBe(4);
    await get('/api/price?page=1');
    expect(reads).toBe(5);
  });

  it('reads an unmarked answer and an error every time', async () => {
    await get('/api/unmarked');
    await get('/api/unmarked');
    expect((await get('/api/missing')).status).toBe(404);
    expect((await get('/api/missing')).status).toBe(404);
    expect(reads).toBe(4);
  });

  it('makes the guests who ask while an answer is read wait for that one read', async () => {
    await get('/api/price');
    clock += 1_000;
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const answers = Array.from({ length: 10 }, () => get('/api/price'));
    await expect.poll(() => reads).toBe(2);
    open();
    gate = null;
    expect((await Promise.all(answers)).map((a) => a.body.price)).toEqual(Array(10).fill(10));
    expect(reads).toBe(2);
  });
});
