// Any S3-compatible store (AWS S3, MinIO, Cloudflare R2, Backblaze B2...) through the official SDK: one store bucket
// holds our buckets as key prefixes (`{prefix}{bucket}/{key}`). Writes stream through the SDK's managed upload
// (multipart above 8 MB, never the whole file in memory); private blobs open through presigned GET URLs that
// carry the same content type and disposition /api/storage would send; public ones carry long cache headers and
// may be served from a CDN base (PUBLIC_ASSETS_URL).
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, NoSuchKey, NotFound, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertBlobAddress, assertListPrefix, BUCKETS, type Bucket, contentTypeOf, PUBLIC_CACHE_CONTROL, publicAddress, SIGNED_URL_SECONDS, type Storage, urlSigner,
  userFileDisposition,
} from './storage.ts';

export type S3Options = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prepended to every key, so one store bucket can hold several deployments. */
  prefix?: string;
  publicBase?: string;
  secret: string;
  now?: () => number;
};

const PART_SIZE = 8 * 1024 * 1024;

const missing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

function enoent(bucket: string, key: string): Error {
  return Object.assign(new Error(`no blob ${bucket}/${key}`), { code: 'ENOENT' });
}

export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
  });
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (bucket: Bucket, key: string) => {
    assertBlobAddress(bucket, key);
    return `${prefix}${bucket}/${key}`;
  };
  const Bucket = options.bucket;
  // Links made by /api/storage before a move to S3 (mails, open tabs) keep verifying until they expire.
  const signer = urlSigner(options.secret, options.now ?? Date.now);

  return {
    kind: 's3',
    root: `s3://${options.bucket}/${prefix}`,
    async put(bucket, key, body) {
      const Key = objectKey(bucket, key);
      const upload = new Upload({
        client,
        partSize: PART_SIZE,
        queueSize: 2,
        params: {
          Bucket,
          Key,
          Body: typeof body === 'string' ? Buffer.from(body) : body,
          ContentType: contentTypeOf(key),
          CacheControl: BUCKETS[bucket].public ? PUBLIC_CACHE_CONTROL : 'private, max-age=3600',
        },
      });
      await upload.done();
    },
    async get(bucket, key) {
      const file = await this.open(bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async exists(bucket, key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        return true;
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
    async remove(bucket, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
    },
    async open(bucket, key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(bucket, key) }));
        return {
          stream: object.Body as Readable,
          size: Number(object.ContentLength ?? 0),
          contentType: contentTypeOf(key),
          modified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (missing(error)) throw enoent(bucket, key);
        throw error;
      }
    },
    async *list(bucket, prefixWithin = '') {
      const trimmed = assertListPrefix(bucket, prefixWithin);
      const within = trimmed ? `${trimmed}/` : '';
      const start = `${prefix}${bucket}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: start + within, ContinuationToken }));
        for (const object of page.Contents ?? []) yield { key: object.Key!.slice(start.length), size: Number(object.Size ?? 0) };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    publicUrl: (bucket, key) => publicAddress(bucket, key, options.publicBase),
    async signedUrl(bucket, key, seconds = SIGNED_URL_SECONDS) {
      const contentType = contentTypeOf(key);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: objectKey(bucket, key),
          ResponseContentType: contentType,
          ...(BUCKETS[bucket].userFiles ? { ResponseContentDisposition: userFileDisposition(key, contentType) } : {}),
        }),
        { expiresIn: seconds },
      );
    },
    verifySignature: signer.verify,
  };
}
