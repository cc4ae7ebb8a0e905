// Blob storage: the port, its buckets and key rules. Two adapters: the local disk under DATA_DIR/storage (the
// embedded default, storage-local.ts) and any S3-compatible store (storage-s3.ts). Public buckets are served at
// /api/storage/{bucket}/{path} (or from PUBLIC_ASSETS_URL, a CDN in front of the store); private ones only through
// URLs that expire (3600 s by default): HMAC-signed ones of our own on the local disk, presigned ones on S3.
import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';

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

/** What a blob is written from: bytes, text, or a stream (never held whole in memory). */
export type BlobBody = Uint8Array | string | Readable;
export type StoredBlob = { stream: Readable; size: number; contentType: string; modified: Date };
export type BlobEntry = { key: string; size: number };

export type Storage = {
  kind: 'local' | 's3';
  /** Where the blobs live, for logs and operators: a directory, or `s3://bucket/prefix`. */
  root: string;
  put(bucket: Bucket, key: string, body: BlobBody): Promise<void>;
  get(bucket: Bucket, key: string): Promise<Buffer>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** Opens a blob for streaming; a missing one throws with `code: 'ENOENT'`. */
  open(bucket: Bucket, key: string): Promise<StoredBlob>;
  /** Every blob of a bucket (under `prefix`), in key order. */
  list(bucket: Bucket, prefix?: string): AsyncIterable<BlobEntry>;
  /** The public address of a blob in a public bucket. */
  publicUrl(bucket: Bucket, key: string): string;
  /** A URL that opens a private blob until it expires. */
  signedUrl(bucket: Bucket, key: string, seconds?: number): Promise<string>;
  /** Why a request for a private blob at /api/storage is refused, or null when its signature holds. */
  verifySignature(bucket: string, key: string, expires: unknown, sig: unknown): 'expired' | 'invalid' | null;
};

/** Public blobs may be cached a day by browsers and CDNs (a reprocessed preview keeps its key, so not for ever). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=86400';

/** Throws unless the bucket exists and the key is valid. */
export function assertBlobAddress(bucket: string, key: string): asserts bucket is Bucket {
  if (!isBucket(bucket)) throw new InvalidKeyError(`${bucket}/${key}`);
  assertValidKey(key);
}

/** Throws unless the bucket exists and the prefix (trailing slash allowed) is a valid key or empty. */
export function assertListPrefix(bucket: string, prefix: string): string {
  const trimmed = prefix.replace(/\/+$/, '');
  if (!isBucket(bucket)) throw new InvalidKeyError(`${bucket}/${prefix}`);
  if (trimmed) assertValidKey(trimmed);
  return trimmed;
}

/** Our own URL signatures (HMAC over bucket, key and expiry), checked by /api/storage for private buckets. */
export function urlSigner(secret: string, now: () => number) {
  const signature = (bucket: string, key: string, expires: number) =>
    createHmac('sha256', secret).update(`${bucket}\n${key}\n${expires}`).digest('base64url');
  return {
    sign(bucket: Bucket, key: string, seconds = SIGNED_URL_SECONDS): string {
      const expires = Math.floor(now() / 1000) + seconds;
      return `/api/storage/${bucket}/${key}?expires=${expires}&signature=${signature(bucket, key, expires)}`;
    },
    verify(bucket: string, key: string, expires: unknown, sig: unknown): 'expired' | 'invalid' | null {
      if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
      const expected = Buffer.from(signature(bucket, key, Number(expires)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (Number(expires) < Math.floor(now() / 1000)) return 'expired';
      return null;
    },
  };
}

/** A public blob's address: under the CDN base when one is configured, else served by /api/storage. */
export function publicAddress(bucket: Bucket, key: string, publicBase?: string): string {
  assertBlobAddress(bucket, key);
  if (!BUCKETS[bucket].public) throw new Error(`Bucket ${bucket} is private; use signedUrl`);
  return publicBase ? `${publicBase.replace(/\/+$/, '')}/${bucket}/${key}` : `/api/storage/${bucket}/${key}`;
}

/**
 * How a user's file (a document's original or its PDF) is handed to the browser: PDFs inline (our viewer embeds
 * them), everything else as a download; the name is the key's last segment, already safe characters only.
 */
export function userFileDisposition(key: string, contentType: string): string {
  const name = key.split('/').pop()!;
  return `${contentType === 'application/pdf' ? 'inline' : 'attachment'}; filename="${name}"`;
}
