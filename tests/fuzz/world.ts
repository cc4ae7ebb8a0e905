// What the fuzzer runs against: a victim whose private things all carry a marker no other user may ever see (a paper,
// a private deck, study-plan notes, a document-chat upload, a plagiarism-checker upload, a pending marketplace upload,
// a billing address, their name and email address), and the fuzzing identities: a guest, a user, a suspended user
// (cookies of a session the suspension ended) and an admin. The id pool holds real ids and slugs, the victim's first.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { catalogueModule } from '../../modules/catalogue/index.ts';
import { contentModule } from '../../modules/content/index.ts';
import type { Platform } from '../../modules/platform/index.ts';
import { Client, type Harness, signUp, sql, type TestUser } from '../support/http-harness.ts';
import type { IdPool } from './schema-arbitrary.ts';

export const MARKER = 'zqxleak';
export const PASSWORD = 'correct horse battery';

export type Role = 'guest' | 'suspended' | 'user' | 'admin';

export type World = {
  h: Pick<Harness, 'platform' | 'baseUrl'>;
  victim: TestUser;
  clients: Record<Role, Client>;
  people: Partial<Record<Role, TestUser>>;
  pool: IdPool;
};

async function pdf(lines: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 790 - i * 16, size: 11, font });
  return doc.save();
}

async function upload(user: TestUser, path: string, name: string, fields: Record<string, string> = {}, retried = false): Promise<any> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new Blob([(await pdf([`${MARKER} private upload text`, 'Photosynthesis turns light into sugar.'])) as BlobPart], { type: 'application/pdf' }), name);
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const res = await user.client.request('POST', path, undefined, {
    headers: { 'content-type': encoded.headers.get('content-type')! },
    raw: new Uint8Array(await encoded.arrayBuffer()),
  });
  // The PDF reader's threads start on the first upload, and that start counts against its 30 s limit: on a loaded
  // machine under tsx the first one-page PDF can be refused as too slow to read (in the lead's report); once is enough.
  if (res.status === 422 && !retried && res.text.includes('too long to read')) return upload(user, path, name, fields, true);
  if (res.status !== 201 && res.status !== 202) throw new Error(`victim upload to ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}

async function expectCreated(what: string, res: { status: number; text: string; body: any }) {
  if (res.status >= 300) throw new Error(`victim ${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}

/** The victim's private things, each through the real API. */
async function seedVictim(h: World['h']): Promise<TestUser> {
  const victim = await signUp(h, `Vera ${MARKER}name`);
  const c = victim.client;
  const [subject] = await sql(h, 'select id from subjects order by slug limit 1');
  const [country] = await sql(h, 'select id from countries order by name limit 1');
  await expectCreated('paper', await c.post('/api/papers', {
    title: `${MARKER} paper title`,
    paperType: { mainType: 'essay', subType: '' },
    level: 'undergraduate',
    citationStyle: 'APA_7',
    sources: { required: false, inlineCitation: false, count: 0, yearRange: { start: 2000, end: 2020 }, references: { links: [], files: [] } },
    instructions: `${MARKER} instructions`,
    content: `${MARKER} paper body. The mitochondria is the powerhouse of the cell.`,
  }));
  await expectCreated('deck', await c.post('/api/flashcards/decks', {
    name: `${MARKER} private deck`, description: `${MARKER} deck description`, subjectId: subject?.id ?? null, isPublic: false,
    cards: [{ front: `${MARKER} front`, back: `${MARKER} back` }],
  }));
  const plan = await expectCreated('plan', await c.post('/api/test-prep/plans', { name: `${MARKER} plan`, examDate: null, subjectId: null }));
  const planId = plan.plan?.id ?? plan.id;
  await expectCreated('notes', await c.post(`/api/test-prep/plans/${planId}/notes`, {
    title: `${MARKER} notes`,
    text: `${MARKER} notes text. `.repeat(20),
  }));
  await expectCreated('billing address', await c.put('/api/account/billing-address', {
    addressLine1: `${MARKER} street 1`, city: 'Springfield', countryId: country.id, postalCode: '12345', phone: null, addressLine2: null, state: null,
  }));
  await upload(victim, '/api/document-chats/upload', `${MARKER}-chat.pdf`);
  await upload(victim, '/api/integrity/uploads', `${MARKER}-integrity.pdf`);
  const [type] = await sql(h, 'select id from document_types order by slug limit 1');
  await upload(victim, '/api/documents', `${MARKER}-listing.pdf`, {
    title: `${MARKER} pending document`, description: `${MARKER} description of a pending upload`, documentTypeId: type.id, subjectId: subject.id, pointsPrice: '20',
  });
  return victim;
}

// Tables whose rows are owned by someone; the victim's rows lead the pool, so every operation meets them.
const OWNER_COLUMNS = ['user_id', 'owner_id', 'seller_id', 'uploader_id', 'asker_id', 'author_id'];

async function idPool(h: World['h'], victimId: string): Promise<IdPool> {
  const columns: { table_name: string; column_name: string; data_type: string }[] = await sql(h, `
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and column_name in ('id', 'slug', ${OWNER_COLUMNS.map((c) => `'${c}'`).join(', ')}) order by table_name, column_name`);
  const byTable = new Map<string, Map<string, string>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Map());
    byTable.get(c.table_name)!.set(c.column_name, c.data_type);
  }
  const victims: string[] = [victimId];
  const others: string[] = [];
  const slugs: string[] = [];
  for (const [table, cols] of byTable) {
    if (table.startsWith('pgboss') || table.startsWith('mikro_orm')) continue;
    const owner = OWNER_COLUMNS.find((c) => cols.has(c));
    if (cols.get('id') === 'uuid') {
      if (owner) victims.push(...(await sql(h, `select id from "${table}" where ${owner} = ? order by id limit 20`, [victimId])).map((r) => r.id));
      others.push(...(await sql(h, `select id from "${table}" order by id limit 3`)).map((r) => r.id));
    }
    if (cols.get('slug') === 'text' || cols.get('slug') === 'character varying') {
      slugs.push(...(await sql(h, `select slug from "${table}" where slug is not null order by slug limit 3`)).map((r) => r.slug));
    }
  }
  return { uuids: [...new Set([...victims, ...others])], slugs: [...new Set(slugs)] };
}

