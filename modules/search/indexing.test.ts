// Indexing through real pg-boss jobs in the worker: documents events (approval, takedown, rejection, downloads,
// reviews) and the homework and flashcards events, replayed and malformed ones included.
import { readFileSync } from 'node:fs';
import type { PoolClient, QueryConfig } from 'pg';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signUp, sql } from '../../tests/support/http-harness.ts';
import { credit } from '../wallet/index.ts';
import type { SearchKind } from './contract.ts';
import { engineFor } from './index.ts';
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { FLASHCARD_EVENTS } from '../flashcards/events.ts';
import { HOMEWORK_EVENTS, type QuestionPublished } from '../homework/events.ts';
import { postgresEngine } from './postgres-engine.ts';
import { parseQuery } from './query.ts';
import { putEntries } from './service.ts';
import { bootSearchHarness, indexingSettled, moderate, publish, type SearchHarness, uploadDocument } from './harness.testing.ts';

let h: SearchHarness;
const entries = async (sourceId: string) => sql(h, 'select kind, title, rating, downloads from search_entries where source_id = ?', [sourceId]);
const instantTitles = async (q: string) => ((await h.guest.get(`/api/search/instant?q=${encodeURIComponent(q)}`)).body.items as { title: string }[]).map((i) => i.title);

beforeAll(async () => {
  h = await bootSearchHarness();
}, 120_000);
afterAll(() => h?.close());

