// The user's own settings: profile (university and course), avatar, billing address, notification
// preferences and dashboard mode.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import sharp from 'sharp';
import { listCountries, listCourses } from '../catalogue/index.ts';
import { badRequest, HttpError, type Platform, safeFileName } from '../platform/index.ts';
import {
  AVATAR_MAX_BYTES, type BillingBody, type DashboardMode, type Language, MESSAGES, type NotificationPreferenceId, notificationPreferenceIds,
} from './contract.ts';
import { iso, one, pgCode, rows } from './db.ts';
import { PROFILE_COLUMNS, toProfile } from './users.ts';

async function courseBelongsTo(em: EntityManager, courseId: string, universityId: string): Promise<boolean> {
  for (let page = 1; ; page++) {
    const found = await listCourses(em, { universityId, page, pageSize: 500 });
    if (found.items.some((c) => c.id === courseId)) return true;
    if (page * 500 >= found.total) return false;
  }
}

export async function updateProfile(
  em: EntityManager,
  userId: string,
  input: { fullName: string; universityId: string | null; courseId: string | null; language?: Language | null },
) {
  if (input.courseId && !input.universityId) throw badRequest(MESSAGES.courseNeedsUniversity, { courseId: [MESSAGES.courseNeedsUniversity] });
  if (input.courseId && input.universityId && !(await courseBelongsTo(em, input.courseId, input.universityId))) {
    throw badRequest(MESSAGES.courseNotOfUniversity, { courseId: [MESSAGES.courseNotOfUniversity] });
  }
  try {
    const row = await one(
      em,
      `update users set full_name = ?, university_id = ?, course_id = ?,
         language = case when ?::boolean then ?::text else language end, updated_at = now()
       where id = ? returning ${PROFILE_COLUMNS}`,
      [input.fullName, input.universityId, input.courseId, input.language !== undefined, input.language ?? null, userId],
    );
    return toProfile(row!);
  } catch (error) {
    // The foreign key is the final word on whether the university exists.
    if (pgCode(error) === '23503') throw badRequest(MESSAGES.universityUnknown, { universityId: [MESSAGES.universityUnknown] });
    throw error;
  }
}

// --- avatar ----------------------------------------------------------------------------------------------

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
type ImageType = (typeof IMAGE_TYPES)[number];

/** The image type the bytes really are (by their magic numbers), whatever the request claims. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return null;
}

async function readBody(ctx: Context, max: number): Promise<Buffer> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > max) throw new HttpError(413, 'payload_too_large', MESSAGES.avatarTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > max) {
      ctx.req.unpipe?.();
      ctx.set('Connection', 'close');
      throw new HttpError(413, 'payload_too_large', MESSAGES.avatarTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Avatars are stored as this many pixels square. */
export const AVATAR_SIZE = 256;
/** Larger images are refused before they are decoded: a few MB of PNG can unpack to gigabytes. */
const AVATAR_MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the image (the first frame of an animation), turns it upright by its EXIF orientation, crops it to
 * a 256x256 square from the centre, and encodes WebP. Nothing of the original's metadata (EXIF with its GPS
 * position, XMP, ICC profile, comments) survives. An image that does not decode is a 400 saying why.
 */
export async function avatarImage(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: AVATAR_MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    const reason = String((error as Error)?.message ?? error).split('\n')[0]!.slice(0, 200);
    const message = `${MESSAGES.avatarUnreadable}: ${reason}`;
    throw badRequest(message, { file: [message] }, 'invalid_image');
  }
}

