// The plagiarism checker and the AI detector over HTTP on the real platform (local provider): a text copied from an
// approved marketplace document's readable text scores high with that document named and linked to its page, an
// original text near zero; another user's paper counts but is never revealed; the user's own paper versions are
// excluded; the detector's report shape in local mode; the charge (once, replayed keys free, the spec's
// insufficient-points message); and every route's guard for guests, users, owners, other users, admins and
// suspended users.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../tests/support/database.ts';
import { seededRandom } from '../platform/index.ts';
import { registerIntegrityCommands } from './commands.ts';
import { HOMEWORK_EVENTS } from '../homework/events.ts';
import { PAPERS_EVENTS } from '../papers/events.ts';
import { INTEGRITY_MESSAGES } from './index.ts';
import { DOC_PAGES, ORIGINAL_TEXT, PAPER_TEXT } from './fixtures.ts';
import {
  approvedDocument, balance, bootIntegrity, check, type Client, eventually, givePoints, type IntegrityHarness, publish, signUp, sql, type TestUser,
} from './harness.testing.ts';

let h: IntegrityHarness;
let doc: { id: string; slug: string };
let writer: TestUser;
let other: TestUser;
const paperId = '0193a5e0-0000-7000-8000-00000000a001';
const DELETED_PAPER_TEXT =
  'Lighthouse keepers on the northern islands logged every passing schooner, the colour of its sails, the hour of the tide and the ' +
  'temper of the wind, and their ledgers now let historians trace the herring trade season by season across two centuries of storms.';

beforeAll(async () => {
  h = await bootIntegrity();
  doc = await approvedDocument(h, 'Photosynthesis revision notes', DOC_PAGES);
  writer = await signUp(h, 'Wren Writer');
  other = await signUp(h, 'Olga Other');
  await givePoints(h, writer.id, 100);
  await givePoints(h, other.id, 100);
  // The writer's private paper, as the papers module will announce each saved version.
  await publish(h, PAPERS_EVENTS.versionSaved, { paperId, versionId: '0193a5e0-0000-7000-8000-00000000b001', userId: writer.id, number: 1, text: PAPER_TEXT });
  await eventually(async () => (await sql(h, 'select 1 from integrity_sources where paper_id = ?', [paperId])).length, (n) => n === 1);
}, 240_000);

afterAll(() => h?.close());

