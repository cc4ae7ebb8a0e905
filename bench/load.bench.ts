// Under load: 200 concurrent clients on mixed public and signed-in traffic (the catalogue, a document's page,
// instant search, the wallet, checkouts with points) for LOAD_SECONDS (60) against the whole platform as `npm start`
// runs it (api and worker in one process, demo data), while sellers upload 20-page PDFs that the worker processes
// and some buyers ask Document Chat questions (local AI provider: charged, queued, answered or refunded meanwhile).
// Baseline in the same run: a bare `node:http` + `pg` server answering the catalogue with the very statements the
// api ran for it (captured from the api), loaded by the same 200 clients. The api's mix runs twice: with no uploads
// sent, then with them, so what processing uploads costs the readers shows per route; the CPU each part of the
// process (and the database) used while uploads were processed is printed beside it. Targets: zero errors (#16); the
// api's throughput at least 90% of the bare handler's, the catalogue and document pages at p95 <= 300 ms while
// uploads are processed (#29). The clients run in a process of their own (bench/load-clients.ts), so their work is not
// counted in the latencies of the handlers they time.
import { fork } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../config/index.ts';
import { CSRF_COOKIE } from '../modules/accounts/contract.ts';
import { STATUS_ID } from '../modules/documents/contract.ts';
import { bootPlatform, createServerApp, listen } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { seedAll } from '../modules/seed.ts';
import { credit } from '../modules/wallet/index.ts';
import type { TestPlatform } from '../tests/support/database.ts';
import { signUp, type TestUser } from '../tests/support/http-harness.ts';
import { cpuSplit } from './cpu-split.ts';
import { demoSettled } from './demo-settled.ts';
import type { ClientRequest, ClientRun, ClientsReport } from './load-clients.ts';
import { fmt, percentile } from './stats.ts';

const CLIENTS = 200;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Rounds in a row, each on a fresh platform (issue #25: a round that never finished is the failure looked for). */
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 1);
/** The load starts once this many demo documents are approved, the seeding still running under it; unset: once the worker is idle. */
const START_AFTER_APPROVED = process.env.LOAD_START_AFTER_APPROVED ? Number(process.env.LOAD_START_AFTER_APPROVED) : null;
/** A round still running after this long has hung: its stuck sessions are printed and the suite fails. */
const ROUND_LIMIT_MS = 15 * 60_000;
const BUYERS = 20;
/** Buyers who also ask Document Chat about a document they bought, each one question every ASK_EVERY_MS (the AI limit is 10 a minute). */
const ASKERS = 10;
const ASK_EVERY_MS = 7000;
/** After the load, how long the AI actions asked during it may take to end before the round reports them as still running. */
const AI_DRAIN_MS = 120_000;
const TIMEOUT_S = 30;
/** #29's targets: the api's share of the bare handler's throughput, and the p95 of the reads named while uploads are processed. */
const MIN_SHARE = 0.9;
const READS_P95_MS = 300;
const READS = ['catalogue', 'document page'];

/** The machine's load average (1 minute), printed beside every figure: other work on the cores moves them. */
const machineLoad = () => fmt(os.loadavg()[0]!, 1);

/** A route of the mix: its requests in turn, each sent as the next signed-in buyer when `signedIn`. */
type Route = { name: string; connections: number; signedIn: boolean; requests: ClientRequest[] };

