// A drawn page (RGBA) to the WebP a reader downloads: scaled to the width its kind is shown at, a locked page
// blurred (from a small render, so no readable copy of it exists anywhere public). A readable page and the cover are
// lossless when a sample of the page says lossless comes out smaller: text pages often do (and lossless effort 0
// is also faster than lossy effort 2 there), pages of photographs, shading and dense small print do not. Runs in a
// PDF thread (and the previews bench); erasable TypeScript only.
import sharp from 'sharp';
import type { RenderKind } from './protocol.ts';

/** The sample the encoder is chosen on: this many bands of rows, spread down the page, together SAMPLE_SHARE of it. */
const SAMPLE_BANDS = 3;
const SAMPLE_SHARE = 1 / 10;

const lossy = (image: sharp.Sharp, quality: number, effort: number) => image.webp({ quality, effort });
const lossless = (image: sharp.Sharp) => image.webp({ lossless: true, effort: 0 });

/** SAMPLE_BANDS bands of rows (at a quarter, half and three quarters down the page) as one RGBA image. */
function sampleBands(pixels: Uint8Array, width: number, height: number) {
  const rows = Math.max(1, Math.round((height * SAMPLE_SHARE) / SAMPLE_BANDS));
  const stride = width * 4;
  const out = new Uint8Array(SAMPLE_BANDS * rows * stride);
  for (let b = 0; b < SAMPLE_BANDS; b++) {
    const top = Math.min(height - rows, Math.max(0, Math.round(((b + 1) * height) / (SAMPLE_BANDS + 1) - rows / 2)));
    out.set(pixels.subarray(top * stride, (top + rows) * stride), b * rows * stride);
  }
  return { pixels: out, width, height: SAMPLE_BANDS * rows };
}

/** True when the sample comes out no larger lossless (effort 0) than lossy at `quality` (effort 2). */
async function losslessIsSmaller(pixels: Uint8Array, width: number, height: number, quality: number): Promise<boolean> {
  const sample = sampleBands(pixels, width, height);
  const raw = () => sharp(sample.pixels, { raw: { width: sample.width, height: sample.height, channels: 4 } }).removeAlpha();
  const [exact, approximate] = await Promise.all([lossless(raw()).toBuffer(), lossy(raw(), quality, 2).toBuffer()]);
  return exact.length <= approximate.length;
}

export async function encodePreview(pixels: Uint8Array, width: number, height: number, kind: RenderKind, target: number, quality: number) {
  let image = sharp(pixels, { raw: { width, height, channels: 4 } }).removeAlpha();
  if (width !== target) image = image.resize({ width: target });
  if (kind === 'locked') image = image.blur(Math.max(2, target / 80));
  if (kind === 'locked') image = lossy(image, 40, 0);
  else if (await losslessIsSmaller(pixels, width, height, quality)) image = lossless(image);
  else image = lossy(image, quality, kind === 'readable' ? 2 : 0);
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}
