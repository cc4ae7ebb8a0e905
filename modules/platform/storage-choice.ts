// Which blob store this process uses: S3 when S3_BUCKET is set, else the local disk under DATA_DIR/storage.
import type { Config } from '../../config/index.ts';
import type { Storage } from './storage.ts';
import { createLocalStorage } from './storage-local.ts';
import { createS3Storage } from './storage-s3.ts';

export function storageFor(config: Config, secret: string): Storage {
  return config.S3_BUCKET ? s3StorageFor(config, secret) : localStorageFor(config, secret);
}

/** The local disk under DATA_DIR/storage, whatever the configuration says (for `storage migrate`). */
export function localStorageFor(config: Config, secret: string): Storage {
  return createLocalStorage({ root: config.storageDir, secret, publicBase: config.PUBLIC_ASSETS_URL });
}

/** The configured S3 store; throws unless S3_BUCKET is set. */
export function s3StorageFor(config: Config, secret: string): Storage {
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is not set: configure the S3-compatible store (S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first');
  const publicBase = config.PUBLIC_ASSETS_URL;
  return createS3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
    publicBase,
    secret,
  });
}
