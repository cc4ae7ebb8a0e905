// Helpers for the documents tests: a booted platform with the documents module, an HTTP server and a worker;
// real files of every kind (PDFs made with pdf-lib, an encrypted PDF written by hand with the standard security
// handler, a DOCX zip, images); multipart uploads through the real API.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { catalogueModule } from '../catalogue/index.ts';
import type { StudyhallModule } from '../platform/index.ts';
import { modules } from '../registry.ts';
import { bootTestPlatform, startTestServer, type TestPlatform } from '../../tests/support/database.ts';
import { type Client, signUp as harnessSignUp, sql } from '../../tests/support/http-harness.ts';
import { createDocumentsModule, type DocumentsSettings } from './index.ts';

export type DocumentsHarness = {
  platform: TestPlatform;
  baseUrl: string;
  module: ReturnType<typeof createDocumentsModule>;
  close: () => Promise<void>;
};

/** The platform with every registered module and a documents module with these settings; catalogue seeded. */
export async function bootDocuments(
  options: { settings?: Partial<DocumentsSettings>; extra?: StudyhallModule[]; work?: string[]; seedCatalogue?: boolean; realtime?: boolean } = {},
): Promise<DocumentsHarness> {
  const module = createDocumentsModule({ previewWidth: 400, ...options.settings });
  const list = [...modules.filter((m) => m.name !== 'documents'), module, ...(options.extra ?? [])];
  const platform = await bootTestPlatform({ modules: list, realtime: options.realtime });
  if (options.seedCatalogue !== false) await catalogueModule.seed!(platform);
  const server = await startTestServer(platform);
  if (options.work?.length) await platform.bus.work(options.work);
  return {
    platform,
    baseUrl: server.baseUrl,
    module,
    close: async () => {
      await server.close();
      await platform.cleanup();
    },
  };
}

export { type Answer, Client, sql } from '../../tests/support/http-harness.ts';

/** Registers through the API, confirms the mailed link, signs in; admins get their role before signing in. */
export function signUp(h: { platform: TestPlatform; baseUrl: string }, fullName: string, admin = false) {
  return harnessSignUp(h, fullName, { admin });
}

export type Refs = { typeId: string; subjectId: string; subjectSlug: string; universityId: string; courseId: string; textbookId: string };

/** Catalogue ids for uploads: the n-th subject (by slug), a university with one of its courses, a textbook. */
export async function refs(h: { platform: TestPlatform }, n = 0): Promise<Refs> {
  const [type] = await sql(h, 'select id from document_types order by slug offset ? limit 1', [n % 10]);
  const [subject] = await sql(h, 'select id, slug from subjects order by slug offset ? limit 1', [n]);
  const [course] = await sql(h, 'select id, university_id from courses order by slug, id offset ? limit 1', [n]);
  const [textbook] = await sql(h, 'select id from textbooks order by slug offset ? limit 1', [n]);
  return {
    typeId: type.id,
    subjectId: subject.id,
    subjectSlug: subject.slug,
    universityId: course.university_id,
    courseId: course.id,
    textbookId: textbook.id,
  };
}

// --- files ---------------------------------------------------------------------------------------------------------

const WORDS =
  'cell energy force matrix theorem equilibrium market contract neuron enzyme orbit vector proof signal protein policy tissue circuit molecule theory sample variance algorithm language culture'.split(' ');

/** A real PDF with `pages` pages of text; `seed` varies the words so different seeds do not look alike. */
export async function makePdf(options: { pages?: number; seed?: number; text?: string; title?: string } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = options.pages ?? 3;
  let state = (options.seed ?? 1) * 2654435761;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state;
  };
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([595, 842]);
    page.drawText(options.title ?? `Test document ${options.seed ?? 1}`, { x: 50, y: 790, size: 16, font });
    page.drawText(`Page ${p + 1}`, { x: 50, y: 770, size: 10, font });
    const lines = options.text
      ? options.text.split('\n')
      : Array.from({ length: 30 }, () => Array.from({ length: 9 }, () => WORDS[next() % WORDS.length]).join(' '));
    lines.slice(0, 45).forEach((line, i) => {
      page.drawText(line, { x: 50, y: 740 - i * 15, size: 10, font });
    });
  }
  return doc.save();
}

/** Blank pages only (cheap to make and to open): for page-limit tests. */
export async function blankPdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let p = 0; p < pages; p++) doc.addPage([200, 200]);
  return doc.save();
}

function rc4(key: Uint8Array, data: Uint8Array): Uint8Array {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = new Uint8Array(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 255;
    j = (j + s[i]!) & 255;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 255]!;
  }
  return out;
}

