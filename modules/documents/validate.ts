// What an uploaded file really is, judged by its content (never its name or the type the browser claims), and
// whether a PDF can be used: not empty, not truncated, not encrypted, not damaged, not too long.
import { fileTypeFromBuffer } from 'file-type';
import { HttpError, badRequest } from '../platform/index.ts';
import { MESSAGES, UPLOAD_FORMATS, type UploadFormat } from './contract.ts';
import { pdfPool } from './pdf/pool.ts';
import type { DocumentsSettings } from './settings.ts';

const DESCRIPTIONS: Record<string, string> = {
  'image/png': 'a PNG image',
  'image/jpeg': 'a JPEG image',
  'image/gif': 'a GIF image',
  'image/webp': 'a WebP image',
  'image/tiff': 'a TIFF image',
  'image/bmp': 'a BMP image',
  'image/heic': 'a HEIC image',
  'application/zip': 'a ZIP archive',
  'application/x-cfb': 'a legacy Microsoft Office file (.doc, .xls or .ppt)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'an Excel spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'an OpenDocument spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'an OpenDocument presentation',
  'application/epub+zip': 'an EPUB e-book',
  'application/x-msdownload': 'a Windows program',
  'application/x-elf': 'a Linux program',
};

function describe(mime: string, ext: string): string {
  if (DESCRIPTIONS[mime]) return DESCRIPTIONS[mime]!;
  const kind = mime.split('/')[0];
  const noun = kind === 'image' ? 'image' : kind === 'video' ? 'video' : kind === 'audio' ? 'audio file' : 'file';
  return `${/^[aeiou]/i.test(ext) ? 'an' : 'a'} ${ext.toUpperCase()} ${noun}`;
}

/** The accepted format the bytes are, else a 400 (empty) or 415 naming what they are. */
export async function sniffFormat(bytes: Uint8Array): Promise<UploadFormat> {
  if (bytes.byteLength === 0) throw badRequest(MESSAGES.fileEmpty, { file: [MESSAGES.fileEmpty] }, 'file_empty');
  const found = await fileTypeFromBuffer(bytes);
  if (!found) throw new HttpError(415, 'unsupported_file_type', MESSAGES.unknownType, { file: [MESSAGES.unknownType] });
  const format = (Object.keys(UPLOAD_FORMATS) as UploadFormat[]).find((f) => UPLOAD_FORMATS[f].mime === found.mime || f === found.ext);
  if (!format) {
    const message = MESSAGES.wrongType(describe(found.mime, found.ext));
    throw new HttpError(415, 'unsupported_file_type', message, { file: [message] });
  }
  return format;
}

/** A PDF's last 1024 bytes must hold %%EOF (PDF 32000-1 §7.5.5); without it the file was cut short. */
export function endsWithEof(bytes: Uint8Array): boolean {
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(Math.max(0, bytes.byteLength - 1024));
  return tail.includes('%%EOF');
}

const unprocessable = (code: string, message: string) => new HttpError(422, code, message, { file: [message] });

/** Opens the PDF in a worker thread; answers its page count, or a 422 saying why it cannot be used. */
export async function checkPdf(bytes: Uint8Array, settings: DocumentsSettings): Promise<{ pageCount: number }> {
  if (!endsWithEof(bytes)) throw unprocessable('pdf_truncated', MESSAGES.pdfTruncated);
  let result: Awaited<ReturnType<ReturnType<typeof pdfPool>['run']>>;
  try {
    result = await pdfPool(settings.renderThreads).run(
      { op: 'inspect', bytes: new Uint8Array(bytes), maxPages: settings.maxPages },
      // A PDF no reader can open in 90 s is refused as broken. 30 s refused healthy one-page PDFs on a machine at
      // load 15 (the instances and rolling-restart tests), where the inspect waits behind other pages being drawn.
      { timeoutMs: 90_000 },
    );
  } catch (error) {
    if ((error as { timedOut?: boolean }).timedOut) throw unprocessable('pdf_broken', MESSAGES.pdfBroken('it takes too long to read'));
    throw error;
  }
  if (!result) throw new Error('inspect answered nothing');
  if (result.ok) return { pageCount: result.pageCount };
  if (result.reason === 'encrypted') throw unprocessable('pdf_encrypted', MESSAGES.pdfEncrypted(result.detail));
  if (result.reason === 'too_many_pages') throw unprocessable('too_many_pages', MESSAGES.tooManyPages(result.pageCount ?? 0, settings.maxPages));
  throw unprocessable('pdf_broken', MESSAGES.pdfBroken(result.detail));
}

/** Converting needs LibreOffice; without it an office upload is refused up front (415) rather than failing later. */
export function assertConvertible(format: UploadFormat, settings: DocumentsSettings): void {
  if (!UPLOAD_FORMATS[format].convert || settings.sofficePath) return;
  const message = MESSAGES.conversionUnavailable(UPLOAD_FORMATS[format].label);
  throw new HttpError(415, 'conversion_unavailable', message, { file: [message] });
}
