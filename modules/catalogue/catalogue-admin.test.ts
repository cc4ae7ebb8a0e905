// The admin catalogue over HTTP on the real database, with the documents, catalogue and search workers running: who
// may call it, each change with its audit entry, deactivation hiding an entry from the public lists, a merge moving
// courses and documents to the survivor and redirecting the old slug, and an edit reaching search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedDocument } from '../../tests/support/documents.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from '../../tests/support/http-harness.ts';
import { Command } from 'commander';
import { registerCatalogueCommands } from './commands.ts';
import { catalogueModule } from './index.ts';

let h: Harness;
let admin: TestUser;
let seller: TestUser;
beforeAll(async () => {
  h = await bootHarness({ prepare: (platform) => catalogueModule.seed!(platform) });
  await h.platform.bus.work(['documents', 'catalogue', 'search']);
  admin = await signUp(h, 'Ada Admin', { admin: true });
  seller = await signUp(h, 'Sam Seller');
});
afterAll(() => h?.close());

const audit = (targetId: string) => sql(h, 'select admin_id, action, target_type, reason, details from admin_audit_log where target_id = ? order by created_at, id', [targetId]);
const subject = (name: string, slug?: string) => ({ values: { name, slug, iconName: 'atom', color: '#0ea5e9', category: 'academic' }, reason: 'New subject requested' });

describe('admin catalogue: permissions', () => {
  it('answers guests 401, users 403, suspended admins 401 and admins 200 on every route', async () => {
    const user = await signUp(h, 'Una User');
    const suspended = await signUp(h, 'Sus Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    const created = await admin.client.post('/api/admin/catalogue/subjects', subject('Permission Studies'));
    expect(created.status).toBe(201);
    const other = await admin.client.post('/api/admin/catalogue/subjects', subject('Permission Studies Two'));
    const id = created.body.id;
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/catalogue/subjects'],
      ['POST', '/api/admin/catalogue/subjects', subject('Permission Studies Three')],
      ['PUT', `/api/admin/catalogue/subjects/${id}`, subject('Permission Studies Renamed', created.body.slug)],
      ['POST', `/api/admin/catalogue/subjects/${id}/active`, { active: false, reason: 'Unused' }],
      ['POST', `/api/admin/catalogue/subjects/${id}/merge`, { intoId: other.body.id, reason: 'Duplicate' }],
    ];
    const guest = new Client(h.baseUrl);
    for (const [method, path, body] of routes) {
      expect((await guest.request(method, path, body)).status, `guest ${method} ${path}`).toBe(401);
      expect((await user.client.request(method, path, body)).status, `user ${method} ${path}`).toBe(403);
      expect((await suspended.client.request(method, path, body)).status, `suspended ${method} ${path}`).toBe(401);
    }
    expect((await audit(id)).map((a) => a.action)).toEqual(['catalogue.subject-created']);
    for (const [method, path, body] of routes) {
      const answer = await admin.client.request(method, path, body);
      expect([200, 201], `admin ${method} ${path} ${JSON.stringify(answer.body)}`).toContain(answer.status);
    }
    expect((await audit(id)).map((a) => [a.action, a.admin_id, a.target_type])).toEqual([
      ['catalogue.subject-created', admin.id, 'subject'],
      ['catalogue.subject-updated', admin.id, 'subject'],
      ['catalogue.subject-deactivated', admin.id, 'subject'],
      ['catalogue.subject-merged', admin.id, 'subject'],
    ]);
  });
});

