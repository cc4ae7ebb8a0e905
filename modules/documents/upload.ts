// Seller uploads: the multipart request is read with a hard size limit, the file is judged by its content, a
// PDF is opened (in a worker thread) to refuse encrypted, damaged or over-long files, and only then is anything
// stored. A refused upload leaves no row and no blob. The original goes to document-originals; the row and the
// documents.uploaded event commit together, and the worker takes it from there.
import { Readable, Transform } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { badRequest, HttpError, hit, parseInput, safeFileName, slugify, uuidv7 } from '../platform/index.ts';
import { MESSAGES, type MyUpload, STATUS_ID, UPLOAD_FORMATS, type UploadFields, type UploadFormat, uploadFields } from './contract.ts';
import { one, pgCode, run } from './db.ts';
import { sha256Hex } from './fingerprint.ts';
import { type IncomingFile, oneDocument } from './photos.ts';
import { ZERO_STATS, DOC_COLUMNS, presenter } from './present.ts';
import type { Deps } from './processing.ts';
import { DOCUMENTS_EVENTS } from './events.ts';
import { catalogueWith } from './refs.ts';
import { assertConvertible, checkPdf, sniffFormat } from './validate.ts';

export type { IncomingFile };
/** `files`: every file sent, in order (several photos); `file` the first. */
export type IncomingUpload = { fields: Record<string, string>; file: IncomingFile | null; files?: IncomingFile[] };

/** Room for the text fields and the multipart framing around the file. */
const FORM_OVERHEAD = 256 * 1024;

class TooLarge extends Error {}

function tooLarge(ctx: Context | null, maxBytes: number): HttpError {
  ctx?.set('Connection', 'close');
  const message = MESSAGES.fileTooLarge(Math.round(maxBytes / (1024 * 1024)));
  return new HttpError(413, 'file_too_large', message, { file: [message] });
}

/**
 * Per-seller upload limits, far above what a real seller does (a term's notes in one sitting is a few dozen files):
 * they stop a script from filling storage and the processing queue, not a person.
 */
export const UPLOADS_PER_HOUR = 60;
export const UPLOADS_PER_DAY = 300;

/** Counts an upload attempt before its body is read; over a limit it is a 429 with Retry-After. */
async function limitUploads(em: EntityManager, userId: string): Promise<void> {
  await hit(
    em,
    [
      { key: `documents:upload:hour:user:${userId}`, max: UPLOADS_PER_HOUR, windowSeconds: 3600 },
      { key: `documents:upload:day:user:${userId}`, max: UPLOADS_PER_DAY, windowSeconds: 86_400 },
    ],
    MESSAGES.uploadLimit(UPLOADS_PER_HOUR, UPLOADS_PER_DAY),
  );
}

/**
 * The one way a document upload is received, public or private (Document Chat, flashcards, the plagiarism checker,
 * test prep): counted against the user's upload limits (§11: every upload costs conversion and OCR), then read.
 */
export async function receiveUpload(ctx: Context, em: EntityManager, userId: string, maxBytes: number): Promise<IncomingUpload> {
  await limitUploads(em, userId);
  return readMultipart(ctx, maxBytes);
}

/** Reads a multipart/form-data upload, never holding more than the size limit in memory. */
export async function readMultipart(ctx: Context, maxBytes: number): Promise<IncomingUpload> {
  const contentType = ctx.get('content-type');
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new HttpError(415, 'unsupported_media_type', MESSAGES.notMultipart);
  const limit = maxBytes + FORM_OVERHEAD;
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw tooLarge(ctx, maxBytes);
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(new TooLarge());
      else callback(null, chunk);
    },
  });
  ctx.req.on('error', (error) => counter.destroy(error));
  ctx.req.pipe(counter);
  let form: FormData;
  try {
    const request = new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: Readable.toWeb(counter) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    form = await request.formData();
  } catch (error) {
    ctx.req.unpipe(counter);
    if (error instanceof TooLarge || (error as Error).cause instanceof TooLarge || seen > limit) throw tooLarge(ctx, maxBytes);
    throw badRequest(MESSAGES.malformedUpload, undefined, 'malformed_upload');
  }
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[key] = value;
    } else if (key === 'file') {
      if (value.size > maxBytes) throw tooLarge(ctx, maxBytes);
      files.push({ name: value.name || 'document', bytes: new Uint8Array(await value.arrayBuffer()) });
    }
  }
  return { fields, file: files[0] ?? null, files };
}

