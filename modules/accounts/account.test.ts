// The user's own settings over HTTP: profile, avatar, billing address, notification preferences, dashboard
// mode; and an authorization walk of every accounts route as guest, user, another user, suspended user and admin.
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../platform/index.ts';
import { accountsRoutes, MESSAGES, notificationPreferenceIds } from './contract.ts';
import { bootAccounts, Client, clearRateLimits, type Harness, signedInUser, sql } from './harness.testing.ts';

let h: Harness;
const ids = { uniA: uuidv7(), uniB: uuidv7(), courseA: uuidv7(), courseB: uuidv7(), country: uuidv7() };

beforeAll(async () => {
  h = await bootAccounts();
  await sql(h, `insert into universities (id, name, slug) values (?, 'Alpha University', 'alpha'), (?, 'Beta University', 'beta')`, [ids.uniA, ids.uniB]);
  await sql(h, `insert into courses (id, university_id, name, slug) values (?, ?, 'Maths', 'maths'), (?, ?, 'Law', 'law')`, [
    ids.courseA, ids.uniA, ids.courseB, ids.uniB,
  ]);
  await sql(h, `insert into countries (id, name, code) values (?, 'Ireland', 'IE')`, [ids.country]);
});
afterAll(() => h?.close());
beforeEach(() => clearRateLimits(h));

/** A real 1x1 PNG (the avatar is decoded now, so the bytes must be a whole, valid image). */
const PNG = await sharp({ create: { width: 1, height: 1, channels: 4, background: { r: 10, g: 20, b: 30, alpha: 1 } } }).png().toBuffer();