const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
const padded = (password: string) => Buffer.concat([Buffer.from(password, 'latin1'), PAD]).subarray(0, 32);
const md5 = (...parts: Uint8Array[]) => {
  const hash = createHash('md5');
  for (const p of parts) hash.update(p);
  return hash.digest();
};

/**
 * A one-page PDF encrypted with the standard security handler (RC4 40-bit, revision 2), written by hand as
 * PDF 32000-1 §7.6.3 describes. With a user password it cannot be opened without it; with an empty one it
 * opens but is still encrypted (permissions only).
 */
export function encryptedPdf(userPassword = 'secret', ownerPassword = 'owner'): Uint8Array {
  const id = Buffer.from('0123456789abcdef0123456789abcdef', 'hex');
  const permissions = -44;
  const o = rc4(md5(padded(ownerPassword)).subarray(0, 5), padded(userPassword));
  const p = Buffer.alloc(4);
  p.writeInt32LE(permissions);
  const key = md5(padded(userPassword), o, p, id).subarray(0, 5);
  const u = rc4(key, PAD);
  const objectKey = (num: number) => md5(key, Buffer.from([num & 255, (num >> 8) & 255, (num >> 16) & 255, 0, 0])).subarray(0, 10);
  const content = rc4(objectKey(4), Buffer.from('BT /F1 24 Tf 72 700 Td (Confidential notes) Tj ET'));
  const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
  const parts: (string | Uint8Array)[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (chunk: string | Uint8Array) => {
    parts.push(chunk);
    length += typeof chunk === 'string' ? Buffer.byteLength(chunk, 'latin1') : chunk.length;
  };
  push('%PDF-1.4\n');
  const object = (num: number, body: string | (string | Uint8Array)[]) => {
    offsets[num] = length;
    push(`${num} 0 obj\n`);
    for (const piece of Array.isArray(body) ? body : [body]) push(piece);
    push('\nendobj\n');
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>');
  object(4, [`<< /Length ${content.length} >>\nstream\n`, content, '\nendstream']);
  object(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  object(6, `<< /Filter /Standard /V 1 /R 2 /O <${hex(o)}> /U <${hex(u)}> /P ${permissions} >>`);
  const xref = length;
  push(`xref\n0 7\n0000000000 65535 f \n${offsets.slice(1).map((off) => `${String(off).padStart(10, '0')} 00000 n \n`).join('')}`);
  push(`trailer\n<< /Size 7 /Root 1 0 R /Encrypt 6 0 R /ID [<${hex(id)}> <${hex(id)}>] >>\nstartxref\n${xref}\n%%EOF\n`);
  return new Uint8Array(Buffer.concat(parts.map((c) => (typeof c === 'string' ? Buffer.from(c, 'latin1') : Buffer.from(c)))));
}

/** A minimal but real DOCX: a stored (uncompressed) zip with the Open XML parts Word needs. */
export function docx(text = 'Lecture notes written in a word processor.'): Uint8Array {
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of files) {
    const data = Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

/** An image of a kind no upload accepts (photos may be JPEG, PNG, WebP or HEIC). */
export async function gif(): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } }).gif().toBuffer());
}

// --- uploads through the API -------------------------------------------------------------------------------------

export type UploadInput = {
  title?: string;
  description?: string;
  documentTypeId?: string;
  subjectId?: string;
  universityId?: string;
  courseId?: string;
  textbookId?: string;
  pointsPrice?: number | string;
};

/** POST /api/documents as a browser form would send it. */
export async function upload(client: Client, refsOf: Refs, file: { bytes: Uint8Array; name?: string; type?: string } | null, input: UploadInput = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    title: input.title ?? 'Cell Biology Lecture Notes',
    description: input.description ?? 'Notes from the first six lectures, with diagrams and a glossary.',
    documentTypeId: input.documentTypeId ?? refsOf.typeId,
    subjectId: input.subjectId ?? refsOf.subjectId,
    universityId: input.universityId ?? '',
    courseId: input.courseId ?? '',
    textbookId: input.textbookId ?? '',
    pointsPrice: String(input.pointsPrice ?? 40),
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set('file', new Blob([file.bytes as BlobPart], { type: file.type ?? 'application/pdf' }), file.name ?? 'notes.pdf');
  const encoded = new Request('http://local/', { method: 'POST', body: form });
  const raw = new Uint8Array(await encoded.arrayBuffer());
  return client.request('POST', '/api/documents', undefined, { headers: { 'content-type': encoded.headers.get('content-type')! }, raw });
}

/** Every file under a storage bucket (recursively), relative to the bucket. */
export async function blobs(h: { platform: TestPlatform }, bucket: string): Promise<string[]> {
  const root = path.join(h.platform.storage.root, bucket);
  const out: string[] = [];
  async function walk(dir: string) {
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else out.push(path.relative(root, full));
    }
  }
  await walk(root);
  return out.sort();
}

export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