describe('plagiarism', () => {
  it('finds a text copied from a document’s readable pages, names the document and links its page, charging 5 points once', async () => {
    const text = `${DOC_PAGES[0]} ${DOC_PAGES[1]}`;
    const before = await balance(h, other.id);
    const report = await check(h, other, { kind: 'plagiarism', text, key: 'copied-check-1' });
    expect(report).toMatchObject({ kind: 'plagiarism', status: 'done', action: { status: 'done', points: 5, refunded: false } });
    const result = report.action.result;
    expect(result.similarity).toBeGreaterThanOrEqual(90);
    expect(report.score).toBe(result.similarity);
    expect(result.sources[0]).toMatchObject({ kind: 'document', title: 'Photosynthesis revision notes', href: `/documents/${doc.slug}#page-1`, page: 1 });
    expect(result.sources[0].similarity).toBeGreaterThanOrEqual(40);
    // Passages are spans of the checked text, pointing at a source.
    const first = result.passages[0];
    expect(text.slice(first.start, first.end)).toMatch(/^Photosynthesis converts light energy/);
    expect(await balance(h, other.id)).toBe(before - 5);
    // The same key again is the same check, charged once.
    const again = await other.client.post('/api/integrity/checks', { kind: 'plagiarism', text, key: 'copied-check-1' });
    expect(again.body.id).toBe(report.id);
    expect(await balance(h, other.id)).toBe(before - 5);
  });

  it('quotes a source only from what a guest may read: a document’s preview pages', async () => {
    const [{ preview_page_count: preview, page_count: pages }] = await sql(h, 'select preview_page_count, page_count from documents where id = ?', [doc.id]);
    expect(preview).toBeLessThan(pages);
    const locked = DOC_PAGES[pages - 1]!;
    const report = await check(h, other, { kind: 'plagiarism', text: locked });
    const source = report.action.result.sources[0];
    expect(source).toMatchObject({ kind: 'document', page: pages, excerpt: null });
    expect(report.action.result.similarity).toBeGreaterThanOrEqual(90);
    const readable = await check(h, other, { kind: 'plagiarism', text: DOC_PAGES[0]! });
    expect(readable.action.result.sources[0].excerpt).toContain('chlorophyll in the thylakoid membranes');
  });

  it('scores an original text near zero', async () => {
    const report = await check(h, other, { kind: 'plagiarism', text: ORIGINAL_TEXT });
    expect(report.action.result).toMatchObject({ similarity: 0, sources: [], passages: [] });
  });

  it('counts another user’s paper without revealing it, and never compares a user with their own paper', async () => {
    const report = await check(h, other, { kind: 'plagiarism', text: PAPER_TEXT });
    expect(report.action.result.similarity).toBeGreaterThanOrEqual(90);
    expect(report.action.result.sources).toEqual([{ kind: 'paper', title: INTEGRITY_MESSAGES.privatePaper, href: null, page: null, similarity: expect.any(Number), excerpt: null }]);
    expect(JSON.stringify(report.action.result)).not.toMatch(/herring|guild|paperId|0193a5e0/);

    const own = await check(h, writer, { kind: 'plagiarism', text: PAPER_TEXT, paperId });
    expect(own.action.result).toMatchObject({ similarity: 0, sources: [] });
    // Naming someone else's paper is refused, as if it did not exist.
    const refused = await other.client.post('/api/integrity/checks', { kind: 'plagiarism', text: PAPER_TEXT, paperId });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(INTEGRITY_MESSAGES.paperNotFound);
  });

  it('compares a paper as it stands now: a later version replaces the earlier one', async () => {
    await publish(h, PAPERS_EVENTS.versionSaved, { paperId, versionId: '0193a5e0-0000-7000-8000-00000000b002', userId: writer.id, number: 2, text: ORIGINAL_TEXT });
    await eventually(async () => (await sql(h, 'select version from integrity_sources where paper_id = ?', [paperId]))[0]?.version, (v) => v === 2);
    // A late delivery of version 1 changes nothing.
    await publish(h, PAPERS_EVENTS.versionSaved, { paperId, versionId: '0193a5e0-0000-7000-8000-00000000b001', userId: writer.id, number: 1, text: PAPER_TEXT });
    const report = await check(h, other, { kind: 'plagiarism', text: ORIGINAL_TEXT });
    expect(report.action.result.sources).toEqual([expect.objectContaining({ kind: 'paper', title: INTEGRITY_MESSAGES.privatePaper })]);
    expect((await sql(h, 'select version from integrity_sources where paper_id = ?', [paperId])).map((r) => r.version)).toEqual([2]);
  });

  it('forgets a deleted paper, and a version delivered after the deletion does not bring it back', async () => {
    const gonePaper = '0193a5e0-0000-7000-8000-00000000a002';
    await publish(h, PAPERS_EVENTS.versionSaved, { paperId: gonePaper, versionId: '0193a5e0-0000-7000-8000-00000000b101', userId: writer.id, number: 1, text: DELETED_PAPER_TEXT });
    await eventually(async () => (await sql(h, 'select 1 from integrity_sources where paper_id = ?', [gonePaper])).length, (n) => n === 1);
    expect((await check(h, other, { kind: 'plagiarism', text: DELETED_PAPER_TEXT })).action.result.sources).toHaveLength(1);

    await publish(h, PAPERS_EVENTS.paperDeleted, { paperId: gonePaper, userId: writer.id });
    await eventually(async () => (await sql(h, 'select 1 from integrity_sources where paper_id = ?', [gonePaper])).length, (n) => n === 0);
    const late = await publish(h, PAPERS_EVENTS.versionSaved, { paperId: gonePaper, versionId: '0193a5e0-0000-7000-8000-00000000b102', userId: writer.id, number: 2, text: DELETED_PAPER_TEXT });
    await eventually(async () => (await sql(h, "select 1 from handled_events where queue = 'integrity.index-paper-version' and event_id = ?", [late])).length, (n) => n === 1);
    expect(await sql(h, 'select 1 from integrity_sources where paper_id = ?', [gonePaper])).toEqual([]);
    expect((await check(h, other, { kind: 'plagiarism', text: DELETED_PAPER_TEXT })).action.result.sources).toEqual([]);
  });

  it('names ten sources at most, and counts every source in the similarity', async () => {
    const topics = ['volcanoes', 'glaciers', 'deserts', 'rivers', 'coral reefs', 'tundra', 'rainforests', 'estuaries', 'caves', 'dunes', 'fjords', 'geysers'];
    // Sixty words each, most of them the topic's own, so each copied question is a long stretch.
    const rng = seededRandom(13);
    const word = () => Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(rng() * 26))).join('');
    const texts = topics.map((t) => `How do ${t} form? ${Array.from({ length: 56 }, word).join(' ')}.`);
    for (const [i, question] of texts.entries()) {
      const questionId = `0193a5e0-0000-7000-8000-0000000d00${String(i + 10)}`;
      await publish(h, HOMEWORK_EVENTS.questionPublished, { questionId, slug: `landforms-${i}`, question, text: '', subject: null, isPublic: true, createdAt: new Date().toISOString() });
    }
    await eventually(async () => (await sql(h, "select count(*)::int as n from integrity_sources where slug like 'landforms-%'"))[0].n, (n) => n === texts.length);
    const report = await check(h, other, { kind: 'plagiarism', text: texts.join(' ') });
    expect(report.action.result.sources).toHaveLength(10);
    expect(report.action.result.similarity).toBeGreaterThanOrEqual(85);
  });

  it('finds public questions and decks from their events, and forgets them when removed', async () => {
    const questionId = '0193a5e0-0000-7000-8000-00000000c001';
    const text = 'Why do glasshouse growers raise carbon dioxide levels in winter, and what limits the yield when the light is poor in the afternoon?';
    const event = { questionId, slug: 'why-growers-raise-co2', question: text, text: '', subject: null, isPublic: true, createdAt: new Date().toISOString() };
    await publish(h, HOMEWORK_EVENTS.questionPublished, event);
    await eventually(async () => (await sql(h, 'select 1 from integrity_sources where id = ?', [questionId])).length, (n) => n === 1);
    const report = await check(h, other, { kind: 'plagiarism', text });
    expect(report.action.result.sources[0]).toMatchObject({ kind: 'question', href: '/ai-homework-helper/why-growers-raise-co2', title: text });
    await publish(h, HOMEWORK_EVENTS.questionRemoved, { questionId });
    await eventually(async () => (await sql(h, 'select 1 from integrity_sources where id = ?', [questionId])).length, (n) => n === 0);
  });
});

