// Every personal-data port together, checked against the live schema rather than a list someone must remember: a
// person uses every feature that stores something, then every table with a column naming a user (a foreign key to
// users, a `user_id`, an email address) must hold a row of theirs, list that row in their export, and, once the
// account is deleted, hold none any more unless the law (or a module's written decision) keeps it, anonymised.
// A table added later with such a column fails here until its module's port covers it (or it is named below).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueModule } from '../modules/catalogue/index.ts';
import { contentModule } from '../modules/content/index.ts';
import { walletModule } from '../modules/wallet/index.ts';
import { approvedDocument } from './support/documents.ts';
import { gradientPng, totpCode, totpStep } from './e2e/support.ts';
import { bootHarness, Client, eventually, type Harness, signUp, sql, type TestUser } from './support/http-harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await bootHarness({
    prepare: async (platform) => {
      for (const module of [catalogueModule, walletModule, contentModule]) await module.seed!(platform);
    },
  });
  await h.platform.bus.work();
}, 120_000);
afterAll(() => h?.close());

const PASSWORD = 'correct horse battery';
/** In every text the person writes: after the deletion it is nowhere in the database. */
const CANARY = 'zephyrquokka';
const NAME = 'Quinn Quokkason';

/** Columns that name a user, where the person does not put them there as a student: staff acts, kept as records. */
const STAFF_COLUMNS = new Set([
  'admin_audit_log.admin_id', 'blog_posts.author_id', 'documents.moderated_by', 'platform_settings.updated_by', 'reports.resolved_by',
  'withdrawal_requests.reviewed_by',
]);
/** Tables this scenario cannot fill through the API alone, each covered by its module's own tests. */
const NOT_REACHED: Record<string, string> = {
  user_identities: 'a Google link needs the OpenID test provider (modules/accounts/google.test.ts)',
  oidc_login_states: 'a Google sign-in under way; ten minutes long (modules/accounts/google.test.ts)',
  user_subscriptions: "a subscription needs a provider's test server (modules/subscriptions tests); kept as a billing record",
  subscription_document_usage: 'needs a live subscription (above); kept as a billing record',
  withdrawal_requests: 'needs earnings past the holding period (modules/wallet tests); kept by tax law, payout details erased',
};
/** What deletion keeps, tied to the anonymised users row (the modules' READMEs say why). */
const KEPT = new Set([
  'users', // anonymised: "Deleted user", deleted-{id}@deleted.invalid
  'notification_preferences', // every preference off, so a late event notifies nobody
  'documents', // a sold document stays readable by its buyers, withdrawn
  'document_reviews', // stays under "Deleted user"
  'user_points', 'points_transactions', 'user_documents', 'points_orders', 'withdrawal_requests', 'user_subscriptions', 'subscription_document_usage', // tax law, 7 years
]);

type Column = { table: string; column: string };

/** Every column of the live schema that names a user: a foreign key to users, a `user_id`, or an email address. */
async function personColumns(): Promise<Column[]> {
  const found = await sql(
    h,
    `select cl.relname as table, a.attname as column
       from pg_class cl
       join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = cl.oid and a.attnum > 0 and not a.attisdropped
      where cl.relkind in ('r', 'p') and (
        a.attname in ('user_id', 'email', 'to_address') or a.attname like '%\\_email'
        or exists (
          select 1 from pg_constraint k
           where k.contype = 'f' and k.conrelid = cl.oid and k.confrelid = 'public.users'::regclass and a.attnum = any (k.conkey)))
      order by 1, 2`,
  );
  return found.map((r) => ({ table: r.table, column: r.column }));
}

const isEmail = (column: string) => column === 'email' || column === 'to_address' || column.endsWith('_email');

/** The person's rows of a table by one column: their id, or their address in any case (a form they sent). */
const rowsOf = (c: Column, person: { id: string; email: string }) =>
  isEmail(c.column)
    ? sql(h, `select * from "${c.table}" where lower("${c.column}") = lower(?)`, [person.email])
    : sql(h, `select * from "${c.table}" where "${c.column}" = ?`, [person.id]);