/** Public things to point path parameters at: subjects, universities, courses, textbooks, blog posts, legal pages. */
export async function seedFuzzCatalogue(platform: Platform) {
  await catalogueModule.seed!(platform);
  await contentModule.seed!(platform);
}

/** Seeds the victim and signs in the fuzzing identities; the suspended user is suspended by the admin's API. */
export async function seedWorld(h: World['h']): Promise<World> {
  const victim = await seedVictim(h);
  const user = await signUp(h, 'Fuzz User');
  const admin = await signUp(h, 'Fuzz Admin', { admin: true });
  const suspended = await signUp(h, 'Fuzz Suspended');
  const done = await admin.client.post(`/api/admin/users/${suspended.id}/suspend`, { reason: 'Fuzzing a suspended account' });
  if (done.status !== 200) throw new Error(`suspend: ${done.status} ${done.text.slice(0, 300)}`);
  return {
    h,
    victim,
    clients: { guest: new Client(h.baseUrl), suspended: suspended.client, user: user.client, admin: admin.client },
    people: { user, admin, suspended },
    pool: await idPool(h, victim.id),
  };
}

/** Signs a fuzzing identity in again when an operation ended its session (logout, end-sessions, a role change). */
export async function restoreSession(world: World, role: 'user' | 'admin'): Promise<void> {
  const person = world.people[role]!;
  const me = await person.client.get('/api/auth/me');
  if (me.status === 200 && me.body?.user?.role === role) return;
  await sql(world.h, `update users set role = ?, status = 'active' where id = ?`, [role, person.id]);
  await sql(world.h, 'delete from rate_limit_buckets');
  person.client.cookies.clear();
  const login = await person.client.post('/api/auth/login', { email: person.email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`sign ${role} in again: ${login.status} ${login.text.slice(0, 300)}`);
}
