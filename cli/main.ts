// `studyhall`: the admin CLI. Every listing also as --json; a one-line error and a non-zero exit on failure.
import { Command, CommanderError } from 'commander';
import { type Config, loadConfigFromProcess } from '../config/index.ts';
import { bootPlatform, isEntryPoint, type Platform } from '../modules/platform/index.ts';
import { migrations, modules } from '../modules/registry.ts';
import { registerApiCommands } from './api-commands.ts';
import { registerDbCommands } from './db-commands.ts';
import { registerJobsCommands } from './jobs-commands.ts';
import { registerStorageCommands } from './storage-commands.ts';

export async function runCli(argv: string[]): Promise<number> {
  // A command's output is its stdout; logs go to stderr and only warnings unless LOG_LEVEL says otherwise.
  process.env.LOG_LEVEL ||= 'warn';
  let config: Config | null = null;
  let booted: Platform | null = null;
  const getConfig = () => (config ??= loadConfigFromProcess());
  const platform = async () => (booted ??= await bootPlatform(getConfig(), { modules, migrations, logTo: 'stderr' }));

  const program = new Command('studyhall')
    .description('Studyhall admin CLI')
    .showHelpAfterError()
    .exitOverride();
  program.configureOutput({ writeErr: (text) => process.stderr.write(text) });
  registerDbCommands(program, getConfig, platform);
  registerJobsCommands(program, platform);
  registerStorageCommands(program, getConfig);
  registerApiCommands(program, getConfig, modules);
  for (const module of modules) module.commands?.(program, platform);

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const message = (error as Error).message;
    process.stderr.write(`error: ${message.split('\n').join(' ')}\n`);
    return 1;
  } finally {
    await (booted as Platform | null)?.stop();
  }
}

if (isEntryPoint(import.meta.url)) process.exitCode = await runCli(process.argv.slice(2));
