// The embedded default: blobs as files under DATA_DIR/storage/{bucket}/{key}, written to a temporary name and
// renamed (a reader never sees half a file, a crash leaves no torn blob), streamed in and out.
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertBlobAddress, assertListPrefix, type BlobBody, type BlobEntry, type Bucket, contentTypeOf, InvalidKeyError, publicAddress, type Storage, urlSigner,
} from './storage.ts';

export function createLocalStorage(options: { root: string; secret: string; publicBase?: string; now?: () => number }): Storage {
  const root = path.resolve(options.root);
  const signer = urlSigner(options.secret, options.now ?? Date.now);

  function fileOf(bucket: Bucket, key: string): string {
    assertBlobAddress(bucket, key);
    const bucketDir = path.join(root, bucket);
    const file = path.resolve(bucketDir, key);
    // Belt and braces: whatever the key, the file stays inside its bucket.
    if (!file.startsWith(bucketDir + path.sep)) throw new InvalidKeyError(key);
    return file;
  }

  async function* walk(dir: string, prefix: string): AsyncGenerator<BlobEntry> {
    let entries: import('node:fs').Dirent[];
    try {
      entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    } catch {
      return;
    }
    for (const entry of entries) {
      const key = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), key);
      else if (entry.isFile() && !entry.name.includes('.partial-')) yield { key, size: (await stat(path.join(dir, entry.name))).size };
    }
  }

  return {
    kind: 'local',
    root,
    async put(bucket, key, body: BlobBody) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.partial-${process.pid}-${Math.random().toString(36).slice(2)}`;
      try {
        await pipeline(typeof body === 'string' || body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(bucket, key) {
      return readFile(fileOf(bucket, key));
    },
    async exists(bucket, key) {
      try {
        return (await stat(fileOf(bucket, key))).isFile();
      } catch (error) {
        if (error instanceof InvalidKeyError) throw error;
        return false;
      }
    },
    async remove(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    /** Opens the file before answering, so a blob removed meanwhile is a clean 404, not a broken response. */
    async open(bucket, key) {
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
    list(bucket, prefix = '') {
      const within = assertListPrefix(bucket, prefix);
      return walk(path.join(root, bucket, within), within);
    },
    publicUrl: (bucket, key) => publicAddress(bucket, key, options.publicBase),
    async signedUrl(bucket, key, seconds) {
      fileOf(bucket, key);
      return signer.sign(bucket, key, seconds);
    },
    verifySignature: signer.verify,
  };
}

