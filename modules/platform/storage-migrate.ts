// Moves every blob from one store to another (the local disk to S3 when a deployment grows past one machine, or
// back). Each blob is streamed across, then read back from the target and compared by SHA-256; a blob already in
// the target with the same checksum is skipped, so an interrupted run simply starts again and continues. Nothing
// is removed from the source: switching the app over (S3_*) and clearing the old disk are the operator's steps.
import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { BUCKETS, type Bucket, type Storage } from './storage.ts';

export type MigrationProgress = { done: number; total: number; bytes: number; key: string };
export type MigrationReport = { copied: number; skipped: number; failed: { bucket: Bucket; key: string; error: string }[]; bytes: number };

async function checksumOf(storage: Storage, bucket: Bucket, key: string): Promise<string | null> {
  let file: Awaited<ReturnType<Storage['open']>>;
  try {
    file = await storage.open(bucket, key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const hash = createHash('sha256');
  for await (const chunk of file.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Copies one blob as a stream, hashing what passes; answers the source's checksum. */
async function copy(source: Storage, target: Storage, bucket: Bucket, key: string): Promise<string> {
  const file = await source.open(bucket, key);
  const hash = createHash('sha256');
  const tee = new PassThrough();
  file.stream.on('data', (chunk: Buffer) => hash.update(chunk));
  file.stream.on('error', (error) => tee.destroy(error));
  file.stream.pipe(tee);
  await target.put(bucket, key, tee);
  return hash.digest('hex');
}

export async function migrateBlobs(source: Storage, target: Storage, onProgress: (p: MigrationProgress) => void = () => {}): Promise<MigrationReport> {
  const blobs: { bucket: Bucket; key: string; size: number }[] = [];
  for (const bucket of Object.keys(BUCKETS) as Bucket[]) {
    for await (const entry of source.list(bucket)) blobs.push({ bucket, ...entry });
  }
  const report: MigrationReport = { copied: 0, skipped: 0, failed: [], bytes: 0 };
  for (const [index, blob] of blobs.entries()) {
    try {
      const [here, there] = await Promise.all([checksumOf(source, blob.bucket, blob.key), checksumOf(target, blob.bucket, blob.key)]);
      if (here !== null && here === there) {
        report.skipped++;
      } else {
        const sent = await copy(source, target, blob.bucket, blob.key);
        const landed = await checksumOf(target, blob.bucket, blob.key);
        if (landed !== sent) throw new Error(`checksum mismatch after copy (${sent.slice(0, 12)} sent, ${landed?.slice(0, 12) ?? 'nothing'} stored)`);
        report.copied++;
        report.bytes += blob.size;
      }
    } catch (error) {
      report.failed.push({ bucket: blob.bucket, key: blob.key, error: (error as Error).message });
    }
    onProgress({ done: index + 1, total: blobs.length, bytes: report.bytes, key: `${blob.bucket}/${blob.key}` });
  }
  return report;
}