const browser = (user: TestUser) => ({
  cookie: [...user.client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  'x-csrf-token': user.client.cookies.get(CSRF_COOKIE)!,
  'content-type': 'application/json',
});

/** The clients in a process of their own (bench/load-clients.ts), one autocannon per route at once. */
function runClients(run: ClientRun): Promise<ClientsReport> {
  return new Promise((resolve, reject) => {
    const clients = fork(fileURLToPath(new URL('./load-clients.ts', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let report: ClientsReport | null = null;
    clients.once('message', (message) => (report = message as ClientsReport));
    clients.once('error', reject);
    clients.once('exit', (code) => (report ? resolve(report) : reject(new Error(`the load clients exited with ${code} and no report`))));
    clients.send(run);
  });
}

/** Every route driven at once for SECONDS; per route: requests, latencies, failures; and the clients' own CPU. */
async function drive(url: string, routes: Route[], buyers: TestUser[]) {
  const headers = buyers.map(browser);
  const report = await runClients({
    url,
    seconds: SECONDS,
    timeoutSeconds: TIMEOUT_S,
    routes: routes.map((r) => ({ name: r.name, connections: r.connections, requests: r.requests, headers: r.signedIn ? headers : [] })),
  });
  const stats = report.routes.map((r) => {
    const statuses = new Map(r.statuses);
    const latencies = r.latencies.sort((a, b) => a - b);
    const refused = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
    return { name: r.name, latencies, statuses, failures: refused + r.errors + r.timeouts, perSecond: latencies.length / SECONDS };
  });
  return { stats, clientsCpuSeconds: report.cpuSeconds };
}

async function twentyPages(n: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < 20; p++) doc.addPage([595, 842]).drawText(`Upload ${n}, page ${p + 1}: notes on supply, demand and elasticity.`, { x: 50, y: 780, size: 12, font });
  return doc.save();
}

export async function loadBench() {
  for (let round = 1; round <= ROUNDS; round++) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), ROUND_LIMIT_MS)));
    const databaseUrl: { url?: string } = {};
    const outcome = await Promise.race([loadRound(databaseUrl).then(() => 'finished' as const), hung]);
    clearTimeout(timer);
    if (outcome === 'hung') {
      console.log(`  round ${round} HUNG: still running after ${ROUND_LIMIT_MS / 60_000} minutes; sessions not idle:`);
      if (databaseUrl.url) console.log(await stuckSessions(databaseUrl.url));
      process.exitCode = 1;
      return;
    }
    console.log(`  round ${round} finished in ${fmt((performance.now() - started) / 1000, 0)} s`);
  }
}

/** What the database's sessions are doing, for a round that hung. */
async function stuckSessions(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select state, wait_event_type, wait_event, now() - state_change as for, left(query, 120) as query
       from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' order by state_change`,
    );
    return rows.map((r) => `    ${r.state} ${r.wait_event_type ?? ''}/${r.wait_event ?? ''} for ${JSON.stringify(r.for)}: ${r.query}`).join('\n');
  } finally {
    await client.end();
  }
}