/** Stores a new avatar (256x256 WebP) in the public avatars bucket at {userId}/{timestamp}_{filename}.webp. */
export async function uploadAvatar(platform: Platform, ctx: Context, em: EntityManager, userId: string, filename?: string) {
  const declared = ctx.get('content-type').split(';')[0]!.trim().toLowerCase();
  if (!(IMAGE_TYPES as readonly string[]).includes(declared)) throw new HttpError(415, 'unsupported_media_type', MESSAGES.avatarType);
  const bytes = await readBody(ctx, AVATAR_MAX_BYTES);
  // Only the four accepted formats reach the decoder, whatever else libvips could read.
  if (!sniffImage(bytes)) throw badRequest(MESSAGES.avatarType, { file: [MESSAGES.avatarType] }, 'invalid_image');
  const image = await avatarImage(bytes);
  // Whatever came in, what is stored (and served) is WebP, named so.
  const base = safeFileName(filename || 'avatar').replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 80) || 'avatar';
  const key = `${userId}/${Date.now()}_${safeFileName(`${base}.webp`)}`;
  await platform.storage.put('avatars', key, image);
  const avatarUrl = platform.storage.publicUrl('avatars', key);
  const before = await one(em, 'select avatar_url from users where id = ?', [userId]);
  await rows(em, 'update users set avatar_url = ?, updated_at = now() where id = ?', [avatarUrl, userId]);
  // The previous upload is no longer needed (only files of our own bucket and this user are removed).
  const prefix = `/api/storage/avatars/${userId}/`;
  if (typeof before?.avatar_url === 'string' && before.avatar_url.startsWith(prefix)) {
    await platform.storage.remove('avatars', before.avatar_url.slice('/api/storage/avatars/'.length)).catch(() => {});
  }
  return { avatarUrl };
}

// --- billing address -----------------------------------------------------------------------------------------

const BILLING_COLUMNS = `address_line1, address_line2, city, state, country_id, postal_code, phone,
  default_billing_address, address_updated_at`;

export async function billingAddress(em: EntityManager, userId: string) {
  const r = await one(em, `select ${BILLING_COLUMNS} from users where id = ?`, [userId]);
  if (!r?.address_line1) return { address: null };
  return {
    address: {
      addressLine1: r.address_line1,
      addressLine2: r.address_line2 ?? null,
      city: r.city ?? null,
      state: r.state ?? null,
      countryId: r.country_id ?? null,
      postalCode: r.postal_code ?? null,
      phone: r.phone ?? null,
      defaultBillingAddress: Boolean(r.default_billing_address),
      addressUpdatedAt: iso(r.address_updated_at),
    },
  };
}

export async function updateBillingAddress(em: EntityManager, userId: string, input: BillingBody) {
  const countries = await listCountries(em);
  if (!countries.some((c) => c.id === input.countryId)) throw badRequest(MESSAGES.countryUnknown, { countryId: [MESSAGES.countryUnknown] });
  await rows(
    em,
    `update users set address_line1 = ?, address_line2 = ?, city = ?, state = ?, country_id = ?, postal_code = ?, phone = ?,
       default_billing_address = ?, address_updated_at = now(), updated_at = now() where id = ?`,
    [input.addressLine1, input.addressLine2, input.city, input.state, input.countryId, input.postalCode, input.phone,
      input.defaultBillingAddress, userId],
  );
  return billingAddress(em, userId);
}

// --- notification preferences ---------------------------------------------------------------------------

/** All eight preferences; one without a row is enabled (the spec's default). */
export async function notificationPreferences(em: EntityManager, userId: string) {
  const stored = await rows(em, 'select preference_id, enabled from notification_preferences where user_id = ?', [userId]);
  const byId = new Map(stored.map((r) => [r.preference_id as string, Boolean(r.enabled)]));
  return { items: notificationPreferenceIds.map((id) => ({ id, enabled: byId.get(id) ?? true })) };
}

export async function setNotificationPreference(em: EntityManager, userId: string, id: NotificationPreferenceId, enabled: boolean) {
  await rows(
    em,
    `insert into notification_preferences (user_id, preference_id, enabled) values (?, ?, ?)
     on conflict (user_id, preference_id) do update set enabled = excluded.enabled, updated_at = now()`,
    [userId, id, enabled],
  );
  return notificationPreferences(em, userId);
}

/** Whether a user wants notifications of one kind (for the modules that send them). */
export async function wantsNotification(em: EntityManager, userId: string, id: NotificationPreferenceId): Promise<boolean> {
  const row = await one(em, 'select enabled from notification_preferences where user_id = ? and preference_id = ?', [userId, id]);
  return row ? Boolean(row.enabled) : true;
}

// --- dashboard mode --------------------------------------------------------------------------------------

export async function dashboardMode(em: EntityManager, userId: string): Promise<{ mode: DashboardMode }> {
  const row = await one(em, 'select dashboard_mode from users where id = ?', [userId]);
  return { mode: row!.dashboard_mode };
}

export async function setDashboardMode(em: EntityManager, userId: string, mode: DashboardMode) {
  await rows(em, 'update users set dashboard_mode = ?, updated_at = now() where id = ?', [mode, userId]);
  return { mode };
}
