// A scanned page is usually one image drawn over the whole page: the scan itself. Tesseract can read that image as
// it is stored (a JPEG handed over untouched; deflated pixels inflated by zlib), at the scan's own resolution,
// which saves rendering the page at a higher one (pdfjs decodes the image in JavaScript and scales it up: more
// time than Tesseract takes on some pages, and more pixels for Tesseract to read with nothing gained). Anything
// else (text, vector drawing, several images, a turned or partial image, a colour space or filter other than the
// plain ones) answers null and the page is rendered. Runs in a PDF thread; erasable TypeScript only.
import { inflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFDict, type PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';

/** What Tesseract reads: an image file (JPEG, or a PGM / PPM of the inflated pixels) and its resolution. */
export type ScanImage = { file: Uint8Array; width: number; height: number; dpi: number; pixels: Uint8Array | null; channels: number };

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
/** A page edge may miss the image by this share of the page (rounding in the producer's matrix). */
const FIT = 0.01;

/** The name and placement of the one image a content stream draws, if it draws nothing else. */
function onlyImage(content: string): { name: string; at: Matrix } | null {
  const stack: Matrix[] = [];
  let ctm = IDENTITY;
  let operands: string[] = [];
  let drawn: { name: string; at: Matrix } | null = null;
  for (const token of content.match(/\/[^\s/[\]()<>{}%]+|[^\s/[\]()<>{}%]+|[[\]()<>{}]/g) ?? []) {
    if (/^[-+.\d]/.test(token) || token.startsWith('/')) {
      operands.push(token);
      continue;
    }
    if (token === 'q') stack.push(ctm);
    else if (token === 'Q') ctm = stack.pop() ?? IDENTITY;
    else if (token === 'cm' && operands.length === 6) ctm = multiply(operands.map(Number) as Matrix, ctm);
    else if (token === 'Do' && operands.length === 1 && !drawn) drawn = { name: operands[0]!.slice(1), at: ctm };
    else return null;
    operands = [];
  }
  return drawn;
}

function contentOf(page: ReturnType<PDFDocument['getPage']>): string | null {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  let text = '';
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) return null;
    text += `${Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')}\n`;
  }
  return text;
}

const name = (dict: PDFDict, key: string) => {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFName ? value.decodeText() : value instanceof PDFArray && value.size() === 1 ? String(value.lookup(0)).slice(1) : null;
};
const number = (dict: PDFDict, key: string) => (dict.lookup(PDFName.of(key)) as PDFNumber | undefined)?.asNumber?.();

/** Page `n` (1-based) as the image it is made of, or null when it is anything more than one full-page image. */
export function scanImage(doc: PDFDocument, n: number): ScanImage | null {
  const page = doc.getPage(n - 1);
  if (page.getRotation().angle % 360 !== 0) return null;
  const content = contentOf(page);
  const drawn = content === null ? null : onlyImage(content);
  if (!drawn) return null;
  const [a, b, c, d, e, f] = drawn.at;
  const box = page.getCropBox();
  const slack = FIT * Math.max(box.width, box.height);
  const covers = b === 0 && c === 0 && a > 0 && d > 0 && Math.abs(e - box.x) <= slack && Math.abs(f - box.y) <= slack &&
    Math.abs(a - box.width) <= slack && Math.abs(d - box.height) <= slack;
  if (!covers) return null;
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  const image = xobjects instanceof PDFDict ? xobjects.lookup(PDFName.of(drawn.name)) : null;
  if (!(image instanceof PDFRawStream)) return null;
  const dict = image.dict;
  if (name(dict, 'Subtype') !== 'Image' || number(dict, 'BitsPerComponent') !== 8) return null;
  if (['SMask', 'Mask', 'Decode', 'DecodeParms', 'ImageMask'].some((k) => dict.has(PDFName.of(k)))) return null;
  const channels = { DeviceGray: 1, DeviceRGB: 3 }[name(dict, 'ColorSpace') ?? ''];
  const width = number(dict, 'Width');
  const height = number(dict, 'Height');
  if (!channels || !width || !height) return null;
  const dpi = (width / a) * 72;
  // Tesseract takes one resolution: pixels stretched more one way than the other are left to the renderer.
  if (Math.abs((height / d) * 72 - dpi) > dpi * 0.02) return null;
  const filter = dict.has(PDFName.of('Filter')) ? name(dict, 'Filter') : 'none';
  if (filter === 'DCTDecode') {
    // A JPEG of the colour spaces above is a file Tesseract reads as it is.
    return { file: image.contents, width, height, dpi, pixels: null, channels };
  }
  if (filter !== 'FlateDecode' && filter !== 'none') return null;
  const pixels = filter === 'none' ? image.contents : new Uint8Array(inflateSync(image.contents));
  if (pixels.length < width * height * channels) return null;
  const header = Buffer.from(`P${channels === 1 ? 5 : 6}\n${width} ${height}\n255\n`, 'ascii');
  const file = Buffer.allocUnsafe(header.length + width * height * channels);
  header.copy(file);
  file.set(pixels.subarray(0, width * height * channels), header.length);
  return { file, width, height, dpi, pixels: file.subarray(header.length), channels };
}
