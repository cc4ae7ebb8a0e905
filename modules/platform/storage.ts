// Blob storage: a port with a local-filesystem adapter under DATA_DIR/storage. Public buckets are served at
// /api/storage/{bucket}/{path}; private ones only through HMAC-signed URLs that expire (3600 s by default).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** `userFiles`: bytes a user sent, served so they can never run script on our origin (see serveStorage). */
export const BUCKETS = {
  'document-previews': { public: true, userFiles: false },
  'cover-images': { public: true, userFiles: false },
  avatars: { public: true, userFiles: false },
  assets: { public: true, userFiles: false },
  'document-originals': { public: false, userFiles: true },
  'document-converted': { public: false, userFiles: true },
} as const;
export type Bucket = keyof typeof BUCKETS;
export const SIGNED_URL_SECONDS = 3600;

export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage path: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidKeyError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isBucket(name: string): name is Bucket {
  return Object.hasOwn(BUCKETS, name);
}

/** A key is 1-10 segments of letters, digits, dot, dash and underscore; never `..`, never absolute. */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length > 1024 ||
    segments.length > 10 ||
    !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))
  ) {
    throw new InvalidKeyError(key);
  }
}

/** A stored file name from a user's file name: safe characters only, the extension kept. */
export function safeFileName(name: string): string {
  const base = path.basename(name).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._-]+/, '');
  return (base || 'file').slice(-120);
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

export type Storage = ReturnType<typeof createLocalStorage>;

export function createLocalStorage(options: { root: string; secret: string; now?: () => number }) {
  const root = path.resolve(options.root);
  const now = options.now ?? Date.now;

  function fileOf(bucket: Bucket, key: string): string {
    if (!isBucket(bucket)) throw new InvalidKeyError(`${bucket}/${key}`);
    assertValidKey(key);
    const bucketDir = path.join(root, bucket);
    const file = path.resolve(bucketDir, key);
    // Belt and braces: whatever the key, the file stays inside its bucket.
    if (!file.startsWith(bucketDir + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  function signature(bucket: string, key: string, expires: number): string {
    return createHmac('sha256', options.secret).update(`${bucket}\n${key}\n${expires}`).digest('base64url');
  }

  return {
    root,
    async put(bucket: Bucket, key: string, bytes: Uint8Array | string): Promise<void> {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file and a crash leaves no torn blob.
      const partial = `${file}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(bucket: Bucket, key: string): Promise<Buffer> {
      return readFile(fileOf(bucket, key));
    },
    async exists(bucket: Bucket, key: string): Promise<boolean> {
      try {
        return (await stat(fileOf(bucket, key))).isFile();
      } catch (error) {
        if (error instanceof InvalidKeyError) throw error;
        return false;
      }
    },
    async remove(bucket: Bucket, key: string): Promise<void> {
      await rm(fileOf(bucket, key), { force: true });
    },
    /** Opens the file before answering, so a blob removed meanwhile is a clean 404, not a broken response. */
    async open(bucket: Bucket, key: string) {
      const handle = await open(fileOf(bucket, key), 'r');
      try {
        const info = await handle.stat();
        if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
        return { stream: handle.createReadStream(), size: info.size, contentType: contentTypeOf(key), modified: info.mtime };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    /** The public address of a blob in a public bucket. */
    publicUrl(bucket: Bucket, key: string): string {
      fileOf(bucket, key);
      if (!BUCKETS[bucket].public) throw new Error(`Bucket ${bucket} is private; use signedUrl`);
      return `/api/storage/${bucket}/${key}`;
    },
    /** A URL that opens a private blob until it expires. */
    signedUrl(bucket: Bucket, key: string, seconds = SIGNED_URL_SECONDS): string {
      fileOf(bucket, key);
      const expires = Math.floor(now() / 1000) + seconds;
      const sig = signature(bucket, key, expires);
      return `/api/storage/${bucket}/${key}?expires=${expires}&signature=${sig}`;
    },
    /** Why a request for a private blob is refused, or null when its signature holds. */
    verifySignature(bucket: string, key: string, expires: unknown, sig: unknown): 'expired' | 'invalid' | null {
      if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(signature(bucket, key, Number(expires)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (Number(expires) < Math.floor(now() / 1000)) return 'expired';
      return null;
    },
  };
}
