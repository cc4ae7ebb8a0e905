// The module rules of DESIGN.md §2, enforced: a module imports another only through its index.ts or
// contract.ts; platform/ imports no module; web/ imports nothing from the server but modules/*/contract.ts;
// product code imports no test code (the tests' harnesses are named `*.testing.ts` for that reason); a module's
// events.ts (its event names and payload schemas) imports nothing but zod and the platform's contract, so any module
// may import it; and a module depends only on modules before it in modules/registry.ts, so no cycle can form.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    // This file's own fixtures are strings that look like imports.
    else if (/\.(ts|tsx)$/.test(name) && name !== 'architecture.test.ts') out.push(full);
  }
  return out;
}

function relativeImports(file: string): string[] {
  const found: string[] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const spec = match[1] ?? match[2]!;
    if (spec.startsWith('.')) found.push(path.resolve(path.dirname(file), spec));
  }
  return found;
}

/** Tests, browser tests, their harnesses (`*.testing.ts`, which vitest's `*.test.ts` glob does not run) and tests/. */
function isTestCode(relativePath: string): boolean {
  return /\.(test|e2e|testing)\.tsx?$/.test(relativePath) || relativePath.startsWith('tests/');
}

/** Every import under `root` that breaks a rule, as "from -> to: why". */
function violations(root: string): string[] {
  const files = ['modules', 'web/src', 'cli', 'worker', 'tests'].flatMap((d) => sourceFiles(path.join(root, d)));
  const rel = (p: string) => path.relative(root, p);
  const moduleOf = (p: string) => /^modules\/([^/]+)\//.exec(rel(p))?.[1] ?? null;
  const problems: string[] = [];
  for (const file of files) {
    const from = rel(file);
    const fromModule = moduleOf(file);
    for (const target of relativeImports(file)) {
      const to = rel(target);
      const toModule = moduleOf(target);
      if (isTestCode(to) && !isTestCode(from)) {
        problems.push(`${from} -> ${to}: product code imports no test code`);
      } else if (from.startsWith('web/')) {
        if (!to.startsWith('web/') && !/^modules\/[^/]+\/contract\.ts$/.test(to)) {
          problems.push(`${from} -> ${to}: web may import only modules/*/contract.ts`);
        }
      } else if (fromModule === 'platform' && toModule && toModule !== 'platform') {
        problems.push(`${from} -> ${to}: platform imports no module`);
      } else if (/^modules\/[^/]+\/events\.ts$/.test(from) && fromModule !== 'platform' && to !== 'modules/platform/contract.ts') {
        problems.push(`${from} -> ${to}: an events.ts imports only zod and modules/platform/contract.ts`);
      } else if (toModule && fromModule !== toModule && !/^modules\/[^/]+\/(index|contract|events)\.ts$/.test(to)) {
        problems.push(`${from} -> ${to}: import ${toModule} through its index.ts, contract.ts or events.ts`);
      }
    }
  }
  return problems;
}

/** The modules of modules/registry.ts's list, in its order, by folder. */
function registryOrder(root: string): string[] {
  const text = readFileSync(path.join(root, 'modules/registry.ts'), 'utf8');
  const folderOf = new Map<string, string>();
  for (const m of text.matchAll(/import \{([^}]*)\} from '\.\/([^/]+)\/index\.ts'/g)) {
    for (const name of m[1]!.split(',')) folderOf.set(name.replace(/\btype\b/, '').trim(), m[2]!);
  }
  const list = /export const modules: StudyhallModule\[\] = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return list.split(',').map((n) => n.trim()).filter(Boolean).map((n) => folderOf.get(n) ?? `(unknown: ${n})`);
}

/**
 * Each module's dependencies: the modules its product code imports (type imports too), as module -> (module ->
 * a file that imports it). Importing another module's events.ts ties nothing (it depends on no module), so a
 * module may subscribe to the events of one after it.
 */