describe('AI detection (local mode)', () => {
  it('answers a labelled statistical estimate per sentence and for the whole text', async () => {
    const text = `${DOC_PAGES[0]} ${ORIGINAL_TEXT}`;
    const report = await check(h, other, { kind: 'ai-detection', text });
    expect(report.action).toMatchObject({ status: 'done', points: 5 });
    const result = report.action.result;
    expect(result).toMatchObject({ method: 'statistical-estimate', label: expect.stringMatching(/^(Likely AI-written|Mixed signals|Likely human-written)$/) });
    expect(result.score).toBeGreaterThanOrEqual(0);
    expect(result.score).toBeLessThanOrEqual(100);
    expect(result.sentences.length).toBeGreaterThanOrEqual(8);
    for (const s of result.sentences) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
      expect(text.slice(s.start, s.end).length).toBeGreaterThan(5);
    }
    expect(text.slice(result.sentences[0].start, result.sentences[0].end)).toBe('Photosynthesis converts light energy into chemical energy stored in glucose');
    expect(result.signals).toMatchObject({ burstiness: expect.any(Number), vocabularyRichness: expect.any(Number), functionWordDistance: expect.any(Number), perplexity: null });
    expect(report.action.text).not.toMatch(/certain|definitely|proof/i);
  });

  it('refuses a text under 20 words, before charging', async () => {
    const before = await balance(h, other.id);
    const res = await other.client.post('/api/integrity/checks', { kind: 'ai-detection', text: 'Too short to say anything.' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.text).toEqual([INTEGRITY_MESSAGES.tooShort]);
    expect(await balance(h, other.id)).toBe(before);
  });

  it('refuses with the spec’s insufficient-points messages', async () => {
    const poor = await signUp(h, 'Pat Poor');
    const detection = await poor.client.post('/api/integrity/checks', { kind: 'ai-detection', text: ORIGINAL_TEXT });
    expect(detection.status).toBe(422);
    expect(detection.body.error).toMatchObject({ code: 'insufficient_points', message: 'You have insufficient points for AI detection' });
    const plagiarism = await poor.client.post('/api/integrity/checks', { kind: 'plagiarism', text: ORIGINAL_TEXT });
    expect(plagiarism.body.error).toMatchObject({ code: 'insufficient_points', message: 'You have insufficient points for plagiarism checking' });
    expect((await poor.client.get('/api/integrity/checks')).body.total).toBe(0);
  });
});