async function loadRound(database: { url?: string }) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'studyhall-bench-'));
  const platform = await bootPlatform(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'error' }), { modules, migrations, migrate: true, realtime: true });
  database.url = platform.databaseUrl;
  const closers: (() => unknown)[] = [];
  try {
    await seedAll(platform);
    await platform.bus.work();
    const serve = async (options: { guestAnswerMs?: number }) => {
      const server = await listen(createServerApp(platform, options).app, 0, '127.0.0.1');
      closers.push(() => server.close());
      return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    };
    const base = await serve({});
    // The same api on the same platform with no guest answer shared (the method before #29's shared answers), driven
    // in the same run, so the sharing's effect is measured against it under the same load.
    const unsharedBase = await serve({ guestAnswerMs: 0 });
    const sql = (q: string, p: unknown[] = []) => platform.orm.em.fork().getConnection().execute(q, p);
    // The demo documents are processed by the worker above. By default the load starts once the worker is idle (the
    // seeding's processing and AI jobs would otherwise run under the load and count against every route); issue #25's
    // rounds start it earlier on purpose, with LOAD_START_AFTER_APPROVED.
    if (START_AFTER_APPROVED === null) await demoSettled(sql);
    else {
      const t = performance.now();
      for (;;) {
        const [{ n }] = await sql(`select count(*)::int as n from documents where status_id = ${STATUS_ID.approved}`);
        if (n >= START_AFTER_APPROVED || performance.now() - t > 300_000) break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
    const documents = (await sql(`select id, slug from documents where status_id = ${STATUS_ID.approved} order by created_at`)) as { id: string; slug: string }[];
    const words = ['cell', 'calc', 'supply', 'thermo', 'history', 'enzym', 'linear', 'market', 'organic', 'stat'];

    const h = { platform: platform as TestPlatform, baseUrl: base };
    const buyers: TestUser[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await signUp(h, `Buyer ${i}`);
      await credit(platform.orm.em.fork(), { userId: buyer.id, amount: 1_000_000, description: 'load bench', idempotencyKey: `load-bench:${buyer.id}` });
      buyers.push(buyer);
    }
    const sellers = [await signUp(h, 'Seller One'), await signUp(h, 'Seller Two')];
    const chats = await openChats(buyers.slice(0, ASKERS), documents);
    const [type] = await sql('select id from document_types order by slug limit 1');
    const [subject] = await sql('select id from subjects order by slug limit 1');

    // The statements the api runs for a catalogue page, as it sent them: the bare server runs exactly these.
    const connection = platform.orm.em.getConnection();
    const execute = connection.execute.bind(connection);
    const captured: string[] = [];
    (connection as any).execute = (q: unknown, p: unknown[] | undefined, ...rest: unknown[]) => {
      if (typeof q === 'string' && /^\s*(select|with)\b/i.test(q)) captured.push(p?.length ? connection.getPlatform().formatQuery(q, p as any[]) : q);
      return (execute as any)(q, p, ...rest);
    };
    await fetch(`${unsharedBase}/api/documents?page=2&pageSize=20`);
    captured.length = 0;
    const catalogue = await fetch(`${unsharedBase}/api/documents?page=1&pageSize=20`);
    (connection as any).execute = execute;
    if (catalogue.status !== 200) throw new Error(`catalogue answered ${catalogue.status}`);
    const statements = [...captured];

    const pool = new pg.Pool({ connectionString: platform.databaseUrl, max: 20 });
    closers.push(() => pool.end());
    const bare = http.createServer(async (_req, res) => {
      try {
        const results = [];
        for (const statement of statements) results.push((await pool.query(statement)).rows);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(results));
      } catch (error) {
        res.writeHead(500);
        res.end(String(error));
      }
    });
    await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
    closers.push(() => bare.close());
    const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}`;

    const get = (p: string): ClientRequest => ({ method: 'GET', path: p });
    const mix: Route[] = [
      { name: 'catalogue', connections: 70, signedIn: false, requests: [1, 2, 3, 4, 5].map((page) => get(`/api/documents?page=${page}&pageSize=20`)) },
      { name: 'document page', connections: 50, signedIn: false, requests: documents.map((d) => get(`/api/documents/${d.slug}`)) },
      { name: 'instant search', connections: 40, signedIn: false, requests: words.map((w) => get(`/api/search/instant?q=${w}`)) },
      { name: 'wallet', connections: 20, signedIn: true, requests: [get('/api/wallet')] },
      {
        name: 'checkout',
        connections: 20,
        signedIn: true,
        // A buyer's second checkout of a document is answered as already owned, never charged twice.
        requests: documents.map((_, n) => ({ method: 'POST', path: '/api/wallet/checkout', body: JSON.stringify({ documentIds: [documents[(n * 7) % documents.length]!.id] }) })),
      },
    ];
    if (mix.reduce((sum, r) => sum + r.connections, 0) !== CLIENTS) throw new Error('the mix must add up to the clients');
    console.log(`${CLIENTS} clients for ${SECONDS} s each run; ${documents.length} approved documents, ${BUYERS} signed-in buyers; catalogue = ${statements.length} statements`);

    // Warm both, then the baseline on a quiet platform, then the api without and with uploads going on.
    await drive(bareUrl, [{ name: 'warm', connections: 20, signedIn: false, requests: [get('/')] }], buyers).catch(() => {});
    const loads: string[] = [machineLoad()];
    const {
      stats: [baseline],
    } = await drive(bareUrl, [{ name: 'bare catalogue', connections: CLIENTS, signedIn: false, requests: [get('/')] }], buyers);
    const asking = askQuestions(chats);
    const [{ at }] = await sql('select now() as at');
    loads.push(machineLoad());
    const { stats: unshared } = await drive(unsharedBase, mix, buyers);
    const unsharedLoad = machineLoad();
    const { stats: withoutUploads } = await drive(base, mix, buyers);
    loads.push(machineLoad());

    let uploading = true;
    let uploads = 0;
    let uploadFailures = 0;
    const uploader = (async () => {
      while (uploading) {
        const seller = sellers[uploads % sellers.length]!;
        const form = new FormData();
        const fields = { title: `Economics notes ${uploads}`, description: `Twenty pages of notes, set ${uploads}.`, documentTypeId: type.id, subjectId: subject.id, pointsPrice: '20' };
        for (const [k, v] of Object.entries(fields)) form.set(k, v);
        form.set('file', new Blob([(await twentyPages(uploads)) as BlobPart], { type: 'application/pdf' }), `economics-${uploads}.pdf`);
        const res = await seller.client.request('POST', '/api/documents', undefined, { multipart: form });
        uploads += 1;
        if (res.status !== 201) uploadFailures += 1;
        await new Promise((resolve) => setTimeout(resolve, 3000));
      }
    })();
    const databasePids = async () => ((await sql('select pid from pg_stat_activity where pid is not null')) as { pid: number }[]).map((r) => r.pid);
    const cpu = cpuSplit(databasePids);
    const [{ uploadsFrom }] = await sql('select now() as "uploadsFrom"');
    const { stats: routes, clientsCpuSeconds } = await drive(base, mix, buyers);
    const used = await cpu.end();
    loads.push(machineLoad());
    uploading = false;
    await uploader;
    const asked = await asking.stop();
    const aiStatuses = async (ids: string[]) =>
      (await sql(`select status, count(*)::int as n from ai_actions where id = any(?::uuid[]) group by status`, [`{${ids.join(',')}}`])) as { status: string; n: number }[];
    const atLoadEnd = tally(await aiStatuses(asked.actionIds));
    const drainStarted = performance.now();
    let atRoundEnd = atLoadEnd;
    while (atRoundEnd.pending > 0 && performance.now() - drainStarted < AI_DRAIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      atRoundEnd = tally(await aiStatuses(asked.actionIds));
    }
    const drainSeconds = (performance.now() - drainStarted) / 1000;
    const [{ done }] = await sql(`select count(*)::int as done from documents where created_at >= ? and processing_status = 'ready'`, [uploadsFrom]);
    const [ai] = await sql(`select count(*)::int as asked, count(*) filter (where status = 'done')::int as done from ai_actions where created_at >= ?`, [at]);
    const [approved] = await sql(`select count(*)::int as n from documents where status_id = ${STATUS_ID.approved}`);

    const line = (r: (typeof routes)[number]) =>
      `${r.name.padEnd(16)} ${fmt(r.perSecond, 0).padStart(6)} req/s  p50 ${fmt(percentile(r.latencies, 50))} ms  p95 ${fmt(percentile(r.latencies, 95))} ms  failures ${r.failures}` +
      (r.failures ? ` (${[...r.statuses].filter(([s]) => s >= 400).map(([s, c]) => `${s} x${c}`).join(', ')})` : '');
    const everything = (phase: typeof routes) => {
      const all = phase.flatMap((r) => r.latencies).sort((a, b) => a - b);
      return { all, perSecond: all.length / SECONDS, failures: phase.reduce((sum, r) => sum + r.failures, 0) };
    };
    const quiet = everything(withoutUploads);
    const busy = everything(routes);
    const apiPerSecond = busy.perSecond;
    const failures = quiet.failures + busy.failures + uploadFailures + asked.refused.length;
    const total = (phase: ReturnType<typeof everything>) =>
      `${'all'.padEnd(16)} ${fmt(phase.perSecond, 0).padStart(6)} req/s  p50 ${fmt(percentile(phase.all, 50))} ms  p95 ${fmt(percentile(phase.all, 95))} ms  failures ${phase.failures}`;
    console.log(`  the api with no guest answer shared (the old method), mixed traffic, no uploads sent (load ${loads[1]} -> ${unsharedLoad}):`);
    for (const r of unshared) console.log(`    ${line(r)}`);
    console.log(`    ${total(everything(unshared))}`);
    console.log(`  the api, mixed traffic, no uploads sent (load ${unsharedLoad} -> ${loads[2]}):`);
    for (const r of withoutUploads) console.log(`    ${line(r)}`);
    console.log(`    ${total(quiet)}`);
    console.log(`  the api, mixed traffic, uploads processed meanwhile (load ${loads[2]} -> ${loads[3]}):`);
    for (const r of routes) console.log(`    ${line(r)}`);
    console.log(`    ${total(busy)}`);
    console.log(
      `    CPU meanwhile (${fmt(used.wall, 0)} s on ${used.cores} cores; thread name, seconds, nice): ` +
        (used.groups.map((g) => `${g.name} ${fmt(g.seconds, 1)} s (nice ${g.nices.join('/')})`).join(', ') || 'not measured on this system') +
        `; the load's clients in their own process ${fmt(clientsCpuSeconds, 1)} s`,
    );
    console.log(`    uploads: ${uploads} sent (${uploadFailures} refused), ${done} processed by the end of the run`);
    console.log(
      `    Document Chat: ${asked.actionIds.length} AI actions requested by ${chats.length} buyers (${asked.refused.length} refused${asked.refused.length ? `: ${asked.refused.join(', ')}` : ''}); ` +
        `at the load's end ${atLoadEnd.done} done, ${atLoadEnd.failed} failed, ${atLoadEnd.pending} still queued or running; ` +
        `${fmt(drainSeconds, 0)} s later ${atRoundEnd.done} done, ${atRoundEnd.failed} failed (refunded), ${atRoundEnd.pending} still running when the round ended`,
    );
    console.log(`    meanwhile: demo seeding ${documents.length} -> ${approved.n} approved documents, ${ai.asked} AI actions requested (${ai.done} done) during the load`);
    console.log(`  baseline, bare node:http + pg running the catalogue's statements (load ${loads[0]} -> ${loads[1]}): ${line(baseline!)}`);
    const share = (phase: ReturnType<typeof everything>) => `${fmt((100 * phase.perSecond) / baseline!.perSecond, 0)}%`;
    const reads = routes.filter((r) => READS.includes(r.name)).map((r) => ({ name: r.name, p95: percentile(r.latencies, 95) }));
    console.log(
      `  ratio: the api's throughput is ${share(busy)} of the bare handler's with uploads, ${share(quiet)} without (target >= ${100 * MIN_SHARE}%: ` +
        `${apiPerSecond >= baseline!.perSecond * MIN_SHARE ? 'met' : 'NOT met'}); ${reads.map((r) => `${r.name} p95 ${fmt(r.p95, 0)} ms`).join(', ')} while uploads are processed ` +
        `(target <= ${READS_P95_MS} ms: ${reads.every((r) => r.p95 <= READS_P95_MS) ? 'met' : 'NOT met'}); zero failures: ${failures === 0 ? 'met' : 'NOT met'}; ` +
        `every AI action ended: ${atRoundEnd.pending === 0 ? 'yes' : 'NO'}`,
    );
    const p95Of = (phase: typeof routes, name: string) => percentile(phase.find((r) => r.name === name)!.latencies, 95);
    console.log(
      `  guests' shared answers against none, no uploads: ${[...READS, 'all'].map((name) => {
        const [ours, old] = name === 'all' ? [percentile(quiet.all, 95), percentile(everything(unshared).all, 95)] : [p95Of(withoutUploads, name), p95Of(unshared, name)];
        return `${name} p95 ${fmt(ours / old, 2)}x`;
      }).join(', ')}; throughput ${fmt(quiet.perSecond / everything(unshared).perSecond, 2)}x`,
    );
    if (atRoundEnd.pending > 0) process.exitCode = 1;
  } finally {
    for (const close of closers.reverse()) await close();
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type Chat = { buyer: TestUser; id: string; suggestions: string[] };

/** Each asker buys a different approved document with points and opens a Document Chat over it, through the routes. */
async function openChats(askers: TestUser[], documents: { id: string }[]): Promise<Chat[]> {
  return Promise.all(
    askers.map(async (buyer, i) => {
      const documentId = documents[i % documents.length]!.id;
      const bought = await buyer.client.post('/api/wallet/checkout', { documentIds: [documentId] });
      if (bought.status !== 201) throw new Error(`checkout for the chat answered ${bought.status}: ${JSON.stringify(bought.body)}`);
      const chat = await buyer.client.post('/api/document-chats', { documentId });
      if (chat.status !== 201) throw new Error(`opening a chat answered ${chat.status}: ${JSON.stringify(chat.body)}`);
      return { buyer, id: chat.body.id as string, suggestions: chat.body.suggestions as string[] };
    }),
  );
}

/** Every chat asks one question every ASK_EVERY_MS until stopped (each charged, queued and answered by the worker in this process). */
function askQuestions(chats: Chat[]) {
  let running = true;
  const actionIds: string[] = [];
  const refused: string[] = [];
  const loops = chats.map(async (chat, c) => {
    // Staggered so the chats do not all ask in the same instant.
    await new Promise((resolve) => setTimeout(resolve, (c * ASK_EVERY_MS) / chats.length));
    for (let n = 0; running; n++) {
      const question = chat.suggestions[n % chat.suggestions.length] ?? `What is this document about? (${n})`;
      const res = await chat.buyer.client.post(`/api/document-chats/${chat.id}/messages`, { question });
      if (res.status === 202) actionIds.push(res.body.message.answer.id);
      else refused.push(`${res.status} ${res.body?.error?.code ?? ''}`.trim());
      await new Promise((resolve) => setTimeout(resolve, ASK_EVERY_MS));
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return { actionIds, refused };
    },
  };
}

function tally(statuses: { status: string; n: number }[]) {
  const of = (status: string) => statuses.find((s) => s.status === status)?.n ?? 0;
  return { done: of('done'), failed: of('failed'), pending: of('queued') + of('running') };
}