describe('indexing by events in the worker', () => {
  it('indexes a document when it is approved, once however often the event comes, and drops it on takedown', async () => {
    const doc = await uploadDocument(h, {
      title: 'Fluid mechanics formula sheet',
      description: 'Bernoulli, continuity and the Navier-Stokes equations on one page.',
      text: ['Bernoulli: p + rho g h + 0.5 rho v^2 is constant along a streamline.'],
      subject: 'physics',
      type: 'quick-guides',
    });
    await indexingSettled(h);
    expect(await entries(doc.id)).toEqual([]);
    expect(await instantTitles('fluid mech')).toEqual([]);

    await moderate(h, doc.id, 'approve');
    await eventually(() => instantTitles('fluid mech'), (t) => t.length > 0);
    expect(await instantTitles('fluid mech')).toEqual(['Fluid mechanics formula sheet']);

    // The same approval delivered again (a replay) and a second copy of the event: still one entry.
    const [event] = await sql(h, `select data from pgboss.job where name = 'search.index-approved-document' order by created_on desc limit 1`);
    await publish(h, DOCUMENTS_EVENTS.approved, event.data.data);
    await h.platform.bus.boss.send('search.index-approved-document', event.data);
    await indexingSettled(h);
    expect(await entries(doc.id)).toHaveLength(1);

    await moderate(h, doc.id, 'takedown');
    await eventually(() => entries(doc.id), (e) => e.length === 0);
    expect(await instantTitles('fluid mech')).toEqual([]);
  });

  it('never indexes a rejected document', async () => {
    const doc = await uploadDocument(h, {
      title: 'Plagiarised optics chapter',
      description: 'Pages scanned from a textbook, which a moderator rejects.',
      text: ['Snell law.'],
      subject: 'physics',
      type: 'class-notes',
    });
    await moderate(h, doc.id, 'reject');
    await indexingSettled(h);
    expect(await entries(doc.id)).toEqual([]);
    expect(await instantTitles('plagiarised')).toEqual([]);
  });

  it('keeps downloads and the rating in step as buyers open and review a document', async () => {
    const doc = await uploadDocument(h, {
      title: 'Quantum tunnelling worked examples',
      description: 'Barrier penetration problems with full solutions.',
      text: ['The transmission coefficient decays exponentially with barrier width.'],
      subject: 'physics',
      type: 'practice-problems',
    });
    await moderate(h, doc.id, 'approve');
    await indexingSettled(h);
    expect((await entries(doc.id))[0]).toMatchObject({ rating: null, downloads: 0 });

    const buyer = await signUp(h, 'Bea Buyer');
    await h.platform.orm.em.fork().transactional((em) => credit(em, { userId: buyer.id, amount: 100, description: 'Test points', idempotencyKey: `search-test:${buyer.id}` }));
    expect((await buyer.client.post('/api/wallet/checkout', { documentIds: [doc.id] })).status).toBe(201);
    expect((await buyer.client.get(`/api/documents/${doc.id}/file`)).status).toBe(200);
    expect((await buyer.client.request('PUT', `/api/documents/${doc.id}/review`, { rating: 4, comment: 'Clear and correct.' })).status).toBe(200);
    await eventually(() => entries(doc.id), (e) => Number(e[0]?.rating) === 4 && e[0]?.downloads === 1);

    const hit = (await h.guest.get('/api/search?q=tunnelling')).body.items[0];
    expect(hit).toMatchObject({ title: 'Quantum tunnelling worked examples', rating: 4, downloads: 1 });
  });

  it('indexes homework questions and decks from their events, replaces them on republish, removes private and removed ones', async () => {
    const questionId = '0190a0b0-0000-7000-8000-0000000000a1';
    const deckId = '0190a0b0-0000-7000-8000-0000000000b1';
    const base = { questionId, slug: 'what-is-a-phasor', subject: { slug: 'physics', name: 'Physics' }, isPublic: true, createdAt: '2026-02-01T09:00:00Z' };
    await publish(h, HOMEWORK_EVENTS.questionPublished, { ...base, question: 'What is a phasor?' });
    await publish(h, FLASHCARD_EVENTS.deckPublished, { deckId, slug: 'phasor-cards', name: 'Phasor diagrams', description: '', cardCount: 8, subject: null, isPublic: true, createdAt: '2026-02-01T09:00:00Z' });
    await indexingSettled(h);
    expect(await instantTitles('phasor')).toEqual(['What is a phasor?', 'Phasor diagrams']);

    await publish(h, HOMEWORK_EVENTS.questionPublished, { ...base, question: 'What is a phasor in AC circuits?' });
    await indexingSettled(h);
    expect(await instantTitles('phasor')).toEqual(['What is a phasor in AC circuits?', 'Phasor diagrams']);
    expect(await entries(questionId)).toHaveLength(1);

    await publish(h, HOMEWORK_EVENTS.questionPublished, { ...base, question: 'What is a phasor in AC circuits?', isPublic: false });
    await publish(h, FLASHCARD_EVENTS.deckRemoved, { deckId });
    await indexingSettled(h);
    expect(await instantTitles('phasor')).toEqual([]);
  });

  it('refuses a malformed event where it is published, with the reason, so search never receives it', async () => {
    const malformed = { questionId: 'not-an-id', slug: 'Bad Slug', question: '', isPublic: true } as unknown as QuestionPublished;
    await expect(publish(h, HOMEWORK_EVENTS.questionPublished, malformed)).rejects.toThrow(/^Invalid homework\.question-published payload: questionId /);
    expect(await sql(h, `select id from pgboss.job where name = 'search.index-homework-question' and data->'data'->>'questionId' = 'not-an-id'`)).toEqual([]);
  });
});

