// /api/openapi.json, generated from the route contracts (zod's own JSON Schema output). Each operation's id, security
// and refusals are derived from its spec, so a route cannot be added without them (modules/platform/README.md).
import { z } from 'zod';
import { errorEnvelope } from '../contract.ts';
import { API_GUIDE, tagDescription } from './api-guide.ts';
import { type RouteSpec, successStatus } from './api-router.ts';

/** Every refusal a route may answer, with its status and what it means; all carry the one error envelope. */
const REFUSALS = {
  400: ['BadRequest', 'The input is invalid (`fields` names each invalid field) or the body could not be read.'],
  401: ['Unauthenticated', 'No valid session cookie or API token.'],
  403: ['Forbidden', 'Signed in but not allowed (not an admin, not yours), or (cookie sessions) a missing CSRF token.'],
  404: ['NotFound', 'Nothing with that id, or nothing this caller may see.'],
  409: ['Conflict', 'The request conflicts with the current state (already done, taken, changed meanwhile).'],
  413: ['PayloadTooLarge', 'The body is larger than this server accepts (an upload: larger than the file size limit).'],
  422: ['Unprocessable', 'Well-formed but refused: not enough points, a file that cannot be read, a rule of the product.'],
  429: ['RateLimited', 'Too many requests; `Retry-After` says in how many seconds to try again.'],
} as const;
type RefusalStatus = keyof typeof REFUSALS;

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

function schemaOf(type: z.ZodType, io: 'input' | 'output') {
  return asOpenApi30(z.toJSONSchema(type, { io, unrepresentable: 'any', target: 'openapi-3.0' }));
}

/**
 * Two places where zod's OpenAPI 3.0 output says less than the schema means, mended throughout:
 * - a record over an enum (`z.record(z.enum([...]), v)`) requires every key, but 3.0 has no `propertyNames`, so
 *   `required` names properties it never defines: each key becomes a property of the value's schema;
 * - a nullable enum (`z.enum([...]).nullable()`) is `nullable: true` beside an `enum` without null, and in 3.0 an
 *   enum lists every allowed value, so null answers (an AI answer's provider before it runs) failed the document.
 */
function asOpenApi30<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(asOpenApi30) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, asOpenApi30(value)])) as Record<string, any>;
  const value = node.additionalProperties;
  if (Array.isArray(node.required) && value && typeof value === 'object') {
    const properties = { ...node.properties };
    for (const key of node.required) properties[key] ??= value;
    node.properties = properties;
  }
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum = [...node.enum, null];
  return node as T;
}

function parametersOf(type: z.ZodType | undefined, where: 'query' | 'path') {
  if (!type) return [];
  const schema = schemaOf(type, 'input') as { properties?: Record<string, any>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (schema.required ?? []).includes(name),
    description: property.description,
    schema: property,
  }));
}

const pascal = (words: string) =>
  words
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/**
 * `{module}.{method}{Path}`: the path after /api/ in PascalCase, a segment naming the module dropped, `{id}` as `ById`
 * (`GET /api/wallet/transactions` of wallet is `wallet.getTransactions`). It changes only when the route's module,
 * method or path does, so scripts and generated clients can keep it.
 */
export function operationIdOf(spec: Pick<RouteSpec, 'method' | 'path' | 'module'>): string {
  const module = spec.module ?? 'platform';
  const segments = spec.path.split('/').filter((s) => s && s !== 'api');
  const own = segments.indexOf(module);
  const rest = own >= 0 ? segments.filter((_, i) => i !== own) : segments;
  const path = rest.map((s) => (s.startsWith('{') ? `By${pascal(s.slice(1, -1))}` : pascal(s))).join('');
  return `${module}.${spec.method}${path}`;
}

/**
 * Who may call it. Guests (`{}`) where access is public; a cookie session needs the CSRF header on unsafe methods; an
 * API token (`Authorization: Bearer`) needs nothing more. Admin routes take the same credentials of an admin.
 */
