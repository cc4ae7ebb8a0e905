// Papers on the real database and HTTP API: versions only for changed content, the diff and restore, two writers
// of one paper (the stale save is refused), the editor's auto-create rule, who may call every route, the admin
// operations with their audit entries, export files, and the events the integrity and notification modules read.
import { Command } from 'commander';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, bootHarness, Client, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { registerPapersCommands } from './commands.ts';
import { PAPER_MESSAGES as M, newPaperDefaults } from './contract.ts';

let h: Harness;
let owner: TestUser;
let other: TestUser;
let admin: TestUser;

const form = (title: string, content = '') => ({ ...newPaperDefaults(new Date('2026-11-23T12:00:00Z')), title, content });

async function newPaper(user: TestUser, title = 'Cell biology essay', content = '<p>Cells are the unit of life.</p>') {
  const res = await user.client.post('/api/papers', form(title, content));
  expect(res.status).toBe(201);
  return res.body;
}

beforeAll(async () => {
  h = await bootHarness();
  // A queue of the test's own subscribed to the papers' events, standing in for the integrity and notification modules.
  await h.platform.bus.boss.createQueue('test.papers-events');
  await h.platform.bus.boss.subscribe('papers.version-saved', 'test.papers-events');
  await h.platform.bus.boss.subscribe('papers.paper-created', 'test.papers-events');
  await h.platform.bus.boss.subscribe('papers.paper-deleted', 'test.papers-events');
  owner = await signUp(h, 'Olive Owner');
  other = await signUp(h, 'Otto Other');
  admin = await signUp(h, 'Ada Admin', { admin: true });
});
afterAll(() => h?.close());

const eventsOf = async (paperId: string) =>
  (await sql(h, "select data from pgboss.job where name = 'test.papers-events' order by created_on, id"))
    .map((r) => r.data)
    .filter((e) => e.data.paperId === paperId);

