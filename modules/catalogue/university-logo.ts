// A university's logo, uploaded by an admin: the raw image (PNG, JPEG or WebP, judged by its bytes, at most 2 MB)
// is fitted into 256x256 on transparency, stored as WebP in the public `assets` bucket under a new key (so caches
// never serve the old one), set as the logo, and audited. EXIF and every other metadata are dropped.
import type { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'koa';
import sharp from 'sharp';
import { badRequest, HttpError, notFound, type Platform, rows } from '../platform/index.ts';
import { type Act, entryForAdmin, recordCatalogueAction } from './admin.ts';
import { CATALOGUE_MESSAGES } from './contract.ts';
import { catalogueEdited } from './edits.ts';

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const LOGO_SIZE = 256;
const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

async function readImage(ctx: Context): Promise<Buffer> {
  if (Number(ctx.get('content-length') || 0) > LOGO_MAX_BYTES) throw new HttpError(413, 'payload_too_large', CATALOGUE_MESSAGES.logoTooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > LOGO_MAX_BYTES) {
      ctx.set('Connection', 'close');
      throw new HttpError(413, 'payload_too_large', CATALOGUE_MESSAGES.logoTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export async function setUniversityLogo(platform: Platform, em: EntityManager, ctx: Context, id: string, act: Act) {
  const bytes = await readImage(ctx);
  if (!LOGO_TYPES.has((await fileTypeFromBuffer(bytes))?.mime ?? '')) throw new HttpError(415, 'unsupported_media_type', CATALOGUE_MESSAGES.logoType);
  let logo: Buffer;
  try {
    logo = await sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(CATALOGUE_MESSAGES.logoUnreadable, { file: [CATALOGUE_MESSAGES.logoUnreadable] }, 'invalid_image');
  }
  const key = `universities/${id}/logo-${Date.now().toString(36)}.webp`;
  await em.transactional(async (tx) => {
    const [university] = await rows(tx, 'select logo_url from universities where id = ? for update', [id]);
    if (!university) throw notFound(CATALOGUE_MESSAGES.notFound);
    await platform.storage.put('assets', key, logo);
    const logoUrl = platform.storage.publicUrl('assets', key);
    await rows(tx, 'update universities set logo_url = ?, updated_at = now() where id = ?', [logoUrl, id]);
    await recordCatalogueAction(tx, 'universities', id, act, 'logo-changed', { from: university.logo_url, to: logoUrl });
  });
  catalogueEdited();
  return entryForAdmin(em, 'universities', id);
}
