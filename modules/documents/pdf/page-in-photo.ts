// Where the page is in a phone photo of a printed page lying on a desk: the paper is the brightest large thing in
// the frame. On a small greyscale copy, Otsu's threshold splits bright from dark; the largest bright region is the
// paper; everything dark that reaches the frame's edge without crossing it is desk (the text, dark too, is enclosed
// by paper and stays page). The photo is then cut to the page's bounding box, the paper brought up to white where
// it lies (a dim room's grey page, a lamp off to one side) and the desk in the corners painted white, so the lean
// search (deskew.ts), orientation detection, contrast stretch and Tesseract see only the page.
// Runs in a PDF thread; erasable TypeScript only.
import sharp from 'sharp';

/** The copy the page is looked for on: the paper's outline needs no detail. */
export const PAGE_SEARCH_SIDE = 400;
/** A bright region smaller than this share of the frame is not a page held up to the camera. */
const MIN_PAGE_SHARE = 0.15;
/** Less desk than this (a scan, a photo filled by its page) leaves the photo as it is. */
const MIN_DESK_SHARE = 0.01;

export type PageInPhoto = {
  /** One byte per pixel of the small copy: 1 on the page (paper and its text), 0 on the desk. */
  mask: Uint8Array;
  width: number;
  height: number;
  /** The page's bounding box on the small copy, right and bottom exclusive. */
  box: { left: number; top: number; right: number; bottom: number };
  /** The paper's grey level around each pixel of the small copy (0 on the desk): what becomes white. */
  light: Uint8Array;
};

/** How far (small-copy pixels) the paper's light is looked for around a pixel: wider than a line of text is tall. */
const LIGHT_RADIUS = 6;

/** One pass along rows (`step` 1) or columns (`step` width) of a window `radius` either side: its maximum or its sum. */
function pass(values: Float64Array, width: number, height: number, step: number, radius: number, kind: 'max' | 'sum'): Float64Array {
  const out = new Float64Array(values.length);
  const [lines, length, stride] = step === 1 ? [height, width, width] : [width, height, 1];
  for (let l = 0; l < lines; l++) {
    const base = l * stride;
    let running = 0;
    for (let d = 0; d < Math.min(length, radius); d++) running += values[base + d * step]!;
    for (let k = 0; k < length; k++) {
      if (kind === 'sum') {
        if (k + radius < length) running += values[base + (k + radius) * step]!;
        if (k - radius - 1 >= 0) running -= values[base + (k - radius - 1) * step]!;
        out[base + k * step] = running;
        continue;
      }
      let top = 0;
      for (let d = Math.max(0, k - radius); d <= Math.min(length - 1, k + radius); d++) if (values[base + d * step]! > top) top = values[base + d * step]!;
      out[base + k * step] = top;
    }
  }
  return out;
}

/**
 * The light falling on the paper around each pixel: the brightest page pixel nearby (text is darker than its
 * paper), smoothed. Dividing by it evens out a lamp off to one side, which a single threshold cannot read through.
 */
function paperLight(grey: Uint8Array, mask: Uint8Array, width: number, height: number): Uint8Array {
  const onPage = Float64Array.from(grey, (v, i) => (mask[i] ? v : 0));
  const both = (values: Float64Array, kind: 'max' | 'sum') => pass(pass(values, width, height, 1, LIGHT_RADIUS, kind), width, height, width, LIGHT_RADIUS, kind);
  const brightest = both(onPage, 'max');
  const total = both(brightest, 'sum');
  const count = both(Float64Array.from(brightest, (v) => (v > 0 ? 1 : 0)), 'sum');
  return Uint8Array.from(total, (t, i) => (mask[i] && count[i]! ? t / count[i]! : 0));
}

/** Otsu's threshold: the grey level that best splits the histogram into two classes. */
export function otsu(grey: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of grey) histogram[v]!++;
  let total = 0;
  for (let i = 0; i < 256; i++) total += i * histogram[i]!;
  let below = 0;
  let belowSum = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (!below) continue;
    const above = grey.length - below;
    if (!above) break;
    belowSum += t * histogram[t]!;
    const between = below * above * (belowSum / below - (total - belowSum) / above) ** 2;
    if (between > best) [best, threshold] = [between, t];
  }
  return threshold;
}

/**
 * Marks `label` in `labels` on every pixel reachable from `seeds` over pixels that are `open` and not yet labelled
 * (4-neighbours); answers how many. `stack` is scratch space of the image's size.
 */
