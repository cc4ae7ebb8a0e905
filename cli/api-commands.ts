import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Command } from 'commander';
import type { Config } from '../config/index.ts';
import { describeApi, type StudyhallModule } from '../modules/platform/index.ts';

export function registerApiCommands(program: Command, getConfig: () => Config, modules: StudyhallModule[]) {
  const api = program.command('api').description('The HTTP API as others script against it');
  api
    .command('openapi')
    .description('Write the OpenAPI document (as /api/openapi.json serves it), without a database or a server')
    .option('--out <file>', 'write it to this file instead of stdout')
    .option('--server <url>', "the server's address it names (PUBLIC_URL by default)")
    .action(async (options: { out?: string; server?: string }) => {
      const document = describeApi(getConfig(), modules, options.server);
      const json = `${JSON.stringify(document, null, 2)}\n`;
      if (options.out) {
        // A clean clone has no tmp/ yet: `npm run lint:api` writes there first.
        await mkdir(path.dirname(path.resolve(options.out)), { recursive: true });
        await writeFile(options.out, json);
      }
      else process.stdout.write(json);
    });
}