async function primaryKey(table: string): Promise<string[]> {
  const found = await sql(
    h,
    `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
      where i.indrelid = format('public.%I', ?::text)::regclass and i.indisprimary`,
    [table],
  );
  return found.map((r) => r.name as string);
}

/**
 * What must appear in the export for a row to count as listed: its key, the columns that name the user left out;
 * a row keyed by the user alone (their balance) is listed by every other id it holds.
 */
async function identity(table: string, row: Record<string, unknown>, userColumns: Set<string>, person: { id: string; email: string }): Promise<string[]> {
  const key = (await primaryKey(table)).filter((k) => !userColumns.has(k));
  const values = key.length
    ? key.map((k) => row[k])
    : Object.entries(row).filter(([k, v]) => !userColumns.has(k) && typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v)).map(([, v]) => v);
  return values.filter((v) => v !== null && v !== undefined && v !== person.id).map(String);
}

async function doneAction(userId: string, tool: string) {
  await eventually(() => sql(h, 'select status from ai_actions where user_id = ? and tool = ?', [userId, tool]), (r) => r.length > 0 && r.every((a) => a.status === 'done' || a.status === 'failed'), 90_000);
}

/** The person uses every feature that keeps something about them. */
async function useEverything(person: TestUser, other: TestUser, admin: TestUser) {
  const ok = (res: { status: number; body: unknown }, what: string) => expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  const c = person.client;
  // Account: avatar, billing address, a preference, two-factor with recovery codes, a pending reset link.
  ok(await c.request('POST', '/api/account/avatar?filename=me.png', undefined, { headers: { 'content-type': 'image/png' }, raw: gradientPng() }), 'avatar');
  ok(await c.put('/api/account/notifications/order-status', { enabled: false }), 'preference');
  const enrol = await c.post('/api/account/2fa/enrol');
  ok(enrol, 'enrol');
  ok(await c.post('/api/account/2fa/verify', { code: totpCode(enrol.body.secret, totpStep()) }), 'two-factor');
  ok(await c.post('/api/auth/forgot-password', { email: person.email }), 'reset link');
  ok(await admin.client.post(`/api/admin/users/${person.id}/grant-points`, { points: 600, reason: 'test', idempotencyKey: `grant-${person.id}` }), 'grant');
  ok(await admin.client.post(`/api/admin/users/${other.id}/grant-points`, { points: 200, reason: 'test', idempotencyKey: `grant-${other.id}` }), 'grant');

  // Documents both ways: the person sells one (the other buys it), buys one, reads, downloads, bookmarks, reviews, reports.
  const theirs = await approvedDocument(h, { seller: person, admin }, { title: 'Quokka Field Notes', pages: [['Marsupials of Rottnest Island.'], ['Diet and habitat.'], ['Breeding.']] });
  const bought = await approvedDocument(h, { seller: other, admin }, { title: 'Thermodynamics Lectures', pages: [['Entropy measures disorder.'], ['Heat flows from hot to cold.'], ['The third law.']] });
  ok(await other.client.post('/api/wallet/checkout', { documentIds: [theirs.id] }), 'sale');
  ok(await c.post('/api/wallet/checkout', { documentIds: [bought.id] }), 'purchase');
  ok(await c.post(`/api/documents/${bought.slug}/views`, { pageNumber: 2, progress: 40, device: { userAgent: 'QuokkaPhone', platform: 'ios' } }), 'view');
  ok(await c.get(`/api/documents/${bought.slug}/file`), 'download');
  ok(await c.put(`/api/documents/${bought.slug}/bookmark`), 'bookmark');
  ok(await c.put(`/api/documents/${bought.slug}/review`, { rating: 5, comment: 'Clear and complete.' }), 'review');
  ok(await c.post('/api/reports', { targetType: 'document', targetId: bought.id, reason: 'other', details: `Duplicate ${CANARY} of another.` }), 'report');
  ok(await c.post('/api/payments/checkout', { packageId: (await sql(h, 'select id from points_packages where is_active order by points limit 1'))[0].id }), 'points order');

  // The study tools.
  const chat = await c.post('/api/document-chats', { documentId: bought.id });
  ok(chat, 'chat');
  ok(await c.post('/api/homework/questions', { question: `Why does heat flow from a hot body to a cold one, ${CANARY}?` }), 'homework');
  const notes = `${`The ${CANARY} is a small marsupial. Quokkas live on Rottnest Island and eat grasses. `.repeat(6)}`;
  ok(await c.post('/api/flashcards/generate', { source: { kind: 'notes', text: notes }, cards: 10 }), 'deck from notes');
  const deck = await c.post('/api/flashcards/decks', { name: 'Marsupials', isPublic: true, cards: [{ front: 'Quokka', back: `A ${CANARY}` }] });
  ok(deck, 'deck');
  const card = (await c.get(`/api/flashcards/decks/${deck.body.id}`)).body.cards[0];
  ok(await c.post(`/api/flashcards/decks/${deck.body.id}/cards/${card.id}/review`, { rating: 3 }), 'card review');
  const plan = await c.post('/api/test-prep/plans', { name: 'Finals' });
  ok(plan, 'plan');
  const lecture = [
    'Entropy is a measure of the disorder of a system.', 'Enthalpy is the total heat content of a system.',
    'The first law of thermodynamics states that energy is conserved.', 'The second law states that the entropy of an isolated system never decreases.',
    'A calorimeter is an instrument that measures the heat of a reaction.', 'Temperature is a measure of the average kinetic energy of particles.',
    'An adiabatic process is a process in which no heat is exchanged.', `The ${CANARY} is a small marsupial that studies heat engines.`,
    'Heat flows from a hot body to a cold body until both reach the same temperature.', 'A heat engine is a machine that turns heat into work.',
  ].join(' ');
  ok(await c.post(`/api/test-prep/plans/${plan.body.id}/notes`, { title: 'Lecture 1', text: `${lecture}\n\n\n${lecture}` }), 'plan notes');
  const test = await c.post(`/api/test-prep/plans/${plan.body.id}/tests`, { questions: 5, kinds: ['true_false'] });
  ok(test, 'practice test');
  const made = await eventually(() => c.get(`/api/test-prep/tests/${test.body.id}`), (r) => r.body.status !== 'generating', 90_000);
  expect(made.body.status, JSON.stringify(made.body)).toBe('ready');
  ok(await c.post(`/api/test-prep/tests/${test.body.id}/attempts`, { mode: 'one', timeLimitMinutes: 30 }), 'attempt');
  ok(await c.post('/api/papers/from-editor', { content: `My essay on the ${CANARY} and the second law.` }), 'paper');
  ok(await c.post('/api/integrity/checks', { kind: 'ai-detection', text: `The ${CANARY} wrote this essay about heat and entropy in its own words, slowly. `.repeat(8) }), 'integrity check');
  for (const tool of ['homework', 'flashcards']) await doneAction(person.id, tool);

  // The public forms: signed in, and once as a guest with the same address in other letters.
  const [post] = await sql(h, 'select slug from blog_posts order by slug limit 1');
  ok(await c.post(`/api/blog/posts/${post.slug}/like`), 'like');
  const essay = `I study marsupials like the ${CANARY} because field work teaches patience. `.repeat(25);
  ok(await c.post('/api/content/scholarships/apply', { name: NAME, email: person.email, university: 'Quokka University', course: 'Zoology', essay }), 'scholarship');
  const guest = new Client(h.baseUrl);
  ok(await guest.post('/api/content/legal-notices', { kind: 'complaint', name: NAME, email: person.email.toUpperCase(), concerns: 'A review', claim: `It names the ${CANARY}.`, goodFaith: false }), 'complaint');
  ok(await c.post('/api/content/contact', { name: NAME, email: person.email, topic: 'General question', message: `Hello from the ${CANARY}, how do I export my data?` }), 'contact');
  await eventually(() => sql(h, 'select 1 from notifications where user_id = ?', [person.id]), (r) => r.length > 0);
  // Every job the use started has run (a job's follow-on jobs are queued in its own transaction), so no notification or
  // mail lands between the export and the read of the tables below (on a busy machine one did).
  await eventually(
    () => sql(h, "select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()"),
    (r) => r[0].n === 0,
    180_000,
  );
  await sql(h, 'delete from rate_limit_buckets');
}