describe('admin catalogue: changes', () => {
  it('creates with a slug from the name, refuses a taken slug, and an edit shows on the public page at once', async () => {
    const created = await admin.client.post('/api/admin/catalogue/subjects', subject('Marine Biology Honours'));
    expect(created.body).toMatchObject({ slug: 'marine-biology-honours', href: '/subjects/marine-biology-honours', active: true });
    const clash = await admin.client.post('/api/admin/catalogue/subjects', subject('Another', 'marine-biology-honours'));
    expect(clash.status).toBe(400);
    expect(clash.body.error.fields['values.slug']).toEqual(['That slug is already used. Choose another.']);
    const edited = await admin.client.put(`/api/admin/catalogue/subjects/${created.body.id}`, {
      values: { name: 'Marine Biology', slug: 'marine-biology-honours', iconName: 'fish', color: '#0ea5e9', description: 'Life in the oceans.', category: 'academic' },
      reason: 'Shorter name',
    });
    expect(edited.status).toBe(200);
    const page = await new Client(h.baseUrl).get('/api/catalogue/subjects/marine-biology-honours');
    expect(page.body).toMatchObject({ name: 'Marine Biology', description: 'Life in the oceans.', iconName: 'fish' });
    const [entry] = (await audit(created.body.id)).slice(-1);
    expect(entry).toMatchObject({ action: 'catalogue.subject-updated', reason: 'Shorter name', details: { changed: { name: { from: 'Marine Biology Honours', to: 'Marine Biology' } } } });
  });

  it('deactivating hides an entry from the public lists but keeps its page; reactivating brings it back', async () => {
    const u = await admin.client.post('/api/admin/catalogue/universities', { values: { name: 'Quiet Hollow University', city: 'Dunedin', countryCode: 'nz' }, reason: 'Requested' });
    expect(u.body.values).toMatchObject({ countryCode: 'NZ' });
    const listed = async () => (await new Client(h.baseUrl).get('/api/catalogue/universities?q=Quiet%20Hollow')).body.total;
    expect(await listed()).toBe(1);
    await admin.client.post(`/api/admin/catalogue/universities/${u.body.id}/active`, { active: false, reason: 'Closed' });
    expect(await listed()).toBe(0);
    expect((await new Client(h.baseUrl).get(`/api/catalogue/universities/${u.body.slug}`)).status).toBe(200);
    const inactive = await admin.client.get('/api/admin/catalogue/universities?status=inactive&q=Quiet');
    expect(inactive.body.items.map((i: { id: string }) => i.id)).toEqual([u.body.id]);
    await admin.client.post(`/api/admin/catalogue/universities/${u.body.id}/active`, { active: true, reason: 'Reopened' });
    expect(await listed()).toBe(1);
  });

  it('merges a duplicate university: its courses and documents move to the survivor and its old slug redirects', async () => {
    const make = (name: string) => admin.client.post('/api/admin/catalogue/universities', { values: { name, city: 'Leeds', countryCode: 'GB' }, reason: 'Import' });
    const [keep, dup] = [await make('Northgate University'), await make('Northgate Univ')];
    const course = await admin.client.post('/api/admin/catalogue/courses', { values: { name: 'BSc Geography', universityId: dup.body.id }, reason: 'Import' });
    const doc = await approvedDocument(h, { seller, admin }, { title: 'Glaciers revision', universityId: dup.body.id });
    const merged = await admin.client.post(`/api/admin/catalogue/universities/${dup.body.id}/merge`, { intoId: keep.body.id, reason: 'Same university' });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({ active: false, mergedInto: { id: keep.body.id, slug: 'northgate-university' } });
    expect((await sql(h, 'select university_id from courses where id = ?', [course.body.id]))[0].university_id).toBe(keep.body.id);
    await eventually(async () => (await sql(h, 'select university_id from documents where id = ?', [doc.id]))[0].university_id, (u) => u === keep.body.id);
    const page = await new Client(h.baseUrl).get('/universities/northgate-univ');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/universities/northgate-university');
    const api = await new Client(h.baseUrl).get('/api/catalogue/universities/northgate-univ');
    expect([api.status, api.headers.get('location')]).toEqual([301, '/api/catalogue/universities/northgate-university']);
    expect((await admin.client.post(`/api/admin/catalogue/universities/${dup.body.id}/merge`, { intoId: keep.body.id, reason: 'again' })).status).toBe(409);
    expect((await audit(dup.body.id)).slice(-1)[0]).toMatchObject({ action: 'catalogue.university-merged', details: { intoId: keep.body.id, moved: { courses: 1 } } });
  }, 90_000);

  it("renaming a subject reaches its documents' search entries", async () => {
    const s = await admin.client.post('/api/admin/catalogue/subjects', subject('Glaciology'));
    const doc = await approvedDocument(h, { seller, admin }, { title: 'Ice sheets summary', subjectId: s.body.id });
    await eventually(async () => (await sql(h, "select subject_name from search_entries where kind = 'document' and source_id = ?", [doc.id]))[0]?.subject_name, (n) => n === 'Glaciology', 30_000);
    await admin.client.put(`/api/admin/catalogue/subjects/${s.body.id}`, { values: { name: 'Glacial Science', slug: 'glaciology', iconName: 'snowflake', color: '#0ea5e9', category: 'academic' }, reason: 'Rename' });
    await eventually(async () => (await sql(h, "select subject_name from search_entries where kind = 'document' and source_id = ?", [doc.id]))[0]?.subject_name, (n) => n === 'Glacial Science', 30_000);
  }, 120_000);

  it('studyhall catalogue deactivate and merge act as the --by admin, audited; others are refused', async () => {
    const make = (name: string) => admin.client.post('/api/admin/catalogue/textbooks', { values: { title: name, author: 'A. Author' }, reason: 'Import' });
    const [keep, dup] = [await make('Ocean Physics'), await make('Ocean Physics (2nd printing)')];
    const program = new Command('studyhall').exitOverride().configureOutput({ writeErr: () => {} });
    registerCatalogueCommands(program, async () => h.platform);
    const run = (...args: string[]) => program.parseAsync(args, { from: 'user' });
    await expect(run('catalogue', 'merge', 'textbooks', dup.body.slug, keep.body.slug, '--by', seller.email, '--reason', 'x')).rejects.toThrow('is not an active admin');
    await run('catalogue', 'merge', 'textbooks', dup.body.slug, keep.body.slug, '--by', admin.email, '--reason', 'Same book');
    expect((await audit(dup.body.id)).slice(-1)[0]).toMatchObject({ action: 'catalogue.textbook-merged', admin_id: admin.id, reason: 'Same book' });
    await run('catalogue', 'deactivate', 'textbooks', keep.body.slug, '--by', admin.email, '--reason', 'Out of print');
    expect((await sql(h, 'select active from textbooks where id = ?', [keep.body.id]))[0].active).toBe(false);
  });
});