function securityOf(spec: RouteSpec) {
  const cookie = UNSAFE.has(spec.method) ? { session: [], csrf: [] } : { session: [] };
  const signedIn = [{ bearer: [] }, cookie];
  return !spec.access || spec.access === 'public' ? [{}, ...signedIn] : signedIn;
}

/** Its declared refusals and those its declaration implies: input can be invalid or too large, a path names something, access can be refused. */
export function refusalsOf(spec: RouteSpec): RefusalStatus[] {
  const statuses = new Set<RefusalStatus>(spec.errors ?? []);
  if (spec.query || spec.params || spec.body || spec.multipart) statuses.add(400);
  if (spec.body || spec.multipart) statuses.add(413);
  if (spec.access === 'user' || spec.access === 'admin') statuses.add(401);
  if (spec.access === 'admin' || UNSAFE.has(spec.method)) statuses.add(403);
  if (spec.params) statuses.add(404);
  return [...statuses].sort();
}

function requestBodyOf(spec: RouteSpec) {
  if (spec.multipart) {
    const fields = spec.multipart.fields ? (schemaOf(spec.multipart.fields, 'input') as { properties?: object; required?: string[] }) : {};
    const files = Object.fromEntries(spec.multipart.files.map((name) => [name, { type: 'string', format: 'binary' }]));
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { ...files, ...fields.properties },
            required: [...spec.multipart.files, ...(fields.required ?? [])],
          },
        },
      },
    };
  }
  if (!spec.body) return undefined;
  return { required: true, content: { 'application/json': { schema: schemaOf(spec.body, 'input') } } };
}

function operationOf(spec: RouteSpec) {
  const requestBody = requestBodyOf(spec);
  const refusals = refusalsOf(spec);
  return {
    operationId: operationIdOf(spec),
    summary: spec.summary ?? `${spec.method.toUpperCase()} ${spec.path}`,
    ...(spec.access === 'admin' ? { description: 'Admins only: a session or API token of an active admin.' } : {}),
    tags: [spec.module ?? 'platform'],
    security: securityOf(spec),
    parameters: [...parametersOf(spec.params, 'path'), ...parametersOf(spec.query, 'query')],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [successStatus(spec)]: {
        description: 'OK',
        ...(spec.response ? { content: { 'application/json': { schema: schemaOf(spec.response, 'output') } } } : {}),
      },
      ...Object.fromEntries(refusals.map((status) => [status, { $ref: `#/components/responses/${REFUSALS[status][0]}` }])),
      default: { $ref: '#/components/responses/Error' },
    },
  };
}

export const API_INFO = { title: 'Studyhall API', version: '1' };

export function openApiDocument(specs: RouteSpec[], info: { title: string; version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of specs) {
    paths[spec.path] ??= {};
    paths[spec.path]![spec.method] = operationOf(spec);
  }
  const tags = [...new Set(specs.map((s) => s.module ?? 'platform'))].sort();
  const used = [...new Set(specs.flatMap(refusalsOf))].sort();
  const envelope = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
  return {
    openapi: '3.0.3',
    info: {
      title: info.title,
      version: info.version,
      description: API_GUIDE,
      license: { name: 'Proprietary', url: `${info.serverUrl}/about` },
    },
    servers: [{ url: info.serverUrl, description: 'This deployment' }],
    tags: tags.map((name) => ({ name, description: tagDescription(name) })),
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'An API token from `POST /api/auth/tokens`, sent as `Authorization: Bearer <token>`.' },
        session: { type: 'apiKey', in: 'cookie', name: 'sh_session', description: 'The browser session cookie set by `POST /api/auth/login`.' },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description: 'With a session cookie, unsafe methods repeat the `sh_csrf` cookie in this header (API tokens need none).',
        },
      },
      schemas: { Error: schemaOf(errorEnvelope, 'output') },
      responses: {
        ...Object.fromEntries(used.map((status) => [REFUSALS[status][0], envelope(REFUSALS[status][1])])),
        Error: envelope('Something went wrong on our side (500), or the service is not available here (503).'),
      },
    },
  };
}