describe('profile', () => {
  it('reads and updates name, university and course; email stays read-only', async () => {
    const { client, email } = await signedInUser(h);
    const before = await client.get('/api/account/profile');
    expect(before.body.user).toMatchObject({ email, universityId: null, courseId: null, avatarUrl: null });
    const res = await client.put('/api/account/profile', { fullName: 'Ada King', universityId: ids.uniA, courseId: ids.courseA, email: 'evil@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ fullName: 'Ada King', universityId: ids.uniA, courseId: ids.courseA, email });
    const cleared = await client.put('/api/account/profile', { fullName: 'Ada King', universityId: ids.uniB, courseId: null });
    expect(cleared.body.user).toMatchObject({ universityId: ids.uniB, courseId: null });
  });

  it('refuses a course of another university, a course without a university, and an unknown university', async () => {
    const { client, id } = await signedInUser(h);
    const other = await client.put('/api/account/profile', { fullName: 'X', universityId: ids.uniA, courseId: ids.courseB });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(MESSAGES.courseNotOfUniversity);
    const alone = await client.put('/api/account/profile', { fullName: 'X', universityId: null, courseId: ids.courseA });
    expect(alone.body.error.message).toBe(MESSAGES.courseNeedsUniversity);
    const unknown = await client.put('/api/account/profile', { fullName: 'X', universityId: uuidv7(), courseId: null });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(MESSAGES.universityUnknown);
    expect((await client.put('/api/account/profile', { fullName: '', universityId: null })).status).toBe(400);
    expect((await client.put('/api/account/profile', { fullName: 'X', universityId: 'nope' })).status).toBe(400);
    const [row] = await sql(h, 'select full_name, university_id from users where id = ?', [id]);
    expect(row).toEqual({ full_name: 'Ada Lovelace', university_id: null });
  });
});

describe('language (issue #30)', () => {
  it('is null until chosen, kept by the profile update, left alone when the settings form omits it, and cleared by null', async () => {
    const { client, id } = await signedInUser(h);
    expect((await client.get('/api/auth/me')).body.user.language).toBeNull();
    const chosen = await client.put('/api/account/profile', { fullName: 'Ada Lovelace', language: 'de' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.user.language).toBe('de');
    expect((await client.get('/api/auth/me')).body.user.language).toBe('de');
    await client.put('/api/account/profile', { fullName: 'Ada King', universityId: ids.uniA });
    expect((await client.get('/api/account/profile')).body.user).toMatchObject({ fullName: 'Ada King', language: 'de' });
    await client.put('/api/account/profile', { fullName: 'Ada King', language: null });
    const [row] = await sql(h, 'select language from users where id = ?', [id]);
    expect(row).toEqual({ language: null });
  });

  it('refuses a language Studyhall does not speak, in the error envelope, and changes nothing', async () => {
    const { client, id } = await signedInUser(h);
    const res = await client.put('/api/account/profile', { fullName: 'Ada Lovelace', language: 'it' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid_request', fields: { language: ['Choose one of en, de, es or fr.'] } });
    const [row] = await sql(h, 'select language from users where id = ?', [id]);
    expect(row).toEqual({ language: null });
  });

  it('guests and suspended users cannot set it (401); a user or an admin sets only their own', async () => {
    const owner = await signedInUser(h);
    const suspended = await signedInUser(h);
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    for (const client of [new Client(h.baseUrl), suspended.client]) {
      expect((await client.put('/api/account/profile', { fullName: 'X', language: 'fr' })).status).toBe(401);
    }
    for (const other of [await signedInUser(h), await signedInUser(h, { role: 'admin' })]) {
      const res = await other.client.put('/api/account/profile', { fullName: 'Other', language: 'es' });
      expect(res.body.user).toMatchObject({ id: other.id, language: 'es' });
    }
    const [row] = await sql(h, 'select (select language from users where id = ?) as owner, (select language from users where id = ?) as suspended', [owner.id, suspended.id]);
    expect(row).toEqual({ owner: null, suspended: null });
  });
});

describe('avatar', () => {
  const upload = (client: Client, bytes: Uint8Array, query = '', type = 'image/png') =>
    client.request('POST', `/api/account/avatar${query}`, undefined, { headers: { 'content-type': type }, raw: bytes });

  it('stores a 256x256 WebP at {userId}/{timestamp}_{filename}.webp in the avatars bucket and serves it publicly', async () => {
    const { client, id } = await signedInUser(h);
    const res = await upload(client, PNG, '?filename=My%20Photo.png');
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(new RegExp(`^/api/storage/avatars/${id}/\\d+_My_Photo\\.webp$`));
    const served = await fetch(h.baseUrl + res.body.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect((await client.get('/api/auth/me')).body.user.avatarUrl).toBe(res.body.avatarUrl);
  });

  it('turns a photo upright, crops it square from the centre, and strips its metadata (EXIF, ICC)', async () => {
    const { client } = await signedInUser(h);
    // 600x300, left half red, right half blue, stored sideways: EXIF orientation 6 means "turn 90° clockwise".
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: 'red' } }).png().toBuffer();
    const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: 'blue' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Ada Lovelace', Copyright: 'Secret Camera Co' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(client, photo, '?filename=holiday.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(/_holiday\.webp$/);
    const stored = Buffer.from(await (await fetch(h.baseUrl + res.body.avatarUrl)).arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Secret Camera Co')).toBe(false);
    // Upright, the red half is on top.
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [r1, , b1] = pixel(128, 8);
    const [r2, , b2] = pixel(128, 248);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(50);
    expect(r2).toBeLessThan(50);
    expect(b2).toBeGreaterThan(200);
  });

  it('judges the bytes, not the header or the name: a script named .png is refused, a PNG named .svg is stored as .webp', async () => {
    const { client } = await signedInUser(h);
    const fake = await upload(client, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), '?filename=a.png');
    expect(fake.status).toBe(400);
    expect(fake.body.error.message).toBe(MESSAGES.avatarType);
    const svg = await upload(client, PNG, '?filename=evil.svg');
    expect(svg.body.avatarUrl).toMatch(/_evil\.webp$/);
    const wrongType = await upload(client, PNG, '', 'image/svg+xml');
    expect(wrongType.status).toBe(415);
    // A GIF (its first frame) is accepted too, and becomes WebP like the rest.
    const gif = await sharp({ create: { width: 40, height: 20, channels: 4, background: 'green' } }).gif().toBuffer();
    const fromGif = await upload(client, gif, '?filename=anim.gif', 'image/gif');
    expect(fromGif.status).toBe(200);
    expect(fromGif.body.avatarUrl).toMatch(/_anim\.webp$/);
  });

  it("refuses an image that does not decode with 400 'Failed to update profile picture' and why, keeping the old avatar", async () => {
    const { client, id } = await signedInUser(h);
    const first = await upload(client, PNG);
    expect(first.status).toBe(200);
    const truncated = PNG.subarray(0, 40);
    const garbage = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(300, 7)]);
    for (const bytes of [truncated, garbage]) {
      const res = await upload(client, bytes);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_image');
      expect(res.body.error.message).toMatch(/^Failed to update profile picture: \S/);
    }
    // A "decompression bomb": small on the wire, 48 megapixels once decoded.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: 'white' } }).png().toBuffer();
    const bomb = await upload(client, huge);
    expect(bomb.status).toBe(400);
    expect(bomb.body.error.message).toBe('Failed to update profile picture: Input image exceeds pixel limit');
    const [row] = await sql(h, 'select avatar_url from users where id = ?', [id]);
    expect(row.avatar_url).toBe(first.body.avatarUrl);
  });

  it('removes the previous avatar file when a new one is stored', async () => {
    const { client } = await signedInUser(h);
    const first = await upload(client, PNG);
    const second = await upload(client, PNG);
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect((await fetch(h.baseUrl + first.body.avatarUrl)).status).toBe(404);
    expect((await fetch(h.baseUrl + second.body.avatarUrl)).status).toBe(200);
  });

  it('refuses more than 5 MB with 413', async () => {
    const { client } = await signedInUser(h);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(client, big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(MESSAGES.avatarTooLarge);
  });
});

describe('billing address', () => {
  it('is null until saved, then round-trips with address_updated_at set', async () => {
    const { client } = await signedInUser(h);
    expect((await client.get('/api/account/billing-address')).body).toEqual({ address: null });
    const body = { addressLine1: '1 Main St', city: 'Dublin', countryId: ids.country, postalCode: 'D01', phone: '+353 1 234 5678', defaultBillingAddress: true };
    const res = await client.put('/api/account/billing-address', body);
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ ...body, addressLine2: null, state: null });
    expect(Date.parse(res.body.address.addressUpdatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await client.get('/api/account/billing-address')).body).toEqual(res.body);
  });

  it('needs line 1, city, postal code and a known country; validates the phone', async () => {
    const { client, id } = await signedInUser(h);
    const base = { addressLine1: '1 Main St', city: 'Dublin', countryId: ids.country, postalCode: 'D01' };
    expect((await client.put('/api/account/billing-address', { ...base, addressLine1: '' })).body.error.fields.addressLine1).toContain('Address line 1 is required');
    expect((await client.put('/api/account/billing-address', { ...base, city: undefined })).status).toBe(400);
    expect((await client.put('/api/account/billing-address', { ...base, phone: 'call me' })).body.error.fields.phone).toContain('Enter a valid phone number');
    const unknown = await client.put('/api/account/billing-address', { ...base, countryId: uuidv7() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(MESSAGES.countryUnknown);
    const [row] = await sql(h, 'select address_line1 from users where id = ?', [id]);
    expect(row.address_line1).toBeNull();
  });
});

describe('notification preferences', () => {
  it('starts with all eight enabled and turns one off and on', async () => {
    const { client } = await signedInUser(h);
    const all = await client.get('/api/account/notifications');
    expect(all.body.items).toEqual(notificationPreferenceIds.map((id) => ({ id, enabled: true })));
    const off = await client.put('/api/account/notifications/order-status', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.items.find((p: any) => p.id === 'order-status').enabled).toBe(false);
    expect(off.body.items.filter((p: any) => p.enabled)).toHaveLength(7);
    const on = await client.put('/api/account/notifications/order-status', { enabled: true });
    expect(on.body.items.every((p: any) => p.enabled)).toBe(true);
    expect((await client.put('/api/account/notifications/nonsense', { enabled: true })).status).toBe(400);
    expect((await client.put('/api/account/notifications/order-status', { enabled: 'yes' })).status).toBe(400);
  });
});

describe('dashboard mode', () => {
  it('is student by default and persists per user', async () => {
    const a = await signedInUser(h);
    const b = await signedInUser(h);
    expect((await a.client.get('/api/account/dashboard-mode')).body).toEqual({ mode: 'student' });
    expect((await a.client.put('/api/account/dashboard-mode', { mode: 'seller' })).body).toEqual({ mode: 'seller' });
    expect((await a.client.get('/api/account/dashboard-mode')).body).toEqual({ mode: 'seller' });
    expect((await b.client.get('/api/account/dashboard-mode')).body).toEqual({ mode: 'student' });
    expect((await a.client.put('/api/account/dashboard-mode', { mode: 'teacher' })).status).toBe(400);
  });
});

describe('authorization walk', () => {
  const guarded = Object.entries(accountsRoutes).filter(([, spec]) => 'access' in spec && spec.access === 'user');

  function pathOf(path: string, sessionId: string) {
    return path.replace('{id}', sessionId).replace('{preferenceId}', 'order-status');
  }

  it('every signed-in route answers 401 to a guest and to a suspended user, and nobody reaches another user', async () => {
    const owner = await signedInUser(h);
    const suspended = await signedInUser(h);
    const admin = await signedInUser(h, { role: 'admin' });
    await sql(h, `update users set status = 'suspended' where id = ?`, [suspended.id]);
    const [ownerSession] = (await owner.client.get('/api/account/sessions')).body.items;
    const guest = new Client(h.baseUrl);

    for (const [name, spec] of guarded) {
      const path = pathOf(spec.path, ownerSession.id);
      for (const [who, client] of [['guest', guest], ['suspended', suspended.client]] as const) {
        const res = await client.request(spec.method.toUpperCase(), path, spec.method === 'get' ? undefined : {});
        expect(res.status, `${who} ${name}`).toBe(401);
        expect(['User not authenticated', 'Auth session missing!'], `${who} ${name}`).toContain(res.body.error.message);
      }
    }
    // Another user and an admin see their own data only: the owner's session id is not theirs to revoke.
    for (const other of [await signedInUser(h), admin]) {
      expect((await other.client.delete(`/api/account/sessions/${ownerSession.id}`)).status).toBe(404);
      const mine = (await other.client.get('/api/account/profile')).body.user;
      expect(mine.id).toBe(other.id);
      expect((await other.client.get('/api/account/sessions')).body.items.map((s: any) => s.id)).not.toContain(ownerSession.id);
    }
    expect((await owner.client.get('/api/auth/me')).status).toBe(200);
  });

  it('a signed-in user and an admin reach every signed-in route (no 401 or 403)', async () => {
    for (const who of [await signedInUser(h), await signedInUser(h, { role: 'admin' })]) {
      for (const [name, spec] of guarded) {
        // Need their own inputs (and two would delete the account), tested elsewhere (account-life.test.ts for changeEmail
        // and the deletions; google.test.ts for the Google link, which needs Google sign-in on).
        if (['disableTotp', 'verifyTotp', 'avatar', 'changeEmail', 'deleteAccount', 'deleteUser', 'googleLinkStart', 'googleUnlink'].includes(name)) continue;
        const token = name === 'revokeSession' ? (await who.client.post('/api/auth/tokens', { name: 'walk' })).body.session.id : '';
        const path = pathOf(spec.path, token);
        const res = await who.client.request(spec.method.toUpperCase(), path, spec.method === 'get' ? undefined : bodies[name] ?? {});
        expect([200, 201], `${name}: ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    }
  });

  const bodies: Record<string, unknown> = {
    updatePassword: { currentPassword: 'correct horse battery', password: 'correct horse battery', confirmPassword: 'correct horse battery' },
    createToken: {},
    updateProfile: { fullName: 'Walker' },
    updateBilling: { addressLine1: '1 Main St', city: 'Dublin', countryId: ids.country, postalCode: 'D01' },
    updateNotification: { enabled: false },
    updateDashboardMode: { mode: 'seller' },
  };
});
