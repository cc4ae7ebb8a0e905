// The module rules of DESIGN.md §2, enforced: a module imports another only through its index.ts or
// contract.ts; platform/ imports no module; web/ imports nothing from the server but modules/*/contract.ts;
// product code imports no test code (the tests' harnesses are named `*.testing.ts` for that reason).
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
      } else if (toModule && fromModule !== toModule && !/^modules\/[^/]+\/(index|contract)\.ts$/.test(to)) {
        problems.push(`${from} -> ${to}: import ${toModule} through its index.ts or contract.ts`);
      }
    }
  }
  return problems;
}

describe('architecture', () => {
  it('keeps every module boundary of DESIGN.md §2', () => {
    expect(sourceFiles(path.join(repo, 'modules')).length).toBeGreaterThan(20);
    expect(violations(repo)).toEqual([]);
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
      write('worker/main.ts', "import { sql } from '../tests/support/http-harness.ts';");
      write('modules/d/d.test.ts', "import { bootD } from './harness.testing.ts';");
      write('modules/d/harness.testing.ts', "import { sql } from '../../tests/support/http-harness.ts';");
      expect(violations(dir).sort()).toEqual([
        'cli/deep.ts -> modules/a/entities.ts: import a through its index.ts or contract.ts',
        'modules/a/routes.ts -> modules/b/entities.ts: import b through its index.ts or contract.ts',
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