describe('versions', () => {
  it('makes the next version only when the content changed, with its word count', async () => {
    const paper = await newPaper(owner);
    expect(paper).toMatchObject({ version: 1, wordCount: 6, status: 'draft', level: 'undergraduate', citationStyle: 'APA_7', format: { citation: 'APA_7' } });
    const same = await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: paper.content, title: 'Renamed essay' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ version: 1, title: 'Renamed essay' });
    const changed = await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>Cells are the unit of life.</p><p>Ribosomes make proteins.</p>' });
    expect(changed.body).toMatchObject({ version: 2, wordCount: 9 });
    const versions = await owner.client.get(`/api/papers/${paper.id}/versions`);
    expect(versions.body.items.map((v: any) => [v.title, v.wordCount])).toEqual([
      ['Version 2', 9],
      ['Version 1', 6],
    ]);
    // One transaction published the first two, so their order in the queue is not theirs: compare them sorted.
    const events = (await eventsOf(paper.id)).sort((x, y) => x.name.localeCompare(y.name) || (x.data.number ?? 0) - (y.data.number ?? 0));
    expect(events.map((e) => [e.name, e.data.number ?? null])).toEqual([
      ['papers.paper-created', null],
      ['papers.version-saved', 1],
      ['papers.version-saved', 2],
    ]);
    expect(events[0].data).toEqual({ paperId: paper.id, userId: owner.id, title: 'Cell biology essay' });
    expect(events[2].data).toMatchObject({ paperId: paper.id, userId: owner.id, number: 2, text: 'Cells are the unit of life.\nRibosomes make proteins.' });
    expect(events[2].data.versionId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a diff against the previous version and restores an old one as a new version', async () => {
    const paper = await newPaper(owner, 'Diff essay', '<p>First idea.</p><p>Second idea.</p>');
    await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>First idea.</p><p>A better second idea.</p>' });
    const v2 = await owner.client.get(`/api/papers/${paper.id}/versions/2`);
    expect(v2.body.diff).toEqual([
      { op: 'same', text: 'First idea.' },
      { op: 'removed', text: 'Second idea.' },
      { op: 'added', text: 'A better second idea.' },
    ]);
    expect(v2.body.diffCoarse).toBe(false);
    const restored = await owner.client.post(`/api/papers/${paper.id}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ version: 3, content: '<p>First idea.</p><p>Second idea.</p>' });
    const list = await owner.client.get(`/api/papers/${paper.id}/versions`);
    expect(list.body.items.map((v: any) => v.number)).toEqual([3, 2, 1]);
    expect((await owner.client.get(`/api/papers/${paper.id}/versions/9`)).status).toBe(404);
  });

  it('refuses the stale save of a second writer with 409, and keeps theirs as a new version when they choose to', async () => {
    const paper = await newPaper(owner, 'Two tabs', '<p>Shared start.</p>');
    const tabA = await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>Tab A text.</p>' });
    expect(tabA.body.version).toBe(2);
    const tabB = await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>Tab B text.</p>' });
    expect(tabB.status).toBe(409);
    expect(tabB.body.error).toEqual({ code: 'version_conflict', message: M.conflict });
    expect((await owner.client.get(`/api/papers/${paper.id}`)).body).toMatchObject({ version: 2, content: '<p>Tab A text.</p>' });
    const kept = await owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 2, content: '<p>Tab B text.</p>' });
    expect(kept.body).toMatchObject({ version: 3, content: '<p>Tab B text.</p>' });
  });

  it('lets only one of two concurrent saves of the same base through', async () => {
    const paper = await newPaper(owner, 'Race', '<p>Start.</p>');
    const results = await Promise.all(['<p>One.</p>', '<p>Two.</p>'].map((content) => owner.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await sql(h, 'select count(*)::int as n from paper_versions where paper_id = ?', [paper.id]))[0].n).toBe(2);
  });
});

describe('the editor auto-create rule', () => {
  it('titles the paper from the first 30 characters with spaces collapsed, as a paper/editing draft with version 1', async () => {
    const res = await owner.client.post('/api/papers/from-editor', { content: '<p>Photosynthesis   turns   light into   chemical energy in plants.</p>' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Photosynthesis turns light int',
      paperType: { mainType: 'paper', subType: 'editing' },
      status: 'draft',
      version: 1,
      wordCount: 8,
      sources: { required: true, inlineCitation: true, count: 5, yearRange: { start: 1980, end: 2025 } },
    });
  });

  it("falls back to 'Document_' and the date, with a word count of at least 1", async () => {
    const res = await owner.client.post('/api/papers/from-editor', { content: '<p>   </p>' });
    expect(res.body.title).toBe(`Document_${new Date().toISOString().slice(0, 10)}`);
    expect(res.body).toMatchObject({ wordCount: 1, version: 1 });
    const [v] = await sql(h, 'select version_number, word_count from paper_versions where paper_id = ?', [res.body.id]);
    expect(v).toMatchObject({ version_number: 1, word_count: 1 });
  });
});

describe('who may do what', () => {
  it('turns guests away from every paper route with the spec’s words, and shows prices to anyone', async () => {
    const guest = new Client(h.baseUrl);
    const paper = await newPaper(owner);
    const calls = [
      guest.get('/api/papers'), guest.post('/api/papers', form('x')), guest.post('/api/papers/from-editor', { content: 'x' }),
      guest.get(`/api/papers/${paper.id}`), guest.put(`/api/papers/${paper.id}`, { baseVersion: 1 }), guest.delete(`/api/papers/${paper.id}`),
      guest.get(`/api/papers/${paper.id}/versions`), guest.post(`/api/papers/${paper.id}/generate`, { words: 100 }),
      guest.post('/api/papers/editor-actions', { action: 'shorter', selection: 'x' }), guest.get(`/api/papers/${paper.id}/export?format=pdf`),
    ];
    for (const res of await Promise.all(calls)) expect([res.status, res.body.error]).toEqual([401, { code: 'unauthenticated', message: M.mustSignIn }]);
    expect((await guest.get('/api/papers/costs')).body).toMatchObject({ perHundredWords: 10, referenceSearch: 5, actions: { shorter: 3, 'rewrite-content': 10 } });
    expect((await guest.get('/api/papers/quote?words=250')).body).toEqual({ points: 30 });
  });

  it('keeps a paper its owner’s: another user and an admin (outside the admin routes) get 404', async () => {
    const paper = await newPaper(owner);
    for (const user of [other, admin]) {
      expect((await user.client.get(`/api/papers/${paper.id}`)).status).toBe(404);
      expect((await user.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>mine now</p>' })).status).toBe(404);
      expect((await user.client.get(`/api/papers/${paper.id}/versions`)).status).toBe(404);
      expect((await user.client.post(`/api/papers/${paper.id}/versions/1/restore`, { baseVersion: 1 })).status).toBe(404);
      expect((await user.client.get(`/api/papers/${paper.id}/export?format=docx`)).status).toBe(404);
      expect((await user.client.post(`/api/papers/${paper.id}/generate`, { words: 100 })).status).toBe(404);
      expect((await user.client.delete(`/api/papers/${paper.id}`)).status).toBe(404);
      expect((await user.client.get('/api/papers')).body.items.map((p: any) => p.id)).not.toContain(paper.id);
    }
    expect((await owner.client.delete(`/api/papers/${paper.id}`)).body).toEqual({ deleted: true });
    // Announced, so the plagiarism index forgets the paper.
    expect((await eventsOf(paper.id)).filter((e) => e.name === 'papers.paper-deleted').map((e) => e.data)).toEqual([{ paperId: paper.id, userId: owner.id }]);
  });

  it('refuses a source document the user neither uploaded nor bought', async () => {
    const body = form('Sourced');
    body.sources.references.files = ['018f0000-0000-7000-8000-000000000000'];
    const res = await owner.client.post('/api/papers', body);
    expect([res.status, res.body.error.message]).toEqual([403, M.sourceNotAvailable]);
  });

  it('ends a suspended user’s access at once', async () => {
    const suspended = await signUp(h, 'Sue Spended');
    const paper = await newPaper(suspended);
    const res = await admin.client.post(`/api/admin/users/${suspended.id}/suspend`, { reason: 'Abuse' });
    expect(res.status).toBe(200);
    expect((await suspended.client.get(`/api/papers/${paper.id}`)).status).toBe(401);
    expect((await suspended.client.put(`/api/papers/${paper.id}`, { baseVersion: 1, content: '<p>x</p>' })).status).toBe(401);
  });

  it('keeps the admin routes for admins: guests 401, users 403', async () => {
    const guest = new Client(h.baseUrl);
    expect((await guest.get('/api/admin/papers')).status).toBe(401);
    expect((await owner.client.get('/api/admin/papers')).status).toBe(403);
    expect((await owner.client.post('/api/admin/papers/delete', { ids: [owner.id], reason: 'x' })).status).toBe(403);
  });
});

describe('admin operations', () => {
  it('lists all, reassigns, deletes and bulk deletes, each written to the audit log', async () => {
    const a = await newPaper(owner, 'Admin A');
    const b = await newPaper(owner, 'Admin B');
    const c = await newPaper(other, 'Admin C');
    const list = await admin.client.get(`/api/admin/papers?q=Admin`);
    expect(list.body.items.map((p: any) => p.title).sort()).toEqual(['Admin A', 'Admin B', 'Admin C']);
    expect(list.body.items.find((p: any) => p.id === c.id).owner.email).toBe(other.email);

    const moved = await admin.client.post(`/api/admin/papers/${a.id}/reassign`, { email: other.email, reason: 'Owner asked' });
    expect(moved.status).toBe(200);
    expect(moved.body.owner.id).toBe(other.id);
    expect((await other.client.get(`/api/papers/${a.id}`)).status).toBe(200);
    expect((await owner.client.get(`/api/papers/${a.id}`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/papers/${a.id}/reassign`, { email: 'nobody@example.com', reason: 'x' })).status).toBe(404);

    expect((await admin.client.post(`/api/admin/papers/${b.id}/delete`, { reason: 'Spam' })).body).toEqual({ deleted: 1 });
    expect((await admin.client.post(`/api/admin/papers/${b.id}/delete`, { reason: 'Spam' })).status).toBe(404);
    expect((await admin.client.post('/api/admin/papers/delete', { ids: [a.id, c.id], reason: 'Cleanup' })).body).toEqual({ deleted: 2 });
    expect((await sql(h, 'select count(*)::int as n from paper_versions where paper_id = any(?::uuid[])', [`{${a.id},${b.id},${c.id}}`]))[0].n).toBe(0);

    const audit = await sql(h, "select action, target_type, target_id, reason, admin_id from admin_audit_log where target_type = 'paper' order by created_at, target_id");
    expect(audit.map((r) => [r.action, r.target_id, r.reason])).toEqual([
      ['paper.reassigned', a.id, 'Owner asked'],
      ['paper.deleted', b.id, 'Spam'],
      ...[
        ['paper.deleted', a.id, 'Cleanup'],
        ['paper.deleted', c.id, 'Cleanup'],
      ].sort((x, y) => x[1]!.localeCompare(y[1]!)),
    ]);
    expect(audit.every((r) => r.admin_id === admin.id)).toBe(true);
    for (const paper of [a, b, c]) expect((await eventsOf(paper.id)).filter((e) => e.name === 'papers.paper-deleted')).toHaveLength(1);
  });
});

