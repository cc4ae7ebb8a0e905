// A page that is one photograph, as tests and benches of the preview encoder need: smooth shading and fine noise
// (what makes lossless coding expensive), stored as a JPEG as cameras and scanners do, filling an A4 page.
import type { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

export async function addPhotoPage(doc: PDFDocument, size: { width: number; height: number }): Promise<void> {
  const { width, height } = size;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i += 3) {
      const noise = ((x * 7919 + y * 104729) % 23) - 11;
      raw[i] = Math.max(0, Math.min(255, 128 + 100 * Math.sin(x / 90) + noise));
      raw[i + 1] = Math.max(0, Math.min(255, 120 + 90 * Math.cos(y / 140) + noise));
      raw[i + 2] = Math.max(0, Math.min(255, 90 + ((x + y) % 400) / 3 + noise));
    }
  }
  const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  doc.addPage([595, 842]).drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: 595, height: 842 });
}