describe('every personal-data port', () => {
  it('covers every table that names a user: each row exported, and after deletion gone or kept anonymised', async () => {
    const admin = await signUp(h, 'Ada Admin', { admin: true });
    const other = await signUp(h, 'Otto Other');
    const person = await signUp(h, NAME);
    await useEverything(person, other, admin);

    const columns = (await personColumns()).filter((c) => !STAFF_COLUMNS.has(`${c.table}.${c.column}`));
    const userColumns = new Map<string, Set<string>>();
    for (const c of columns) userColumns.set(c.table, (userColumns.get(c.table) ?? new Set()).add(c.column));
    const tables = [...userColumns.keys()];
    expect(tables.length).toBeGreaterThan(30);

    const exported = await person.client.get('/api/account/export');
    expect(exported.status).toBe(200);
    const everything = JSON.stringify(exported.body);
    const held = new Map<string, Record<string, unknown>[]>();
    const unlisted: string[] = [];
    for (const c of columns) {
      const found = await rowsOf(c, person);
      held.set(c.table, [...(held.get(c.table) ?? []), ...found]);
      if (c.table === 'users') continue; // the profile itself: checked below
      for (const row of found) {
        const missing = (await identity(c.table, row, userColumns.get(c.table)!, person)).filter((v) => !everything.includes(v));
        if (missing.length) unlisted.push(`${c.table}.${c.column}: ${missing.join(', ')}`);
      }
    }
    // Every table was used (or is named with its reason), so a new one cannot slip past unexercised.
    expect(tables.filter((t) => !held.get(t)?.length && !(t in NOT_REACHED))).toEqual([]);
    expect(unlisted).toEqual([]);
    expect(exported.body.accounts.profile.email).toBe(person.email);
    // What the bug left out: the forms, the contact message, the pasted notes.
    expect(exported.body.content.scholarshipApplications).toHaveLength(1);
    expect(exported.body.content.legalNotices).toHaveLength(1);
    expect(exported.body.content.contactMessages.map((m: { text: string }) => m.text).join()).toContain(CANARY);
    const fromNotes = exported.body.flashcards.decks.find((d: { origin: string }) => d.origin === 'notes');
    expect(fromNotes.notes.map((p: { text: string }) => p.text).join(' ')).toContain(CANARY);
    // No secret in the export: no hash, no live link.
    expect(everything).not.toMatch(/token_hash|code_hash|password_hash|totp_secret|token=/);

    const deleted = await person.client.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);

    const left: string[] = [];
    for (const c of columns) {
      if (KEPT.has(c.table)) continue;
      const found = await rowsOf(c, person);
      if (found.length) left.push(`${c.table}.${c.column}: ${found.length}`);
    }
    expect(left).toEqual([]);
    // What is kept is anonymised: no table holds the name, the address or anything they wrote.
    // The search index forgets them through the deletion's events, handled by the worker a moment later: wait for it.
    const all = await sql(h, `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const tablesHolding = async () => {
      const holding: string[] = [];
      for (const { table_name } of all) {
        const [hit] = await sql(h, `select count(*)::int as n from "${table_name}" t where t::text ilike any (array[?, ?, ?])`, [`%${person.email}%`, `%${NAME}%`, `%${CANARY}%`]);
        if (hit.n > 0) holding.push(table_name);
      }
      return holding;
    };
    expect(await eventually(tablesHolding, (holding) => holding.length === 0, 120_000)).toEqual([]);
  }, 600_000);
});