function flood(width: number, size: number, seeds: number[], open: Uint8Array, labels: Int32Array, label: number, stack: Int32Array): number {
  let top = 0;
  let count = 0;
  const visit = (i: number) => {
    if (labels[i] || !open[i]) return;
    labels[i] = label;
    stack[top++] = i;
    count++;
  };
  for (const s of seeds) visit(s);
  while (top) {
    const i = stack[--top]!;
    const x = i % width;
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < size) visit(i + width);
  }
  return count;
}

/**
 * The page in a small greyscale photo, or null when there is no desk to cut away (the page fills the frame) or no
 * bright region large enough to be a page.
 */
export function findPage(grey: Uint8Array, width: number, height: number): PageInPhoto | null {
  const size = width * height;
  const threshold = otsu(grey);
  const bright = Uint8Array.from(grey, (v) => (v > threshold ? 1 : 0));
  const stack = new Int32Array(size);
  // The largest bright region: every region labelled (1, 2, ...), the largest kept.
  const labels = new Int32Array(size);
  let [label, largest, largestLabel] = [0, 0, 0];
  for (let i = 0; i < size; i++) {
    if (labels[i] || !bright[i]) continue;
    const count = flood(width, size, [i], bright, labels, ++label, stack);
    if (count > largest) [largest, largestLabel] = [count, label];
  }
  if (largest < size * MIN_PAGE_SHARE) return null;
  // The desk: whatever is not that region and joins the frame's edge around it.
  const edge: number[] = [];
  for (let x = 0; x < width; x++) edge.push(x, size - width + x);
  for (let y = 0; y < height; y++) edge.push(y * width, y * width + width - 1);
  const notPage = Uint8Array.from(labels, (l) => (l === largestLabel ? 0 : 1));
  const deskLabels = new Int32Array(size);
  if (flood(width, size, edge, notPage, deskLabels, 1, stack) < size * MIN_DESK_SHARE) return null;
  const desk = deskLabels;
  // One pixel of the page's rim goes to the desk as well: at full size it is where the paper's edge blurs into it.
  const mask = new Uint8Array(size);
  const box = { left: width, top: height, right: 0, bottom: 0 };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const rim = (x > 0 && desk[i - 1]) || (x < width - 1 && desk[i + 1]) || (y > 0 && desk[i - width]) || (y < height - 1 && desk[i + width]);
      if (desk[i] || rim) continue;
      mask[i] = 1;
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x + 1);
      box.bottom = Math.max(box.bottom, y + 1);
    }
  }
  return { mask, width, height, box, light: paperLight(grey, mask, width, height) };
}

/**
 * Paints the desk paper-white in the full-size photo (`pixels`, `channels` bytes a pixel) and answers the page's
 * bounding box in full-size pixels, for cutting it out.
 */
function whitenDesk(pixels: Uint8Array, width: number, height: number, channels: number, page: PageInPhoto) {
  const sx = page.width / width;
  const sy = page.height / height;
  for (let y = 0; y < height; y++) {
    const row = Math.min(page.height - 1, Math.floor(y * sy)) * page.width;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      const light = page.light[row + Math.min(page.width - 1, Math.floor(x * sx))]!;
      if (!light) pixels.fill(255, at, at + channels);
      else for (let c = at; c < at + channels; c++) pixels[c] = Math.min(255, (pixels[c]! * 255) / light);
    }
  }
  const left = Math.floor(page.box.left / sx);
  const top = Math.floor(page.box.top / sy);
  return { left, top, width: Math.min(width, Math.ceil(page.box.right / sx)) - left, height: Math.min(height, Math.ceil(page.box.bottom / sy)) - top };
}

type Raw = { width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** The photo cut to its page, the desk in the corners painted white; the photo as it was when no desk is found. */
export async function cutToPage(pixels: Buffer, raw: Raw): Promise<{ pixels: Buffer; raw: Raw }> {
  const small = await sharp(pixels, { raw })
    .resize({ width: PAGE_SEARCH_SIDE, height: PAGE_SEARCH_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const page = findPage(small.data, small.info.width, small.info.height);
  if (!page) return { pixels, raw };
  const box = whitenDesk(pixels, raw.width, raw.height, raw.channels, page);
  const { data, info } = await sharp(pixels, { raw }).extract(box).raw().toBuffer({ resolveWithObject: true });
  return { pixels: data, raw: { width: info.width, height: info.height, channels: info.channels } };
}