function moduleDependencies(root: string): Map<string, Map<string, string>> {
  const deps = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(path.join(root, 'modules'))) {
    const from = path.relative(root, file);
    const fromModule = /^modules\/([^/]+)\//.exec(from)?.[1];
    if (!fromModule || fromModule === 'platform' || isTestCode(from)) continue;
    for (const target of relativeImports(file)) {
      const to = path.relative(root, target);
      const toModule = /^modules\/([^/]+)\//.exec(to)?.[1];
      if (!toModule || toModule === fromModule || toModule === 'platform' || /^modules\/[^/]+\/events\.ts$/.test(to)) continue;
      if (!deps.has(fromModule)) deps.set(fromModule, new Map());
      if (!deps.get(fromModule)!.has(toModule)) deps.get(fromModule)!.set(toModule, from);
    }
  }
  return deps;
}

/** Dependencies on a module later in the registry's list (or not in it), as "a -> b (file): why". */
function orderViolations(root: string): string[] {
  const order = registryOrder(root);
  const problems: string[] = [];
  for (const [from, targets] of moduleDependencies(root)) {
    for (const [to, file] of targets) {
      if (!order.includes(from)) problems.push(`${from}: not in the list of modules/registry.ts`);
      else if (!order.includes(to)) problems.push(`${from} -> ${to} (${file}): ${to} is not in the list of modules/registry.ts`);
      else if (order.indexOf(to) > order.indexOf(from)) problems.push(`${from} -> ${to} (${file}): ${to} comes after ${from} in modules/registry.ts`);
    }
  }
  return problems;
}

