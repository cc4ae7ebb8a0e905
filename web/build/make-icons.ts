// Draws the installable app's icons from the logo mark (components/layout/Logo.tsx, public/favicon.svg) with sharp.
// Run once after the mark changes and commit the PNGs: `node --import tsx web/build/make-icons.ts`. Nothing is drawn
// or downloaded when the app builds or runs.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = fileURLToPath(new URL('../public/icons/', import.meta.url));
const GRADIENT = '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#8b5cf6"/></linearGradient>';
const CAP = 'M32 15 12 25l20 10 16-8v12h4V25L32 15Zm-12 17v9c0 4 5.5 8 12 8s12-4 12-8v-9l-12 6-12-6Z';

/** The mark on its gradient: `corner` rounds the tile (0 fills the square), `scale` shrinks the cap about the centre. */
const mark = (corner: number, scale: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs>${GRADIENT}</defs><rect width="64" height="64" rx="${corner}" fill="url(#g)"/>` +
  `<path transform="translate(32 32) scale(${scale}) translate(-32 -32)" d="${CAP}" fill="#fff"/></svg>`;

const icons: { file: string; size: number; svg: string }[] = [
  // "any" icons: the rounded tile as the header shows it (launchers that do not mask show its corners).
  { file: 'icon-192.png', size: 192, svg: mark(16, 1) },
  { file: 'icon-512.png', size: 512, svg: mark(16, 1) },
  // Maskable: the gradient fills the square and the cap sits inside the 80% safe circle, so any mask shape keeps it.
  { file: 'maskable-192.png', size: 192, svg: mark(0, 0.72) },
  { file: 'maskable-512.png', size: 512, svg: mark(0, 0.72) },
  // iOS fills transparent corners with black and rounds the icon itself: a full square.
  { file: 'apple-touch-icon.png', size: 180, svg: mark(0, 0.8) },
  { file: 'favicon-32.png', size: 32, svg: mark(16, 1) },
];

mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size).png({ compressionLevel: 9 }).toFile(out + file);
}
console.log(`wrote ${icons.length} icons to ${out}`);