/** Unknown catalogue ids and a course of another university are 400s naming the field. */
export async function checkReferences(em: EntityManager, input: Partial<Pick<UploadFields, 'documentTypeId' | 'subjectId' | 'universityId' | 'courseId' | 'textbookId'>>) {
  const cat = await catalogueWith(em, {
    types: [input.documentTypeId],
    subjects: [input.subjectId],
    universities: [input.universityId],
    courses: [input.courseId],
    textbooks: [input.textbookId],
  });
  const fields: Record<string, string[]> = {};
  if (input.documentTypeId && !cat.types.has(input.documentTypeId)) fields.documentTypeId = [MESSAGES.unknownReference('document type')];
  if (input.subjectId && !cat.subjects.has(input.subjectId)) fields.subjectId = [MESSAGES.unknownReference('subject')];
  if (input.universityId && !cat.universities.has(input.universityId)) fields.universityId = [MESSAGES.unknownReference('university')];
  if (input.textbookId && !cat.textbooks.has(input.textbookId)) fields.textbookId = [MESSAGES.unknownReference('textbook')];
  if (input.courseId) {
    const course = cat.courses.get(input.courseId);
    if (!course) fields.courseId = [MESSAGES.unknownReference('course')];
    else if (!input.universityId) fields.courseId = [MESSAGES.courseWithoutUniversity];
    else if (course.universityId !== input.universityId) fields.courseId = [MESSAGES.courseOfOtherUniversity];
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first[0]!, fields);
}

function slugFor(title: string): string {
  const base = slugify(title).slice(0, 80).replace(/-+$/, '') || 'document';
  return `${base}-${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}`;
}

/** The stored name: the user's name made safe, with the extension of what the file really is. */
function storedName(name: string, format: UploadFormat): string {
  const base = safeFileName(name).replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 100) || 'document';
  return `${base}.${format}`;
}

export type UploadOptions = {
  /** Fixed slug (demo data); a random suffix is added to the title's slug otherwise. */
  slug?: string;
  /** A private document (Document Chat material): no marketplace fields, never moderated, listed or sold. */
  private?: boolean;
};

/** A private upload's fields: its title from the file name, nothing for sale. */
function privateFields(name: string | undefined): UploadFields {
  const title = (name ?? '').replace(/\.[A-Za-z0-9]{1,5}$/, '').replace(/[_]+/g, ' ').trim().slice(0, 200) || 'My document';
  return { title, description: '', pointsPrice: 0, subjectId: null, documentTypeId: null } as unknown as UploadFields;
}

/** Validates and stores an upload; answers the new document as its seller sees it. */
export async function createUpload(deps: Deps, em: EntityManager, userId: string, upload: IncomingUpload, options: UploadOptions = {}): Promise<MyUpload> {
  const id = await storeUpload(deps, em, userId, upload, options);
  const row = await one(em, `select ${DOC_COLUMNS} from documents d where d.id = ?`, [id]);
  const p = await presenter(deps.platform, em, [row!]);
  return p.upload(row!, ZERO_STATS);
}

/** Validates and stores an upload (blob, row, documents.uploaded); answers its id. */
export async function storeUpload(deps: Deps, em: EntityManager, userId: string, upload: IncomingUpload, options: UploadOptions = {}): Promise<string> {
  const fields = options.private ? privateFields(upload.file?.name ?? upload.files?.[0]?.name) : parseInput(uploadFields, upload.fields, 'body');
  const file = await oneDocument(upload.files ?? (upload.file ? [upload.file] : []), fields.title, deps.settings);
  if (!file) throw badRequest(MESSAGES.fileRequired, { file: [MESSAGES.fileRequired] }, 'file_required');
  const { bytes, name } = file;
  if (bytes.byteLength > deps.settings.maxUploadBytes) throw tooLarge(null, deps.settings.maxUploadBytes);
  const format = await sniffFormat(bytes);
  assertConvertible(format, deps.settings);
  if (format === 'pdf') await checkPdf(bytes, deps.settings);
  if (!options.private) await checkReferences(em, fields);

  const id = uuidv7();
  const originalName = (name.normalize('NFC').trim() || `document.${format}`).slice(0, 255);
  const key = `${userId}/${id}/${storedName(originalName, format)}`;
  const sha = sha256Hex(bytes);
  const { storage, bus } = deps.platform;
  await storage.put('document-originals', key, bytes);
  try {
    for (let attempt = 0; ; attempt++) {
      const slug = options.slug ?? slugFor(fields.title);
      try {
        await em.transactional(async (tx) => {
          await run(
            tx,
            `insert into documents (id, slug, title, description, points_price, status_id, user_id, subject_id, university_id,
               course_id, document_type_id, textbook_id, original_file_path, original_file_name, original_file_size,
               original_file_type, content_sha256, ocr_language, private)
             values (?, ?, ?, ?, ?, ${STATUS_ID.pending}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id, slug, fields.title, fields.description, fields.pointsPrice, userId, fields.subjectId, fields.universityId ?? null,
              fields.courseId ?? null, fields.documentTypeId, fields.textbookId ?? null, key, originalName, bytes.byteLength,
              UPLOAD_FORMATS[format].mime, sha, fields.language ?? null, Boolean(options.private),
            ],
          );
          await bus.publish(tx, DOCUMENTS_EVENTS.uploaded, { documentId: id, userId, format });
        });
        break;
      } catch (error) {
        // A slug taken by a concurrent upload of the same title: draw another suffix.
        if (pgCode(error) === '23505' && !options.slug && attempt < 5) continue;
        throw error;
      }
    }
  } catch (error) {
    await storage.remove('document-originals', key).catch(() => {});
    if (pgCode(error) === '23503') throw badRequest('A referenced catalogue entry no longer exists.', undefined, 'unknown_reference');
    throw error;
  }
  return id;
}
