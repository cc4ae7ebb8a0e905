// How far a photographed page's lines of text lean: a projection-profile search. Lines of text make a
// horizontal profile of dark pixels (a count per row) that is all peaks and gaps when the rows follow the lines,
// and smeared when they cut across them; the angle whose profile has the largest sum of squares is the lean.
// Works on a small greyscale copy (about 1000 px wide), in a PDF thread; erasable TypeScript only.

/** The search covers a hand-held shot's lean; beyond it the page is sideways or upside down (OSD's part). */
const MAX_DEGREES = 15;
/** Below this the page is left as it is: resampling it would cost more sharpness than the lean costs Tesseract. */
export const MIN_DESKEW_DEGREES = 0.3;

function score(xs: Int32Array, ys: Int32Array, count: number, degrees: number, rows: Float64Array): number {
  const slope = Math.tan((degrees * Math.PI) / 180);
  rows.fill(0);
  const offset = rows.length / 2;
  for (let i = 0; i < count; i++) {
    const row = Math.round(ys[i]! - xs[i]! * slope + offset);
    if (row >= 0 && row < rows.length) rows[row]!++;
  }
  let sum = 0;
  for (let r = 0; r < rows.length; r++) sum += rows[r]! * rows[r]!;
  return sum;
}

/**
 * The angle in degrees (clockwise, y pointing down) that the text lines of this greyscale image are turned by, to
 * a tenth of a degree; 0 when there is no ink to go by. Turning the image by minus this puts the lines level.
 */
export function skewDegrees(grey: Uint8Array, width: number, height: number): number {
  const xs = new Int32Array(grey.length);
  const ys = new Int32Array(grey.length);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (grey[y * width + x]! < 128) {
        xs[count] = x;
        ys[count++] = y;
      }
    }
  }
  if (count < 50) return 0;
  const rows = new Float64Array(height * 2 + width);
  const best = (from: number, to: number, step: number) => {
    let angle = 0;
    let top = -1;
    for (let a = from; a <= to + 1e-9; a += step) {
      const s = score(xs, ys, count, a, rows);
      if (s > top) [top, angle] = [s, a];
    }
    return angle;
  };
  const coarse = best(-MAX_DEGREES, MAX_DEGREES, 1);
  return Math.round(best(coarse - 1, coarse + 1, 0.1) * 10) / 10;
}
