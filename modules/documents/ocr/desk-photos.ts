// Test and bench support: a printed page photographed on a desk, made with sharp from a page we typeset. The page
// is lit darker than a scan (and unevenly), turned a few degrees, laid on a darker, grainy desk with a margin of
// desk on every side, slightly out of focus, and saved as a phone's JPEG. Every photo is made from a seed, so a
// failure can be made again. And the word accuracy of reading a set of them, through the upload path or naively.
import sharp from 'sharp';
import { logger, seededRandom as random } from '../../platform/index.ts';
import { pdfPool } from '../pdf/pool.ts';
import { oneDocument } from '../photos.ts';
import { notesPdf, wordAccuracy } from '../scan-support.ts';
import type { DocumentsSettings } from '../settings.ts';
import { readScannedPages } from './read-pages.ts';
import { recognise } from './tesseract.ts';

export type DeskShot = {
  /** Degrees clockwise, as the page lies on the desk. */
  tilt: number;
  /** The page's brightness, 1 for a scan: 0.6 is a dim room. */
  light: number;
  /** Gaussian blur sigma in pixels of the page image. */
  blur: number;
  /** Desk around the page, as a share of the page's width: [left, top, right, bottom]. */
  margins: [number, number, number, number];
  /** The desk's grey level (0-255), darker than the paper in the same light. */
  desk: number;
};

/**
 * `count` shots spread over the cases a phone photo meets: tilts from 2 to 12 degrees either way, lights from a
 * dim room to daylight, light to noticeable blur, and margins of desk from thin to wide, unevenly.
 */
export function deskShots(count: number, seed = 26): DeskShot[] {
  const next = random(seed);
  const between = (lo: number, hi: number) => lo + (hi - lo) * next();
  return Array.from({ length: count }, (_, i) => {
    const size = 2 + (10 * i) / Math.max(1, count - 1);
    const light = Math.round(between(0.55, 0.95) * 100) / 100;
    return {
      tilt: Math.round((i % 2 ? -size : size) * 10) / 10,
      light,
      blur: Math.round(between(0.3, 1.4) * 10) / 10,
      margins: [between(0.04, 0.25), between(0.04, 0.2), between(0.04, 0.25), between(0.04, 0.2)],
      desk: Math.round(light * 255 * between(0.2, 0.55)),
    };
  });
}

async function renderedPage(pdf: Uint8Array, page: number, dpi: number) {
  const r = await pdfPool(2).run({ op: 'raster', bytes: pdf, page, dpi, render: true }, { timeoutMs: 60_000 });
  return { grey: Buffer.from(r.file.subarray(r.file.length - r.width * r.height)), width: r.width, height: r.height };
}

/** Grain is drawn at a quarter of the size and scaled up: wood or laminate, not pixel noise. */
const GRAIN = 4;

/** A grainy desk: its grey level, a slow gradient and a little grain, as wood or laminate under a lamp. */
async function desk(width: number, height: number, level: number, seed: number): Promise<Buffer> {
  const next = random(seed);
  const [w, h] = [Math.ceil(width / GRAIN), Math.ceil(height / GRAIN)];
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = level * (0.85 + (0.3 * x) / w) + (next() - 0.5) * 24;
      const i = (y * w + x) * 3;
      [out[i], out[i + 1], out[i + 2]] = [v * 1.1, v * 0.95, v * 0.8].map((c) => Math.max(0, Math.min(255, c))) as [number, number, number];
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { fit: 'fill' }).raw().toBuffer();
}

/** The photo (a JPEG) of the page as rendered at `dpi`, taken as `shot` says. */
export async function deskPhoto(page: { grey: Buffer; width: number; height: number }, shot: DeskShot, seed: number): Promise<Uint8Array> {
  const { width, height } = page;
  // Darker, and darker still towards one side: a lamp off to the left.
  const lit = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) lit[y * width + x] = page.grey[y * width + x]! * shot.light * (1 - (0.12 * x) / width);
  }
  const turned = await sharp(lit, { raw: { width, height, channels: 1 } })
    .toColourspace('srgb')
    .ensureAlpha()
    .rotate(shot.tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  const [left, top, right, bottom] = shot.margins.map((m) => Math.round(m * width)) as [number, number, number, number];
  const deskWidth = turned.info.width + left + right;
  const deskHeight = turned.info.height + top + bottom;
  const photo = sharp(await desk(deskWidth, deskHeight, shot.desk, seed), { raw: { width: deskWidth, height: deskHeight, channels: 3 } })
    .composite([{ input: turned.data, left, top }]);
  const flat = await photo.png().toBuffer();
  return new Uint8Array(await sharp(flat).blur(Math.max(0.3, shot.blur)).jpeg({ quality: 85 }).toBuffer());
}

/** The evaluation set: a typeset page per shot (the notes vary by page), and its photo on a desk. */
export async function deskPhotoSet(count: number, options: { dpi?: number; seed?: number } = {}) {
  const notes = await notesPdf(count);
  const set: { shot: DeskShot; text: string; photo: Uint8Array }[] = [];
  for (const [i, shot] of deskShots(count, options.seed).entries()) {
    const page = await renderedPage(notes.pdf, i + 1, options.dpi ?? 150);
    set.push({ shot, text: notes.texts[i]!, photo: await deskPhoto(page, shot, (options.seed ?? 26) * 1000 + i) });
  }
  return set;
}

/**
 * Reads each photo the way an upload is read (photos.ts makes it a PDF page: the page found, turned upright and
 * level; then the OCR step on that page) and scores the text against the typeset page: the mean word accuracy,
 * each photo's, and the seconds a photo took.
 */
export async function readDeskPhotos(set: { text: string; photo: Uint8Array }[], settings: DocumentsSettings) {
  const each: number[] = [];
  const started = performance.now();
  for (const [i, { text, photo }] of set.entries()) {
    const pdf = await oneDocument([{ name: `IMG_${i}.jpg`, bytes: photo }], 'Desk photo', settings);
    const read = await readScannedPages({
      pdf: pdf!.bytes, texts: new Map([[1, { text: '' }]]), language: 'eng', settings, log: logger('desk-photos'), onProgress: () => {},
    });
    each.push(wordAccuracy(text, read.pages.get(1)?.text ?? ''));
  }
  const accuracy = each.reduce((a, b) => a + b, 0) / Math.max(1, each.length);
  return { accuracy, each, secondsPerPhoto: (performance.now() - started) / 1000 / Math.max(1, set.length) };
}

/** The same photos handed to Tesseract as they are (`--psm 3`, as the OCR step runs it): the naive reading. */
export async function readDeskPhotosAsTaken(set: { text: string; photo: Uint8Array }[], settings: DocumentsSettings) {
  const each: number[] = [];
  for (const { text, photo } of set) {
    const { data, info } = await sharp(photo).greyscale().png().toBuffer({ resolveWithObject: true });
    const out = await recognise({ file: data, dpi: Math.round(Math.max(info.width, info.height) / 11.69) }, {
      tesseractPath: settings.tesseractPath, language: 'eng', timeoutMs: 120_000, layer: false,
    });
    each.push(wordAccuracy(text, out.text));
  }
  return { accuracy: each.reduce((a, b) => a + b, 0) / Math.max(1, each.length), each };
}