describe('admin catalogue: university logos', () => {
  const png = async () =>
    new Uint8Array(await (await import('sharp')).default({ create: { width: 600, height: 300, channels: 4, background: '#1d4ed8' } }).png().toBuffer());
  const put = (client: Client, id: string, bytes: Uint8Array, type = 'image/png', reason = 'New crest') =>
    client.request('PUT', `/api/admin/catalogue/universities/${id}/logo?reason=${encodeURIComponent(reason)}`, undefined, { headers: { 'content-type': type }, raw: bytes });

  it('stores an uploaded logo as a 256x256 WebP, shows it on the public page, and audits it; only admins may', async () => {
    const created = await admin.client.post('/api/admin/catalogue/universities', { values: { name: 'Logo University', city: 'Leeds', countryCode: 'GB' }, reason: 'New' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    const user = await signUp(h, 'Lou User');
    const suspended = await signUp(h, 'Sue Admin', { admin: true });
    await sql(h, "update users set status = 'suspended' where id = ?", [suspended.id]);
    expect((await put(new Client(h.baseUrl), id, await png())).status).toBe(401);
    expect((await put(user.client, id, await png())).status).toBe(403);
    expect((await put(suspended.client, id, await png())).status).toBe(401);
    expect((await put(admin.client, id, new TextEncoder().encode('not an image'), 'text/plain')).status).toBe(415);

    const uploaded = await put(admin.client, id, await png());
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.logoUrl).toMatch(new RegExp(`^/api/storage/assets/universities/${id}/logo-[a-z0-9]+\\.webp$`));
    const image = await fetch(h.baseUrl + uploaded.body.logoUrl);
    expect(image.headers.get('content-type')).toBe('image/webp');
    const meta = await (await import('sharp')).default(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const publicPage = await new Client(h.baseUrl).get(`/api/catalogue/universities/${created.body.slug}`);
    expect(publicPage.body.logoUrl).toBe(uploaded.body.logoUrl);
    expect((await audit(id)).slice(-1)[0]).toMatchObject({ admin_id: admin.id, action: 'catalogue.university-logo-changed', reason: 'New crest' });
  });
});
