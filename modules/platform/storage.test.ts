// The storage port, one suite over both adapters: the local disk, and S3 through a local S3-compatible server
// started here (s3rver, speaking the S3 wire format: multipart uploads and presigned URLs included), as the
// Meilisearch adapter is tested. Then the local adapter's own URL signatures.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidKey, InvalidKeyError, type Storage, safeFileName } from './storage.ts';
import { createLocalStorage } from './storage-local.ts';
import { createS3Storage } from './storage-s3.ts';

const SECRET = 'x'.repeat(48);
let clock = 1_800_000_000_000;
let dirs: string[] = [];
let s3rver: S3rver | null = null;
let endpoint = '';

beforeAll(async () => {
  const s3dir = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  dirs.push(s3dir);
  s3rver = new S3rver({ port: 0, address: "127.0.0.1", directory: s3dir, silent: true, configureBuckets: [{ name: "studyhall-test" }] });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await s3rver?.close();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  dirs = [];
});

const s3Credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const adapters: [string, () => Promise<Storage>][] = [
  [
    'local disk',
    async () => {
      const root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
      dirs.push(root);
      return createLocalStorage({ root, secret: SECRET, now: () => clock });
    },
  ],
  [
    'S3 (s3rver)',
    async () =>
      createS3Storage({ endpoint, region: 'us-east-1', bucket: 'studyhall-test', forcePathStyle: true, prefix: `run-${Date.now()}`, secret: SECRET, ...s3Credentials }),
  ],
];

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const absolute = (url: string) => (url.startsWith('/') ? `http://localhost${url}` : url);

describe.each(adapters)('blob storage on the %s', (name, make) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await make();
  });

  it('stores, reads back, lists and removes blobs', async () => {
    await storage.put('document-originals', 'u1/notes.pdf', 'hello');
    await storage.put('document-originals', 'u1/a/week-1.pdf', new Uint8Array([1, 2, 3]));
    await storage.put('document-originals', 'u2/other.pdf', 'x');
    expect((await storage.get('document-originals', 'u1/notes.pdf')).toString()).toBe('hello');
    expect(await storage.exists('document-originals', 'u1/notes.pdf')).toBe(true);
    const listed = [];
    for await (const entry of storage.list('document-originals', 'u1/')) listed.push(entry);
    expect(listed).toEqual([
      { key: 'u1/a/week-1.pdf', size: 3 },
      { key: 'u1/notes.pdf', size: 5 },
    ]);
    await storage.remove('document-originals', 'u1/notes.pdf');
    expect(await storage.exists('document-originals', 'u1/notes.pdf')).toBe(false);
    await expect(storage.open('document-originals', 'u1/notes.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('streams a large blob in and out (multipart on S3) without changing a byte', async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    const chunks = Array.from({ length: 19 }, (_, i) => Buffer.from(chunk.fill(i * 13 + 1)));
    const whole = Buffer.concat(chunks);
    await storage.put('document-converted', 'u1/big/converted.pdf', Readable.from(chunks));
    const file = await storage.open('document-converted', 'u1/big/converted.pdf');
    expect(file.size).toBe(whole.length);
    expect(file.contentType).toBe('application/pdf');
    const hash = createHash('sha256');
    for await (const part of file.stream) hash.update(part as Buffer);
    expect(hash.digest('hex')).toBe(sha(whole));
  });

  it('opens a private blob through a URL that expires, with the sandboxed disposition of user files', async () => {
    await storage.put('document-originals', 'u1/d1/Week_1.docx', 'PK docx');
    const url = await storage.signedUrl('document-originals', 'u1/d1/Week_1.docx', 600);
    if (storage.kind === 's3') {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('PK docx');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="Week_1.docx"');
      expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('600');
    } else {
      const params = new URL(absolute(url)).searchParams;
      expect(storage.verifySignature('document-originals', 'u1/d1/Week_1.docx', params.get('expires'), params.get('signature'))).toBeNull();
    }
  });

  it('addresses public blobs at /api/storage, or under the CDN base', async () => {
    expect(storage.publicUrl('document-previews', 'd1/p1.webp')).toBe('/api/storage/document-previews/d1/p1.webp');
    expect(() => storage.publicUrl('document-originals', 'd1/x.pdf')).toThrow(/private/);
  });

  it.each(['../secret', 'a/../../etc/passwd', '/etc/passwd', 'a//b', '..', '%2e%2e/x', ''])('rejects the malformed key %j', async (key) => {
    await expect(storage.put('avatars', key, 'x')).rejects.toThrow(InvalidKeyError);
    await expect(storage.get('avatars', key)).rejects.toThrow(InvalidKeyError);
    await expect(storage.signedUrl('document-originals', key)).rejects.toThrow(InvalidKeyError);
  });

  it('refuses unknown buckets', async () => {
    await expect(storage.put('nope' as never, 'a.txt', 'x')).rejects.toThrow(InvalidKeyError);
    expect(name).toBeTruthy();
  });
});