describe('the PostgreSQL engine', () => {
  /** Indexes a document entry with this title and nothing else to match. */
  const putDocument = async (id: string, title: string) => {
    const entry = {
      kind: 'document' as SearchKind, id, slug: `doc-${id.slice(-3)}`, title, description: '', body: '', preview: '', subject: null,
      university: null, courseName: null, type: null, rating: null, reviewCount: 0, downloads: 5, pointsPrice: 10, pageCount: 1, cardCount: null,
      coverUrl: null, createdAt: '2026-01-01T00:00:00Z',
    };
    await h.platform.orm.em.fork().transactional((em) => putEntries(engineFor(h.platform), em, [entry]));
  };

  it('answers instant search the same from the most downloaded titles and from the title index, best first', async () => {
    const titles = [
      'Zymurgy basics', 'Advanced zymurgy', 'Zymurgy lab notes', 'History of zymurgy', 'Zymurgy exam', 'Applied zymurgy',
      'Zymurgy for brewers', 'Notes on zymurgy', 'Zymurgy revision', 'Zymurgy glossary',
    ];
    const entries = titles.map((title, i) => ({
      kind: 'document' as SearchKind, id: `0190a0b0-0000-7000-8000-0000000001${String(i).padStart(2, '0')}`, slug: `zymurgy-${i}`, title,
      description: '', body: '', preview: '', subject: null, university: null, courseName: null, type: null, rating: null, reviewCount: 0,
      downloads: 100_000 + i * 10, pointsPrice: 10, pageCount: 1, cardCount: null, coverUrl: null, createdAt: '2026-01-01T00:00:00Z',
    }));
    await h.platform.orm.em.fork().transactional((em) => putEntries(engineFor(h.platform), em, entries));
    const limits = { document: 5, homework: 3, deck: 3 };
    const ask = async (slice: number, q: string) =>
      (await postgresEngine({ popularSlice: slice }).instant(h.platform.orm.em.fork(), parseQuery(q), limits)).document.map((e) => e.title);
    // Titles that start with the query first, then the closest (shortest) matches, then the most downloaded.
    const best = ['Zymurgy glossary', 'Zymurgy revision', 'Zymurgy exam', 'Zymurgy basics', 'Zymurgy for brewers'];
    expect(await ask(10_000, 'zymurgy')).toEqual(best);
    expect(await ask(3, 'zymurgy')).toEqual(best);
    expect(await ask(1, 'zymur')).toEqual(best);
    expect(await ask(3, 'notes zym')).toEqual(['Notes on zymurgy', 'Zymurgy lab notes']);
    expect(await ask(10_000, 'notes zym')).toEqual(['Notes on zymurgy', 'Zymurgy lab notes']);
  });

  it('answers a query still being typed in two round trips, each a statement prepared once per connection and then only executed', async () => {
    await putDocument('0190a0b0-0000-7000-8000-000000000301', 'Vinification lab notes');
    const em = h.platform.orm.em.fork();
    const engine = postgresEngine();
    const limits = { document: 5, homework: 3, deck: 3 };
    await engine.instant(em, parseQuery('vinification'), limits); // the title statistics, read once per engine
    // Every statement, whichever way it goes: through the ORM (its text carries the values) or to a pooled connection.
    const connection = em.getConnection();
    const execute = connection.execute.bind(connection);
    const statements: { text: string; name?: string }[] = [];
    connection.execute = ((text: string, ...rest: unknown[]) => {
      statements.push({ text });
      return (execute as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof connection.execute;
    const pool = await connection.getNativeClient();
    const connect = pool.connect;
    // How often each connection has run each prepared statement (other tests' requests prepared some already).
    const runs = async (client: PoolClient, query: PoolClient['query'] = client.query) => {
      const ask = query as (this: PoolClient, text: string) => Promise<{ rows: { name: string; n: string }[] }>;
      const { rows } = await ask.call(client, "select name, generic_plans + custom_plans as n from pg_prepared_statements where name like 'search_%'");
      return new Map(rows.map((r) => [r.name, Number(r.n)]));
    };
    const before = new Map<PoolClient, Map<string, number>>();
    pool.connect = (async () => {
      const client: PoolClient = await (connect as () => Promise<PoolClient>).call(pool);
      const query = client.query;
      if (!before.has(client)) before.set(client, await runs(client));
      client.query = ((config: QueryConfig, ...rest: unknown[]) => {
        statements.push({ text: config.text, name: config.name });
        return (query as (...args: unknown[]) => unknown).call(client, config, ...rest);
      }) as typeof client.query;
      client.release = ((release) => (...args: Parameters<typeof release>) => {
        client.query = query;
        return release(...args);
      })(client.release);
      return client;
    }) as typeof pool.connect;
    try {
      const titles = async (q: string) => (await engine.instant(em, parseQuery(q), limits)).document.map((e) => e.title);
      expect(await titles('vinification lab not')).toEqual(['Vinification lab notes']);
      expect(await titles('vinifictaion lab not')).toEqual(['Vinification lab notes']);
      expect(await titles('vinification lab no')).toEqual(['Vinification lab notes']);
    } finally {
      connection.execute = execute;
      pool.connect = connect;
    }
    expect(statements).toHaveLength(6);
    // Each is a named (prepared) statement, one text for the vocabulary whatever the words and one for the titles.
    expect(statements.every((s) => s.name)).toBe(true);
    const vocabulary = statements.filter((s) => s.text.includes('search_instant_words'));
    expect(new Set(vocabulary.map((s) => s.name)).size).toBe(1);
    expect(new Set(statements.filter((s) => s.text.includes('search_instant_titles')).map((s) => s.name)).size).toBe(1);
    // The server keeps each, prepared once on a connection, and ran it each time since.
    const ran = new Map<string, number>();
    for (const [client, earlier] of before) {
      for (const [name, n] of await runs(client)) ran.set(name, (ran.get(name) ?? 0) + n - (earlier.get(name) ?? 0));
    }
    expect(ran.get(vocabulary[0]!.name!)).toBe(3);
    expect([...ran.values()].reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('plans the statements of instant search once a connection: generic plans from the first keystroke, whatever the plans of the kinds', async () => {
    await putDocument('0190a0b0-0000-7000-8000-000000000302', 'Zythology tasting notes');
    const em = h.platform.orm.em.fork();
    const pool = await em.getConnection().getNativeClient();
    // A connection of its own, closed afterwards, that reports the plan of every statement (the functions' own
    // included) as a notice: a generic plan shows the query's values as $n, a plan made for them shows the values.
    const client: PoolClient = await pool.connect();
    const plans: string[] = [];
    client.on('notice', (n) => plans.push(n.message ?? ''));
    for (const setting of ["load 'auto_explain'", 'set auto_explain.log_min_duration = 0', 'set auto_explain.log_nested_statements = on', 'set auto_explain.log_verbose = on', 'set auto_explain.log_level = notice']) {
      await client.query(setting);
    }
    const { connect } = pool;
    const release = client.release;
    pool.connect = (async () => client) as typeof pool.connect;
    client.release = (() => {}) as typeof client.release;
    try {
      const titles = async (q: string, limits: Record<SearchKind, number>) => (await postgresEngine().instant(em, parseQuery(q), limits)).document.map((e) => e.title);
      // The first calls on the connection: a misspelt word (the vocabulary's candidates) and a still-typed one, then a
      // kind left out (a titles statement of another text before).
      expect(await titles('zythoolgy tas', { document: 5, homework: 3, deck: 3 })).toEqual(['Zythology tasting notes']);
      expect(await titles('zythology tas', { document: 5, homework: 0, deck: 0 })).toEqual(['Zythology tasting notes']);
    } finally {
      pool.connect = connect;
      client.release = release;
      client.release(true);
    }
    const nested = plans.filter((p) => /Query Text:/.test(p) && !/Query Text: select \* from search_instant_/.test(p));
    expect(nested.some((p) => p.includes('search_words'))).toBe(true);
    expect(nested.some((p) => p.includes('search_entries'))).toBe(true);
    expect(nested.filter((p) => /zyth/i.test(p))).toEqual([]);
  });
});

describe('the site search for browsers', () => {
  it('serves the OpenSearch description at /opensearch.xml, which the web app links to', async () => {
    const res = await fetch(`${h.baseUrl}/opensearch.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/opensearchdescription+xml; charset=utf-8');
    const xml = await res.text();
    const origin = h.platform.config.publicUrl;
    expect(xml).toContain('<ShortName>Studyhall</ShortName>');
    expect(xml).toContain(`<Url type="text/html" method="get" template="${origin}/search?q={searchTerms}"/>`);
    const html = readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8');
    expect(html).toContain('<link rel="search" type="application/opensearchdescription+xml" title="Studyhall" href="/opensearch.xml" />');
  });
});