/** Every circle of module dependencies (strongly connected components of more than one module), sorted. */
function moduleCycles(root: string): string[][] {
  const deps = moduleDependencies(root);
  const reach = (start: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      for (const next of deps.get(stack.pop()!)?.keys() ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return seen;
  };
  const reached = new Map([...deps.keys()].map((m) => [m, reach(m)]));
  const cycles = new Map<string, string[]>();
  for (const [m, seen] of reached) {
    const circle = [...seen].filter((other) => reached.get(other)?.has(m)).sort();
    if (circle.length > 1) cycles.set(circle.join(), circle);
  }
  return [...cycles.values()];
}

/** A migration is its module's when its name's first word is the module; these few are named for what they add. */
const MIGRATION_MODULE: Record<string, string> = { oidc: 'accounts', admin: 'accounts', google: 'accounts' };

/** Each table and the module that owns it: the one whose migration creates it. */
function tableOwners(root: string): Map<string, string> {
  const owners = new Map<string, string>();
  for (const name of readdirSync(path.join(root, 'migrations')).filter((n) => /^Migration\d+_/.test(n))) {
    const word = /^Migration\d+_([a-z]+)/.exec(name)![1]!;
    const text = readFileSync(path.join(root, 'migrations', name), 'utf8');
    for (const m of text.matchAll(/create table (?:if not exists )?"?([a-z_][a-z0-9_]*)/gi)) owners.set(m[1]!, MIGRATION_MODULE[word] ?? word);
  }
  return owners;
}

const STRING = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
/** A string that reads as SQL rather than as a message ("only from documents you uploaded"). */
const SQL = /\b(?:select|insert into|update \w+ set|delete from|join|returning|where|on conflict)\b/i;
/** Where SQL names a table: reads, writes, joins, keys. */
const TABLE_IN_SQL = /\b(?:from|join|into|update|table|references|using)\s+"?([a-z_][a-z0-9_]*)/gi;
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The tables a source file's SQL names, and those its entities map. */
function tablesNamed(text: string): string[] {
  const code = withoutComments(text);
  const inSql = [...code.matchAll(STRING)].filter((m) => SQL.test(m[0])).flatMap((m) => [...m[0].matchAll(TABLE_IN_SQL)].map((t) => t[1]!));
  return [...inSql, ...[...code.matchAll(/tableName:\s*'([a-z_][a-z0-9_]*)'/g)].map((m) => m[1]!)];
}

type TableException = { file: string; table: string; why: string };

/** Product code outside a table's owner that names the table, as "file: table (owned by m)". */
function tableViolations(root: string, exceptions: TableException[]): string[] {
  const owners = tableOwners(root);
  const files = ['modules', 'cli', 'worker'].flatMap((d) => sourceFiles(path.join(root, d)));
  const problems = new Set<string>();
  for (const file of files) {
    const from = path.relative(root, file);
    if (isTestCode(from)) continue;
    const module = /^modules\/([^/]+)\//.exec(from)?.[1] ?? null;
    for (const table of tablesNamed(readFileSync(file, 'utf8'))) {
      const owner = owners.get(table);
      if (!owner || owner === module || exceptions.some((e) => e.file === from && e.table === table)) continue;
      problems.add(`${from}: ${table} (owned by ${owner})`);
    }
  }
  return [...problems];
}

/**
 * Where code names another module's table on purpose. Each needs a reason that moving the query to the owner
 * would not serve; a stale entry (the file no longer names the table) fails the test too.
 */
const TABLE_EXCEPTIONS: TableException[] = [
  {
    file: 'modules/platform/rate-limit.ts',
    table: 'rate_limit_buckets',
    why: "the platform's rate limits (every module keys its own through `hit`) count in the table the accounts migration made when accounts was the only module that limited anything; the platform imports no module, so it cannot ask accounts, and moving the table is a migration, not a refactor",
  },
  {
    file: 'modules/platform/db/backup.ts',
    table: 'users',
    why: 'a restore refuses a database that already has accounts; the backup reads every table by design, and users is the one whose rows mean the database is in use',
  },
];

describe('architecture', () => {
  it('keeps every module boundary of DESIGN.md §2', () => {
    expect(sourceFiles(path.join(repo, 'modules')).length).toBeGreaterThan(20);
    expect(violations(repo)).toEqual([]);
  });

  it('keeps each table to the module whose migration creates it', () => {
    const owners = tableOwners(repo);
    expect(owners.get('users')).toBe('accounts');
    expect(owners.get('documents')).toBe('documents');
    expect(owners.size).toBeGreaterThan(60);
    expect(tableViolations(repo, TABLE_EXCEPTIONS)).toEqual([]);
    const stale = TABLE_EXCEPTIONS.filter((e) => !tableViolations(repo, TABLE_EXCEPTIONS.filter((x) => x !== e)).some((p) => p.startsWith(`${e.file}: ${e.table} `)));
    expect(stale).toEqual([]);
  });

  it('keeps each module to the ones before it in modules/registry.ts, with no cycle', () => {
    const order = registryOrder(repo);
    expect(order.slice(0, 3)).toEqual(['catalogue', 'accounts', 'settings']);
    const folders = readdirSync(path.join(repo, 'modules')).filter((n) => n !== 'platform' && statSync(path.join(repo, 'modules', n)).isDirectory());
    expect([...order].sort()).toEqual(folders.sort());
    expect(moduleCycles(repo)).toEqual([]);
    expect(orderViolations(repo)).toEqual([]);
  });

  it('catches a module that depends on a later one, and a cycle', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arch-'));
    const write = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    try {
      write(
        'modules/registry.ts',
        "import { aModule } from './a/index.ts';\nimport { bModule, setPort } from './b/index.ts';\nimport { type X, cModule } from './c/index.ts';\n" +
          'export const modules: StudyhallModule[] = [\n  aModule, bModule,\n  cModule,\n];',
      );
      write('modules/b/service.ts', "import { x } from '../a/index.ts';\nimport { E } from '../c/events.ts';");
      write('modules/b/b.test.ts', "import { c } from '../c/index.ts';");
      write('modules/c/jobs.ts', "import type { Y } from '../b/contract.ts';");
      expect(registryOrder(dir)).toEqual(['a', 'b', 'c']);
      expect(moduleCycles(dir)).toEqual([]);
      expect(orderViolations(dir)).toEqual([]);
      write('modules/a/jobs.ts', "import type { Z } from '../c/contract.ts';");
      write('modules/c/hooks.ts', "import { a } from '../a/index.ts';");
      expect(orderViolations(dir)).toEqual(['a -> c (modules/a/jobs.ts): c comes after a in modules/registry.ts']);
      expect(moduleCycles(dir)).toEqual([['a', 'b', 'c']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('catches SQL that names another module\'s table', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arch-'));
    const write = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    try {
      write('migrations/Migration20260101000100_accounts.ts', "this.addSql('create table users (id uuid primary key)');");
      write('migrations/Migration20260101000200_papers.ts', "this.addSql('create table if not exists papers (user_id uuid references users)');");
      write('migrations/Migration20260101000300_oidc.ts', "this.addSql('create table oidc_login_states (state text)');");
      write('modules/accounts/users.ts', "rows(em, 'select * from users'); rows(em, 'delete from oidc_login_states');");
      write('modules/papers/admin.ts', "// joins users in comments only\nrows(em, `select p.*, u.email from papers p join users u on u.id = p.user_id`);");
      write('modules/papers/entities.ts', "defineEntity({ name: 'Owner', tableName: 'users' });");
      write('modules/papers/papers.ts', "rows(em, 'update papers set title = ?'); const note = 'Only papers from users you follow.';");
      write('modules/papers/owners.ts', "rows(em, `select u.email\n  from users u where u.id = ?`, [id]);");
      write('modules/papers/admin.test.ts', "sql('select * from users');");
      write('modules/reports/reports.ts', "rows(em, 'insert into papers (id) values (?)');");
      expect(tableViolations(dir, []).sort()).toEqual([
        'modules/papers/admin.ts: users (owned by accounts)',
        'modules/papers/entities.ts: users (owned by accounts)',
        'modules/papers/owners.ts: users (owned by accounts)',
        'modules/reports/reports.ts: papers (owned by papers)',
      ]);
      expect(tableViolations(dir, [{ file: 'modules/papers/admin.ts', table: 'users', why: 'a test' }])).not.toContain('modules/papers/admin.ts: users (owned by accounts)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('catches each kind of violation', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'arch-'));
    const write = (p: string, text: string) => {
      mkdirSync(path.dirname(path.join(dir, p)), { recursive: true });
      writeFileSync(path.join(dir, p), text);
    };
    try {
      write('modules/a/routes.ts', "import { x } from '../b/entities.ts';");
      write('modules/platform/x.ts', "import { y } from '../a/index.ts';");
      write('web/src/page.tsx', "import { z } from '../../modules/a/queries.ts';");
      write('web/src/ok.tsx', "import type { Z } from '../../modules/a/contract.ts';");
      write('cli/deep.ts', "const m = await import('../modules/a/entities.ts');");
      write('modules/c/ok.ts', "import { x } from '../b/index.ts';\nimport type { Y } from '../b/contract.ts';");
      write('modules/d/service.ts', "import { bootD } from './harness.testing.ts';");
      write('modules/b/events.ts', "import { z } from 'zod';\nimport { defineEvent } from '../platform/contract.ts';\nimport { iso } from './db.ts';");
      write('modules/e/jobs.ts', "import { B_EVENTS } from '../b/events.ts';");
      write('worker/main.ts', "import { sql } from '../tests/support/http-harness.ts';");
      write('modules/d/d.test.ts', "import { bootD } from './harness.testing.ts';");
      write('modules/d/harness.testing.ts', "import { sql } from '../../tests/support/http-harness.ts';");
      expect(violations(dir).sort()).toEqual([
        'cli/deep.ts -> modules/a/entities.ts: import a through its index.ts, contract.ts or events.ts',
        'modules/a/routes.ts -> modules/b/entities.ts: import b through its index.ts, contract.ts or events.ts',
        'modules/b/events.ts -> modules/b/db.ts: an events.ts imports only zod and modules/platform/contract.ts',
        'modules/d/service.ts -> modules/d/harness.testing.ts: product code imports no test code',
        'modules/platform/x.ts -> modules/a/index.ts: platform imports no module',
        'web/src/page.tsx -> modules/a/queries.ts: web may import only modules/*/contract.ts',
        'worker/main.ts -> tests/support/http-harness.ts: product code imports no test code',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
