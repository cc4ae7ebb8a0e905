// The README is the product's front door: every command it tells a newcomer to run exists (the npm scripts and the
// CLI's commands), and every file or folder it points at is in this repository.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli as runCliInThisProcess } from '../cli/main.ts';

const repo = path.resolve(import.meta.dirname, '..');
const readme = readFileSync(path.join(repo, 'README.md'), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts as Record<string, string>);
/** Built by `npm run build` or `npm start`, not kept in the repository. */
const GENERATED = /^(web\/dist|web\/dist-ssr|\.data)(\/|$)/;
const TOP = ['bench', 'cli', 'config', 'deploy', 'docs', 'migrations', 'modules', 'tests', 'web', 'worker'];

const codeSpans = [...readme.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
const codeBlocks = [...readme.matchAll(/```\w*\n([\s\S]*?)```/g)].map((m) => m[1]!);
const code = [...codeSpans, ...codeBlocks.flatMap((b) => b.split('\n'))];

/** `npm run x`, `npm start`, `npm test` wherever the README shows a command. */
function npmScripts(): string[] {
  const named = code.flatMap((line) => [...line.matchAll(/\bnpm (?:run ([\w:-]+)|(start|test)\b)/g)].map((m) => m[1] ?? m[2]!));
  return [...new Set(named)];
}

/** `npx studyhall a b ...` (the command words before any option or value), and the table's `db migrate\|status`. */
function cliCommands(): string[][] {
  const found: string[][] = [];
  for (const line of code) {
    for (const m of line.matchAll(/\bnpx studyhall((?: [a-z][a-z-]*)+)/g)) found.push(m[1]!.trim().split(' '));
    const alternatives = /^([a-z]+) ([a-z-]+(?:\\\|[a-z-]+)+)$/.exec(line);
    if (alternatives) for (const sub of alternatives[2]!.split('\\|')) found.push([alternatives[1]!, sub]);
  }
  return [...new Map(found.map((c) => [c.join(' '), c])).values()];
}

/** Relative links, and code spans that name a path of the repository (`modules/wallet/README.md`, `docs/`). */
function pointedAt(): string[] {
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!).filter((t) => !/^(https?:|mailto:|#)/.test(t));
  const paths = codeSpans.filter((t) => TOP.includes(t.split('/')[0]!) && t.includes('/') && /^[\w./[\]-]+$/.test(t));
  return [...new Set([...links.map((l) => l.replace(/#.*$/, '')), ...paths])];
}

afterEach(() => vi.restoreAllMocks());

describe('the README', () => {
  it('names only npm scripts that package.json has', () => {
    const named = npmScripts();
    expect(named).toEqual(expect.arrayContaining(['start', 'test', 'build', 'bench']));
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
  });

  it('names only CLI commands that exist', { timeout: 60_000 }, async () => {
    const commands = cliCommands();
    expect(commands.map((c) => c.join(' '))).toEqual(expect.arrayContaining(['db migrate', 'db backup', 'users create', 'search reindex']));
    const missing: string[] = [];
    for (const command of commands) {
      let out = '';
      vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
        out += String(chunk);
        return true;
      });
      vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      const code = await runCliInThisProcess([...command, '--help']);
      vi.restoreAllMocks();
      // Help for the command itself, not for the nearest parent that exists.
      if (code !== 0 || !out.startsWith(`Usage: studyhall ${command.join(' ')} `)) missing.push(command.join(' '));
    }
    expect(missing).toEqual([]);
  });

  it('links and points only at files and folders of this repository', () => {
    const targets = pointedAt();
    expect(targets).toEqual(expect.arrayContaining(['docs/architecture.md', 'docs/scaling.md']));
    const broken = targets.filter((t) => {
      const resolved = path.resolve(repo, t);
      const inside = resolved.startsWith(repo + path.sep);
      return !inside || (!GENERATED.test(t) && !existsSync(resolved));
    });
    expect(broken).toEqual([]);
  });

  it('says nothing is planned that is built', () => {
    expect(readme).not.toMatch(/planned and\s+not built yet/);
    expect(readme).not.toMatch(/\.\.\/shared\//);
  });
});
