// Phone photos of a printed page lying on a desk (issue #26): tilted 2 to 12 degrees either way, with the desk and
// the page's edges in the frame, dim or uneven light, out of focus. Made at test time from pages we typeset, read
// through the upload path (the page found, turned level, cut out) and the OCR step, and scored word by word against
// the typeset text.
import { afterAll, describe, expect, it } from 'vitest';
import { findPage } from '../pdf/page-in-photo.ts';
import { pdfPool } from '../pdf/pool.ts';
import { loadConfig } from '../../../config/index.ts';
import { resolveSettings } from '../settings.ts';
import { deskPhotoSet, readDeskPhotos } from './desk-photos.ts';
import { ocrEngine } from './tesseract.ts';

const PHOTOS = 20;
const settings = resolveSettings(loadConfig(process.env));

afterAll(() => pdfPool(settings.renderThreads).close());

describe('a phone photo of a page on a desk', () => {
  it('finds the page: its box on a small copy, the desk around it; none in a photo that is all page', () => {
    const [width, height] = [100, 80];
    const grey = new Uint8Array(width * height).fill(60);
    for (let y = 10; y < 70; y++) for (let x = 20; x < 85; x++) grey[y * width + x] = (y % 6 === 0 && x > 25 && x < 80 ? 30 : 200);
    const page = findPage(grey, width, height)!;
    // The rim (one pixel) goes with the desk; the lines of text, dark as the desk, stay page.
    expect(page.box).toEqual({ left: 21, top: 11, right: 84, bottom: 69 });
    expect(page.mask[30 * width + 50]).toBe(1);
    expect(page.mask[5 * width + 5]).toBe(0);
    expect(findPage(new Uint8Array(width * height).fill(220), width, height)).toBeNull();
  });

  it(`reads ${PHOTOS} of them at 95% word accuracy or better`, async () => {
    const engine = await ocrEngine(settings.tesseractPath);
    expect(engine.available, 'Tesseract must be installed for this test').toBe(true);
    const set = await deskPhotoSet(PHOTOS);
    expect(new Set(set.map((p) => Math.sign(p.shot.tilt)))).toEqual(new Set([1, -1]));
    expect(Math.max(...set.map((p) => Math.abs(p.shot.tilt)))).toBe(12);
    const { accuracy, each, secondsPerPhoto } = await readDeskPhotos(set, settings);
    console.log(
      `desk photos: word accuracy ${(accuracy * 100).toFixed(1)}% over ${PHOTOS} photos (lowest ${(Math.min(...each) * 100).toFixed(1)}%), ${secondsPerPhoto.toFixed(1)} s a photo`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  }, 1_800_000);
});
