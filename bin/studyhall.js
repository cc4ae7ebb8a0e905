#!/usr/bin/env node
// The `studyhall` command: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2));
