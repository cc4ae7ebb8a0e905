// A drawn page (RGBA) to the WebP a reader downloads: scaled to the width its kind is shown at, a locked page
// blurred (from a small render, so no readable copy of it exists anywhere public). Runs in a PDF thread (and the
// previews bench); erasable TypeScript only.
import sharp from 'sharp';
import type { RenderKind } from './protocol.ts';

export async function encodePreview(pixels: Uint8Array, width: number, height: number, kind: RenderKind, target: number, quality: number) {
  let image = sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha();
  if (width !== target) image = image.resize({ width: target });
  if (kind === 'locked') image = image.blur(Math.max(2, target / 80));
  const { data, info } = await image
    .webp({ quality: kind === 'locked' ? 40 : quality, effort: kind === 'readable' ? 2 : 0 })
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}