describe('studyhall papers', () => {
  async function cli(...args: string[]): Promise<string> {
    let output = '';
    const program = new Command('studyhall').exitOverride();
    registerPapersCommands(program, async () => h.platform, (text) => {
      output += text;
    });
    await program.parseAsync(args, { from: 'user' });
    return output;
  }

  it('lists, reassigns and deletes as an admin named by --by, audited; refuses anyone else', async () => {
    const paper = await newPaper(owner, 'CLI paper');
    const listed = JSON.parse(await cli('papers', 'list', '--user', owner.email, '--json'));
    expect(listed.find((p: any) => p.id === paper.id)).toMatchObject({ title: 'CLI paper', owner: owner.email, version: 1 });
    await expect(cli('papers', 'reassign', paper.id, other.email, '--by', owner.email, '--reason', 'x')).rejects.toThrow(/is not an active admin/);
    const moved = JSON.parse(await cli('papers', 'reassign', paper.id, other.email, '--by', admin.email, '--reason', 'Asked by both', '--json'));
    expect(moved).toEqual({ id: paper.id, title: 'CLI paper', owner: other.email });
    await expect(cli('papers', 'reassign', paper.id, 'ghost@example.com', '--by', admin.email, '--reason', 'x')).rejects.toThrow(M.userNotFound);
    expect(JSON.parse(await cli('papers', 'delete', paper.id, '--by', admin.email, '--reason', 'Done', '--json'))).toEqual({ deleted: 1 });
    const audit = await sql(h, 'select action, reason from admin_audit_log where target_id = ? order by created_at', [paper.id]);
    expect(audit).toEqual([
      { action: 'paper.reassigned', reason: 'Asked by both' },
      { action: 'paper.deleted', reason: 'Done' },
    ]);
  });
});

describe('export', () => {
  it('answers a Word file and a PDF with the text and the references heading', async () => {
    const body = form('Export me', '<h2>Introduction</h2><p>Cells divide by mitosis.</p>');
    body.sources.references.links = ['https://en.wikipedia.org/wiki/Mitosis'];
    const paper = (await owner.client.post('/api/papers', body)).body;
    const refs = await owner.client.get(`/api/papers/${paper.id}/references`);
    expect(refs.body.items).toEqual([
      expect.objectContaining({ kind: 'link', text: expect.stringMatching(/^en\.wikipedia\.org\/wiki\/Mitosis\. \(n\.d\.\)\. Retrieved .+, from https:\/\/en\.wikipedia\.org\/wiki\/Mitosis$/) }),
    ]);
    const docx = await fetch(`${h.baseUrl}/api/papers/${paper.id}/export?format=docx`, { headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(docx.headers.get('content-type')).toContain('wordprocessingml');
    const bytes = new Uint8Array(await docx.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]); // a zip, as every .docx is
    const pdf = await fetch(`${h.baseUrl}/api/papers/${paper.id}/export?format=pdf`, { headers: { cookie: [...owner.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getTitle()).toBe('Export me');
    expect(doc.getPageCount()).toBe(1);
  });
});