describe('who may do what', () => {
  let suspended: TestUser;
  let checkId: string;
  beforeAll(async () => {
    suspended = await signUp(h, 'Sid Suspended');
    await givePoints(h, suspended.id, 50);
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    checkId = (await check(h, writer, { kind: 'ai-detection', text: ORIGINAL_TEXT })).id;
  });

  const status = async (client: Client, method: 'get' | 'post', p: string, body?: object) => (await client[method](p, body)).status;

  it('lets anyone read the price; only signed-in users run, list and upload', async () => {
    for (const client of [h.guest, other.client, h.admin.client, suspended.client]) {
      const quote = await client.get('/api/integrity/quote');
      expect(quote.status).toBe(200);
      expect(quote.body).toEqual({ plagiarism: 5, aiDetection: 5, provider: 'local' });
    }
    for (const client of [h.guest, suspended.client]) {
      expect(await status(client, 'post', '/api/integrity/checks', { kind: 'plagiarism', text: ORIGINAL_TEXT })).toBe(401);
      expect(await status(client, 'post', '/api/integrity/checks', {})).toBe(401);
      expect(await status(client, 'get', '/api/integrity/checks')).toBe(401);
      expect(await status(client, 'get', `/api/integrity/checks/${checkId}`)).toBe(401);
      expect(await status(client, 'post', '/api/integrity/uploads')).toBe(401);
      expect(await status(client, 'get', `/api/integrity/uploads/${checkId}`)).toBe(401);
    }
    expect(await balance(h, suspended.id)).toBe(50);
  });

  it('shows a check to its owner and an admin only, and each user lists only their own', async () => {
    expect(await status(writer.client, 'get', `/api/integrity/checks/${checkId}`)).toBe(200);
    expect(await status(h.admin.client, 'get', `/api/integrity/checks/${checkId}`)).toBe(200);
    const refused = await other.client.get(`/api/integrity/checks/${checkId}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toEqual({ code: 'not_found', message: INTEGRITY_MESSAGES.notFound });
    const mine = (await writer.client.get('/api/integrity/checks?kind=ai-detection')).body;
    expect(mine.items.map((c: { id: string }) => c.id)).toEqual([checkId]);
    expect(mine.items[0]).toMatchObject({ kind: 'ai-detection', status: 'done', score: expect.any(Number), words: 65 });
    expect((await h.admin.client.get('/api/integrity/checks')).body.total).toBe(0);
    expect((await other.client.get('/api/integrity/checks?kind=ai-detection')).body.items.every((c: { id: string }) => c.id !== checkId)).toBe(true);
  });
});

describe('the tool pages as search engines read them', () => {
  it('gives each page its title, description and WebApplication data', async () => {
    const dist = path.join(h.platform.dataDir, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<html><head><title>Studyhall</title><meta name="description" content="default" /></head><body></body></html>');
    const web = await startTestServer(h.platform, { webDist: dist });
    try {
      for (const [p, title] of [['/plagiarism-checker', 'Plagiarism Checker'], ['/ai-detector', 'AI Detector']]) {
        const html = await (await fetch(web.baseUrl + p)).text();
        expect(html).toContain(`<title>${title} | Studyhall</title>`);
        expect(html).toContain('"@type":"WebApplication"');
      }
    } finally {
      await web.close();
    }
  });
});

describe('studyhall integrity reindex', () => {
  async function cli(args: string[]) {
    let out = '';
    const program = new Command('studyhall').exitOverride();
    registerIntegrityCommands(program, async () => h.platform, (t) => void (out += t));
    await program.parseAsync(args, { from: 'user' });
    return out;
  }

  it('puts back an approved document the index lacks (one approved before the checker existed), and only that', async () => {
    await sql(h, 'delete from integrity_sources where id = ?', [doc.id]);
    const copied = `${DOC_PAGES[0]} ${DOC_PAGES[1]}`;
    expect((await check(h, other, { kind: 'plagiarism', text: copied })).action.result.similarity).toBeLessThan(10);

    expect(JSON.parse(await cli(['integrity', 'reindex', '--json']))).toEqual({ indexed: 1, alreadyIndexed: 0 });
    const report = await check(h, other, { kind: 'plagiarism', text: copied });
    expect(report.action.result.sources[0]).toMatchObject({ kind: 'document', href: `/documents/${doc.slug}#page-1` });
    expect(JSON.parse(await cli(['integrity', 'reindex', '--json']))).toEqual({ indexed: 0, alreadyIndexed: 1 });
    expect(JSON.parse(await cli(['integrity', 'reindex', '--all', '--json']))).toEqual({ indexed: 1, alreadyIndexed: 0 });
  });
});
