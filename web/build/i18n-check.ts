// `npm run i18n:check` (part of `npm run check`): fails when a string a user would see is not in a catalog, when the
// catalogs are out of date with the code, or when a message lacks a translation in any language.
//
// Strings not in a catalog are found in the syntax tree of every web/src file: text between JSX tags outside
// Lingui's <Trans>/<Plural>/<Select>, words in the attributes and object fields that hold what users read
// (placeholder, aria-label, label, title, description, ...), and words passed to toasts, confirm() and alert().
// A deliberate exception (a code sample, a word that is the same in every language) carries `i18n-ignore` in a
// comment on its line or the line above, with the reason.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parseAst } from 'rolldown/parseAst';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const webSrc = path.join(repoRoot, 'web/src');

/** Components whose children are a message (Lingui's JSX macros). */
const MESSAGE_COMPONENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
/** Attributes and object fields that hold words a user reads or hears. */
const USER_FACING_NAMES = new Set([
  'placeholder', 'title', 'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'alt', 'label',
  'description', 'lead', 'heading', 'subtitle', 'message', 'hint', 'tooltip', 'caption', 'cta', 'ctaLabel', 'empty',
  'emptyText', 'emptyTitle', 'emptyMessage', 'confirmLabel', 'cancelLabel', 'submitLabel', 'helperText', 'summary',
  'question', 'answer', 'text', 'body', 'eyebrow', 'badge', 'action', 'actionLabel', 'loadingLabel', 'errorTitle',
]);
/** DOM properties whose text a user reads or hears. */
const DOM_TEXT = new Set(['textContent', 'innerText', 'title', 'placeholder', 'ariaLabel', 'alt']);
/** Lingui's macros called with a message descriptor or plural forms. */
const MESSAGE_CALLS = new Set(['msg', 't', 'defineMessage', 'plural', 'select', 'selectOrdinal']);
/** Calls whose string arguments are shown to the user. */
const USER_FACING_CALLS = /^(toast(\.\w+)?|confirm|window\.confirm|alert|window\.alert)$/;
/** A string reads as words: a letter, and a space or a capital (not a slug, class name, key or path). */
const WORDS = /^(?=.*\p{L})(?=.*(\s|\p{Lu}))(?!\/)(?!https?:)[\s\S]+$/u;

