import type { Command } from 'commander';
import type { Config } from '../config/index.ts';
import { appSecret, CliError, localStorageFor, migrateBlobs, type MigrationProgress, printObject, s3StorageFor } from '../modules/platform/index.ts';

const MB = 1024 * 1024;

/** A progress bar on a terminal; a line every 5% otherwise (logs, CI). */
function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  let lastStep = -1;
  return (p: MigrationProgress) => {
    const share = p.total ? p.done / p.total : 1;
    const text = `${p.done}/${p.total} blobs, ${(p.bytes / MB).toFixed(1)} MB copied`;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}${p.done === p.total ? '\n' : ''}`);
    } else if (Math.floor(share * 20) > lastStep || p.done === p.total) {
      lastStep = Math.floor(share * 20);
      stream.write(`${Math.round(share * 100)}% ${text}\n`);
    }
  };
}

export function registerStorageCommands(program: Command, getConfig: () => Config) {
  const storage = program.command('storage').description('Blob storage: the local disk or an S3-compatible store');
  storage
    .command('migrate')
    .description('Copy every blob to the other store, verified by SHA-256; run it again to resume')
    .requiredOption('--to <store>', 's3 (from DATA_DIR/storage to the S3_* store) or local (back)')
    .option('--json', 'print JSON')
    .action(async (options: { to: string; json?: boolean }) => {
      if (options.to !== 's3' && options.to !== 'local') throw new CliError('--to must be s3 or local');
      const config = getConfig();
      const secret = appSecret(config.APP_SECRET, config.dataDir);
      let s3: ReturnType<typeof s3StorageFor>;
      try {
        s3 = s3StorageFor(config, secret);
      } catch (error) {
        throw new CliError((error as Error).message);
      }
      const local = localStorageFor(config, secret);
      const [source, target] = options.to === 's3' ? [local, s3] : [s3, local];
      const report = await migrateBlobs(source, target, progressPrinter());
      printObject({ from: source.root, to: target.root, ...report }, Boolean(options.json));
      if (report.failed.length) throw new CliError(`${report.failed.length} blob(s) failed; run the command again to retry them`);
    });
}
