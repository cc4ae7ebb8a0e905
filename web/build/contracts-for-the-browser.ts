// The modules' contracts (`modules/*/contract.ts` and the files they build on) hold the api's routes and zod schemas;
// the browser reads routes' paths, constants and messages from them, and the schemas of the few forms it validates.
// In the browser build:
// - the route tables (`export const xRoutes = { name: { method, path, body, params, query, response, multipart } }`)
//   lose their schema-valued keys: the browser calls the api by path and never reads a route's schemas (an upload's
//   `multipart` names its form fields' schema);
// - every top-level value is computed in a call marked pure (`const x = /* @__PURE__ */ (() => (...))()`): a contract
//   only declares values, so one nothing reads is dropped, with the zod calls, property reads and spreads that build
//   it (the bundler would keep each of those, not knowing they have no effect).
// Together they keep zod out of the pages that validate nothing: it loads with the forms that use a schema, which
// live in files of their own (e.g. modules/accounts/forms.ts).
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const SCHEMA_KEYS = new Set(['body', 'params', 'query', 'response', 'multipart']);
/** Values whose creation has no effect a bundler could fear. */
const ALREADY_PURE = new Set(['Literal', 'ArrowFunctionExpression', 'FunctionExpression', 'TemplateLiteral']);
const SHARED_WITH_THE_SERVER = /[\\/]modules[\\/].+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: any };

export function contractsForTheBrowser(): Plugin {
  return {
    name: 'studyhall:contracts-for-the-browser',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: SHARED_WITH_THE_SERVER },
      handler(code, id) {
        // The repository's own modules/ files only, never a package's.
        if (/[\\/]node_modules[\\/]/.test(id)) return null;
        const program = this.parse(code) as unknown as { body: Node[] };
        const out = new MagicString(code);
        const initialisers = topLevelInitialisers(program.body);
        for (const init of initialisers) {
          for (const field of routeSchemaFields(init)) out.remove(field.start, withTrailingComma(code, field.end));
        }
        for (const init of initialisers) {
          if (ALREADY_PURE.has(init.type)) continue;
          out.appendLeft(init.start, '/* @__PURE__ */ (() => (');
          out.appendRight(init.end, '))()');
        }
        return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}

/** The initial values of the contract's top-level `const` declarations, exported or not. */
function topLevelInitialisers(body: Node[]): Node[] {
  return body.flatMap((statement) => {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as Node[]).flatMap((d) => (d.init ? [d.init as Node] : []));
  });
}

/** In a route table (an object of objects with a `path`), the fields that hold schemas. */
function routeSchemaFields(init: Node): Node[] {
  if (init.type !== 'ObjectExpression') return [];
  const routes = (init.properties as Node[]).filter((p) => p.type === 'Property' && p.value.type === 'ObjectExpression').map((p) => p.value as Node);
  const isRoute = (route: Node) => (route.properties as Node[]).some((f) => f.type === 'Property' && f.key.name === 'path');
  if (!routes.length || !routes.every(isRoute)) return [];
  return routes.flatMap((route) => (route.properties as Node[]).filter((f) => f.type === 'Property' && SCHEMA_KEYS.has(f.key.name)));
}

function withTrailingComma(code: string, end: number): number {
  const next = /^\s*,/.exec(code.slice(end, end + 200));
  return next ? end + next[0].length : end;
}
