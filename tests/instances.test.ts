// Proof that instances share nothing but the database and the blob store: two api processes and two worker
// processes (real `node` processes, as compose runs them) on one database and one storage. A session made on api A
// works on api B; a server-sent event caused by a request to A reaches a browser connected to B; a rate limit
// counts requests to both; 200 uploads spread over both apis are each processed exactly once by the two workers,
// while one worker is stopped with SIGTERM mid-run and finishes what it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueRefs, type Cluster, type Instance, sameSessionOn, startCluster, upload } from './support/instances.ts';
import { Client, eventually, openEvents, signUp, sql, type TestUser } from './support/http-harness.ts';

const UPLOADS = 200;
const SELLERS = 4; // 50 uploads each, under the 60-an-hour limit per seller

let cluster: Cluster;
let platform: Cluster['platform'];
let apiA = '';
let apiB = '';
let workers: Instance[] = [];

beforeAll(async () => {
  cluster = await startCluster();
  platform = cluster.platform;
  [apiA, apiB] = (await Promise.all([cluster.startApi(), cluster.startApi()])).map((api) => api.base);
  workers = await Promise.all([cluster.startWorker(), cluster.startWorker()]);
}, 300_000);

afterAll(async () => {
  await cluster?.stop();
});

describe('two apis and two workers on one database and store', { timeout: 400_000 }, () => {
  it('share sessions: signed in on A is signed in on B, and signed out on B is signed out on A', async () => {
    const user = await signUp({ platform, baseUrl: apiA }, 'Sam Session');
    const onB = sameSessionOn(apiB, user);
    expect((await onB.get('/api/auth/me')).body).toMatchObject({ user: { id: user.id } });
    expect((await onB.post('/api/auth/logout')).status).toBe(200);
    expect((await user.client.get('/api/auth/me')).status).toBe(401);
  });

  it('count a rate limit across both: the eleventh wrong password is refused whichever api gets it', async () => {
    const user = await signUp({ platform, baseUrl: apiA }, 'Rita Ratelimit');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const client = new Client(i % 2 ? apiB : apiA);
      statuses.push((await client.post('/api/auth/login', { email: user.email, password: `wrong password ${i}` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('process 200 uploads spread over both apis exactly once, with an event from A reaching a browser on B, while a worker stops', async () => {
    const catalogue = await catalogueRefs({ platform });
    const sellers: TestUser[] = [];
    for (let i = 0; i < SELLERS; i++) sellers.push(await signUp({ platform, baseUrl: apiA }, `Seller ${String.fromCharCode(65 + i)}`));
    // The first seller's browser listens on B; their uploads go to A.
    const events = await openEvents({ platform, baseUrl: apiB, close: async () => {} }, sameSessionOn(apiB, sellers[0]!));
    const ids: string[] = [];
    const activeJobs = async () =>
      Number((await sql({ platform }, "select count(*) from pgboss.job where name = 'documents.process-upload' and state = 'active'"))[0].count);
    // Once half the uploads are in, while the rest keep coming, the first worker is told to stop as jobs are running:
    // it finishes what it holds and exits cleanly; the other worker takes the rest.
    const stopper = (async () => {
      const active = await eventually(async () => (ids.length >= UPLOADS / 2 ? activeJobs() : 0), (n) => n > 0, 180_000);
      workers[0]!.child.kill('SIGTERM');
      return { active, exit: await workers[0]!.exited };
    })();
    for (let at = 0; at < UPLOADS; at += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => at + i);
      const uploaded = await Promise.all(
        batch.map((n) => {
          const seller = sellers[n % SELLERS]!;
          const client = n % SELLERS === 0 ? seller.client : sameSessionOn(n % 2 ? apiB : apiA, seller);
          return upload(client, n, catalogue).then((document) => document.id);
        }),
      );
      ids.push(...uploaded);
    }
    expect(new Set(ids).size).toBe(UPLOADS);
    const stop = await stopper;
    expect(stop.active).toBeGreaterThan(0);
    expect(stop.exit).toBe(0);

    const states = await eventually(
      async () => sql({ platform }, 'select processing_status as status, processing_attempts as attempts, count(*)::int as n from documents group by 1, 2'),
      (rows) => rows.length === 1 && rows[0].status === 'ready',
      300_000,
    );
    expect(states).toEqual([{ status: 'ready', attempts: 1, n: UPLOADS }]);
    // A document is ready a moment before its job is marked completed (the queue records the outcome after the handler).
    const jobs = await eventually(
      () => sql({ platform }, "select state, count(*)::int as n from pgboss.job where name = 'documents.process-upload' group by state"),
      (rows) => rows.length === 1 && rows[0].state === 'completed',
      30_000,
    );
    expect(jobs).toEqual([{ state: 'completed', n: UPLOADS }]);
    // The browser connected to B saw the processing of documents it uploaded through A.
    const seen = new Set(events.messages.filter((m) => m.type === 'documents.processing').map((m) => m.data.documentId));
    const firstSellers = (await sql({ platform }, 'select id from documents where user_id = ?', [sellers[0]!.id])).map((r) => r.id);
    expect(firstSellers.some((id) => seen.has(id))).toBe(true);
    await events.close();
  });
});