type Finding = { file: string; line: number; text: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function calleeName(node: unknown): string {
  if (!isNode(node)) return '';
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression') return `${calleeName(node.object)}.${calleeName(node.property)}`;
  return '';
}

function jsxName(node: unknown): string {
  if (!isNode(node)) return '';
  if (node.type === 'JSXIdentifier') return node.name as string;
  if (node.type === 'JSXMemberExpression') return `${jsxName(node.object)}.${jsxName(node.property)}`;
  return '';
}

/** The literal text of a string or an untagged template (its static parts), else null. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') return (node.quasis as Node[]).map((q) => (q.value as { cooked: string }).cooked).join('…');
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  if (node.type === 'ConditionalExpression') return literalText(node.consequent) ?? literalText(node.alternate);
  if (node.type === 'LogicalExpression') return literalText(node.right);
  return null;
}

export function unwrappedStrings(file: string, source: string): Finding[] {
  const ast = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as Node;
  const lines = source.split('\n');
  const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
  const ignored = (line: number) => /i18n-ignore/.test(lines[line - 1] ?? '') || /i18n-ignore/.test(lines[line - 2] ?? '');
  const findings: Finding[] = [];
  const report = (node: Node, text: string) => {
    const line = lineOf(node.start);
    if (!ignored(line)) findings.push({ file: path.relative(repoRoot, file), line, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };
  const words = (text: string | null): text is string => text !== null && WORDS.test(text.trim());

  const visit = (node: unknown, inMessage: boolean) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inMessage);
      return;
    }
    if (!isNode(node)) return;
    let message = inMessage;
    switch (node.type) {
      case 'TaggedTemplateExpression':
        return; // t`...`, msg`...`: Lingui's macros, the message itself.
      case 'JSXElement': {
        const name = jsxName((node.openingElement as Node).name);
        if (MESSAGE_COMPONENTS.has(name)) message = true;
        break;
      }
      case 'JSXText': {
        const text = node.value as string;
        if (!message && /\p{L}/u.test(text)) report(node, text);
        return;
      }
      case 'JSXAttribute': {
        const name = jsxName(node.name);
        const text = literalText(node.value);
        if (!message && USER_FACING_NAMES.has(name) && words(text)) report(node, text);
        break;
      }
      case 'Property': {
        const key = node.key as Node;
        const name = key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : '';
        const text = literalText(node.value);
        if (USER_FACING_NAMES.has(name) && words(text)) report(node, text);
        break;
      }
      case 'CallExpression': {
        // msg({ message, context }), t({...}), plural(n, {...}): Lingui's macros called with a descriptor.
        if (MESSAGE_CALLS.has(calleeName(node.callee))) return;
        if (USER_FACING_CALLS.test(calleeName(node.callee))) {
          for (const argument of node.arguments as Node[]) {
            const text = literalText(argument);
            if (words(text)) report(argument, text);
          }
        }
        break;
      }
      case 'AssignmentExpression': {
        // el.textContent = '…' and the like, in code that builds the page outside React.
        const target = node.left as Node;
        const property = target.type === 'MemberExpression' ? calleeName(target.property) : '';
        const text = literalText(node.right);
        if (DOM_TEXT.has(property) && words(text)) report(node, text);
        break;
      }
      case 'JSXExpressionContainer': {
        // {'text'} between tags is text too.
        const text = literalText(node.expression);
        if (!message && (node.expression as Node).type === 'Literal' && words(text)) report(node, text);
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(child, message);
  };
  visit(ast, false);
  return findings;
}

async function catalogProblems(): Promise<string[]> {
  const config = getConfig({ cwd: repoRoot, skipValidation: true });
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const catalog of await getCatalogs(config)) {
    const name = path.basename(catalog.path);
    for (const file of catalog.sourcePaths) covered.add(path.resolve(repoRoot, file));
    const extracted = (await catalog.collect()) ?? {};
    const source = (await catalog.read(config.sourceLocale)) ?? {};
    for (const [id, entry] of Object.entries(extracted)) {
      if (!source[id]) problems.push(`${name}: "${entry.message}" is not in the catalogs (npm run i18n:extract)`);
    }
    for (const [id, entry] of Object.entries(source)) {
      if (!extracted[id] && !entry.obsolete) problems.push(`${name}: "${entry.message}" is no longer used (npm run i18n:extract)`);
    }
    for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
      const translated = (await catalog.read(locale)) ?? {};
      for (const [id, entry] of Object.entries(extracted)) {
        if (!translated[id]?.translation) problems.push(`${name}: "${entry.message}" has no ${locale} translation`);
      }
    }
  }
  for (const file of sourceFiles(webSrc)) {
    if (/from '@lingui\/(core|react)\/macro'/.test(readFileSync(file, 'utf8')) && !covered.has(file)) {
      problems.push(`${path.relative(repoRoot, file)} uses Lingui but no catalog in lingui.config.ts includes it`);
    }
  }
  return problems;
}

async function main() {
  const findings = sourceFiles(webSrc).flatMap((file) => unwrappedStrings(file, readFileSync(file, 'utf8')));
  for (const f of findings) console.log(`${f.file}:${f.line}: not in a catalog: "${f.text}"`);
  const problems = await catalogProblems();
  for (const p of problems) console.log(p);
  const total = findings.length + problems.length;
  console.log(total ? `i18n check: ${findings.length} strings not in a catalog, ${problems.length} catalog problems` : 'i18n check: every string is in a catalog and translated into every language');
  process.exitCode = total ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
