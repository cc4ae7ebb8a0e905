import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertValidKey, createLocalStorage, InvalidKeyError, safeFileName } from './storage.ts';

let root: string;
let clock = 1_800_000_000_000;
let storage: ReturnType<typeof createLocalStorage>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalStorage({ root, secret: 'x'.repeat(48), now: () => clock });
});
afterAll(() => rm(root, { recursive: true, force: true }));

function query(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  return { expires: params.get('expires') ?? undefined, signature: params.get('signature') ?? undefined };
}

describe('blob storage', () => {
  it('stores and reads back a blob', async () => {
    await storage.put('document-originals', 'u1/notes.pdf', 'hello');
    expect((await storage.get('document-originals', 'u1/notes.pdf')).toString()).toBe('hello');
    expect(await storage.exists('document-originals', 'u1/notes.pdf')).toBe(true);
    await storage.remove('document-originals', 'u1/notes.pdf');
    expect(await storage.exists('document-originals', 'u1/notes.pdf')).toBe(false);
  });

  it('signs private URLs for 3600 seconds', () => {
    const url = storage.signedUrl('document-originals', 'u1/notes.pdf');
    const { expires, signature } = query(url);
    expect(Number(expires)).toBe(clock / 1000 + 3600);
    expect(storage.verifySignature('document-originals', 'u1/notes.pdf', expires, signature)).toBeNull();
  });

  it('refuses an expired signature', () => {
    const { expires, signature } = query(storage.signedUrl('document-originals', 'a/b.pdf'));
    clock += 3601_000;
    expect(storage.verifySignature('document-originals', 'a/b.pdf', expires, signature)).toBe('expired');
    clock -= 3601_000;
  });

  it('refuses a tampered signature, key, bucket or expiry', () => {
    const { expires, signature } = query(storage.signedUrl('document-originals', 'a/b.pdf'));
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    expect(storage.verifySignature('document-originals', 'a/b.pdf', expires, flipped)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/c.pdf', expires, signature)).toBe('invalid');
    expect(storage.verifySignature('document-converted', 'a/b.pdf', expires, signature)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/b.pdf', String(Number(expires) + 9999), signature)).toBe('invalid');
    expect(storage.verifySignature('document-originals', 'a/b.pdf', undefined, undefined)).toBe('invalid');
  });

  it.each([
    '../secret',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '..',
    'a\\..\\b',
    'a/b\0.pdf',
    '%2e%2e/x',
    '',
    'a/'.repeat(11) + 'b',
  ])('rejects the traversal or malformed key %j', async (key) => {
    expect(() => assertValidKey(key)).toThrow(InvalidKeyError);
    await expect(storage.put('avatars', key, 'x')).rejects.toThrow(InvalidKeyError);
    await expect(storage.get('avatars', key)).rejects.toThrow(InvalidKeyError);
  });

  it('refuses unknown buckets', async () => {
    await expect(storage.put('nope' as any, 'a.txt', 'x')).rejects.toThrow(InvalidKeyError);
  });

  it('makes safe file names from what users upload', () => {
    expect(safeFileName('../../My Notes (final).pdf')).toBe('My_Notes_final_.pdf');
    expect(safeFileName('Über straße.png')).toBe('Uber_stra_e.png');
    expect(safeFileName('....')).toBe('file');
  });
});
