// The server's user-facing English, read from the source: what the api's error envelope can say. Messages are
// found where they are written: the argument of the error helpers and `new HttpError` (and the `fields` lists
// beside it) and every envelope written out, every string of an object named `MESSAGES` (a module's words), the
// custom messages of the zod schemas in the contracts, and the argument of `t('…')` (mails and notifications). A template literal becomes an ICU message with its `${x}` parts as `{x}` arguments.
// `npm run i18n:server` writes the result into the catalogs; `catalog.test.ts` fails when they differ.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@babel/parser';
import { TEXT_NOTE } from './catalog.ts';

export { TEXT_NOTE };

const ERROR_HELPERS: Record<string, number> = {
  badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, tooManyRequests: 0, conflict: 1, unprocessable: 1,
};
/** Zod checks whose string argument (or `{ error | message }`) is a message the user reads (contracts and forms). */
const ZOD_CHECKS = new Set([
  'min', 'max', 'length', 'regex', 'refine', 'email', 'url', 'uuid', 'int', 'positive', 'nonnegative', 'nonempty', 'gte',
  'lte', 'gt', 'lt', 'multipleOf',
]);
/** Zod types: a message only as `{ error | message }` (a string argument is a value: `z.literal('USD')`). */
const ZOD_TYPES = new Set(['string', 'number', 'boolean', 'enum', 'literal', 'array', 'object', 'date', 'custom', 'union']);

/** The repository: the messages are read from its `modules/`. */
export const ROOT = join(import.meta.dirname, '..', '..', '..');

/** `text`: written with `t('…')` (a mail's or a notification's words), never matched against a finished error. */
export type Extracted = { message: string; origin: string; text: boolean };

/** Babel's AST, walked by node type. */
type Node = any;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|testing|d|bench)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The ICU text of a string or template literal: `${user.name}` becomes `{name}`; null for anything else. */
function icuOf(node: Node): string | null {
  if (node?.type === 'StringLiteral') return node.value;
  if (node?.type !== 'TemplateLiteral') return null;
  return node.quasis
    .map((quasi: Node, index: number) => quasi.value.cooked + (index < node.expressions.length ? `{${argumentName(node.expressions[index], index)}}` : ''))
    .join('');
}

/** `{x}` for `${x}`, `${a.b.x}` and `${x(…)}`; `{0}`, `{1}` for anything else. */
export function argumentName(expression: Node, index: number): string {
  let e = expression;
  while (['CallExpression', 'TSNonNullExpression', 'TSAsExpression'].includes(e.type)) e = e.type === 'CallExpression' ? e.callee : e.expression;
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression' && !e.computed) return e.property.name;
  return String(index);
}

function calleeName(call: Node): string | null {
  const e = call.callee;
  if (e.type === 'Identifier') return e.name;
  if (e.type === 'MemberExpression' && !e.computed) return e.property.name;
  return null;
}

function propertyValues(node: Node, keys?: string[]): Node[] {
  if (node?.type !== 'ObjectExpression') return [];
  return node.properties.filter((p: Node) => p.type === 'ObjectProperty' && (!keys || keys.includes(p.key.name))).map((p: Node) => p.value);
}

/** The strings in `{ field: ['…'] }` (the field errors beside an error). */
function fieldMessages(node: Node): Node[] {
  return propertyValues(node).flatMap((value) => (value.type === 'ArrayExpression' ? value.elements : []));
}

function children(node: Node): Node[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (['loc', 'start', 'end', 'extra', 'leadingComments', 'trailingComments', 'innerComments'].includes(key)) return [];
    if (Array.isArray(value)) return value.filter((v) => v && typeof v.type === 'string');
    return value && typeof (value as Node).type === 'string' ? [value] : [];
  });
}

function strings(node: Node): Node[] {
  return icuOf(node) !== null ? [node] : children(node).flatMap(strings);
}

/** The messages one node writes. */
function messagesAt(node: Node, inContract: boolean): Node[] {
  if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && /(^|_)MESSAGES$/.test(node.id.name) && node.init) return strings(node.init);
  // An envelope written out (`{ code, message }`) and a helper's default (`message = 'Forbidden'`).
  if (node.type === 'ObjectExpression' && propertyValues(node, ['code']).length) return propertyValues(node, ['message']);
  if (node.type === 'AssignmentPattern' && node.left.type === 'Identifier' && node.left.name === 'message') return [node.right];
  if (node.type === 'NewExpression' && calleeName(node) === 'HttpError') return [node.arguments[2], ...fieldMessages(node.arguments[3])];
  if (node.type !== 'CallExpression') return [];
  const name = calleeName(node);
  if (name === 't') return [node.arguments[0]];
  if (name && name in ERROR_HELPERS) return [node.arguments[ERROR_HELPERS[name]!], ...(name === 'badRequest' ? fieldMessages(node.arguments[1]) : [])];
  if (inContract && name && (ZOD_CHECKS.has(name) || ZOD_TYPES.has(name))) {
    const typed = ZOD_TYPES.has(name);
    return node.arguments.flatMap((a: Node) => (a.type === 'ObjectExpression' ? propertyValues(a, ['error', 'message']) : typed ? [] : [a]));
  }
  return [];
}

export function extractFile(path: string, text: string): Extracted[] {
  const ast = parse(text, { sourceType: 'module', sourceFilename: path, plugins: ['typescript'] });
  const inContract = /(contract|forms|messages)\.ts$/.test(path);
  const found: Extracted[] = [];
  const visit = (node: Node) => {
    const text = node.type === 'CallExpression' && calleeName(node) === 't';
    for (const written of messagesAt(node, inContract)) {
      const message = written ? icuOf(written) : null;
      if (message?.trim() && /[a-z]/i.test(message)) found.push({ message, origin: path, text });
    }
    children(node).forEach(visit);
  };
  visit(ast);
  return found;
}

/**
 * Every user-facing message of the server, each with where it is first written (and whether it is only ever a
 * `t('…')` text), in a stable order.
 */
export function extractServerMessages(root: string): Map<string, { origin: string; text: boolean }> {
  const messages = new Map<string, { origin: string; text: boolean }>();
  for (const path of sourceFiles(join(root, 'modules')).sort()) {
    for (const { message, origin, text } of extractFile(relative(root, path), readFileSync(path, 'utf8'))) {
      const seen = messages.get(message);
      messages.set(message, { origin: seen?.origin ?? origin, text: (seen?.text ?? true) && text });
    }
  }
  return messages;
}