describe('S3 objects', () => {
  it('carry their content type, and long cache headers on public buckets only', async () => {
    const prefix = `cache-${Date.now()}`;
    const storage = createS3Storage({ endpoint, region: 'us-east-1', bucket: 'studyhall-test', forcePathStyle: true, prefix, secret: SECRET, ...s3Credentials });
    await storage.put('document-previews', 'd1/p1.webp', new Uint8Array([1]));
    await storage.put('document-originals', 'u1/n.pdf', 'x');
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3Credentials });
    const head = (key: string) => client.send(new HeadObjectCommand({ Bucket: 'studyhall-test', Key: `${prefix}/${key}` }));
    expect(await head('document-previews/d1/p1.webp')).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=86400' });
    expect(await head('document-originals/u1/n.pdf')).toMatchObject({ ContentType: 'application/pdf', CacheControl: 'private, max-age=3600' });
    const cdn = createS3Storage({ endpoint, region: 'us-east-1', bucket: 'studyhall-test', forcePathStyle: true, publicBase: 'https://cdn.example.test/', secret: SECRET });
    expect(cdn.publicUrl('cover-images', 'd1/cover.webp')).toBe('https://cdn.example.test/cover-images/d1/cover.webp');
  });
});

describe('URL signatures of the local disk', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await adapters[0]![1]();
  });
  const query = async (key: string) => {
    const params = new URL(absolute(await storage.signedUrl('document-originals', key)), 'http://x').searchParams;
    return { expires: params.get('expires') ?? undefined, signature: params.get('signature') ?? undefined };
  };

  it('signs private URLs for 3600 seconds', async () => {
    const { expires, signature } = await query('u1/notes.pdf');
    expect(Number(expires)).toBe(clock / 1000 + 3600);
    expect(storage.verifySignature('document-originals', 'u1/notes.pdf', expires, signature)).toBeNull();
  });

  it('refuses an expired signature', async () => {
    const { expires, signature } = await query('a/b.pdf');
    clock += 3601_000;
    expect(storage.verifySignature('document-originals', 'a/b.pdf', expires, signature)).toBe('expired');
    clock -= 3601_000;
  });

  it('refuses a tampered signature, key, bucket or expiry', async () => {
    const { expires, signature } = await query('a/b.pdf');
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(storage.verifySignature('document-originals', 'a/b.pdf', expires, flipped)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/c.pdf', expires, signature)).toBe('invalid');
    expect(storage.verifySignature('document-converted', 'a/b.pdf', expires, signature)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/b.pdf', String(Number(expires) + 9999), signature)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/b.pdf', undefined, undefined)).toBe('invalid');
  });

  it('puts a CDN base in front of public blobs when configured', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'storage-cdn-'));
    dirs.push(root);
    const cdn = createLocalStorage({ root, secret: SECRET, publicBase: 'https://cdn.example.test' });
    expect(cdn.publicUrl('avatars', 'u1/face.png')).toBe('https://cdn.example.test/avatars/u1/face.png');
  });
});

describe('keys and file names', () => {
  it.each(['a\\..\\b', 'a/b\0.pdf', 'a/./b', `${'a/'.repeat(11)}b`])('rejects %j', (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidKeyError);
  });

  it('makes safe file names from what users upload', () => {
    expect(safeFileName('../../My Notes (final).pdf')).toBe('My_Notes_final_.pdf');
    expect(safeFileName('Über straße.png')).toBe('Uber_stra_e.png');
    expect(safeFileName('....')).toBe('file');
  });
});
