// The fuzzing loop: every operation, as every role, with schema-valid and mutated input from a deterministic seed.
// A failure is a 5xx, a request that takes longer than the limit or never answers, or a response to anyone but the
// admin that carries the victim's marker. Each role's requests run one after another; roles run side by side.
import fc from 'fast-check';
import type { Answer } from '../support/http-harness.ts';
import { sql } from '../support/http-harness.ts';
import { HANDLED_APART, type Operation, operationsOf } from './operations.ts';
import { hostileValue, invalidArbitrary, type Schema, validArbitrary } from './schema-arbitrary.ts';
import { MARKER, restoreSession, type Role, type World } from './world.ts';

export type Failure = { operation: string; role: Role; status: number | 'hang' | 'error'; reason: string; request: string };

export type Report = {
  requests: number;
  latenciesMs: number[];
  /** Time spent per operation (all roles), to see where a run's time goes. */
  msByOperation: Map<string, number>;
  covered: Set<string>;
  operations: number;
  failures: Failure[];
};

export type FuzzOptions = {
  seed: number;
  /** Cases per operation and role: this many schema-valid and as many schema-invalid. */
  casesPerKind: number;
  /** A request slower than this fails the run. */
  slowMs: number;
  roles?: Role[];
  /** Keeps only these operations (by key), to reproduce one. */
  only?: (key: string) => boolean;
};

type Case = { path: string; query: string; body: unknown; upload: Operation['upload']; valid: boolean };

const stableHash = (text: string) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

// Path values that break URL handling rather than the schema: malformed escapes, traversal, very long segments.
const hostileSegments = ['%', '%E0%A4%A', '%00', '..', '%2e%2e%2f', 'a'.repeat(5000), '%F0%9F%8E%93', 'null', '-1', ' '];

function queryString(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) params.append(k, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function casesOf(op: Operation, world: World, role: Role, options: FuzzOptions): Case[] {
  // The admin's bodies take random ids only: a real one could hand the victim's paper to a fuzzing user (reassign),
  // and the next round's leak check would see it. Its paths skip its own id: deleting itself ends the run.
  const adminId = world.people.admin?.id;
  const pool = role === 'admin' ? { uuids: [], slugs: world.pool.slugs } : world.pool;
  const pathPool = role === 'admin' ? { ...world.pool, uuids: world.pool.uuids.filter((id) => id !== adminId) } : world.pool;
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const querySchema: Schema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const pathValid = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, validArbitrary(p.schema, pathPool)])));
  const pathInvalid = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, fc.oneof(
    validArbitrary(p.schema, pathPool).map((v) => encodeURIComponent(String(v))),
    fc.constantFrom(...hostileSegments),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  )])));
  const bodyValid = op.body ? validArbitrary(op.body, pool) : fc.constant(undefined);
  const bodyInvalid = op.body ? invalidArbitrary(op.body, pool) : op.upload ? fc.constant(undefined) : fc.oneof(fc.constant(undefined), hostileValue);
  const fill = (template: string, values: Record<string, unknown>, encode: boolean) =>
    template.replace(/\{(\w+)\}/g, (_, name: string) => (encode ? encodeURIComponent(String(values[name])) : String(values[name])));
  const make = (valid: boolean) =>
    fc.record({
      path: valid ? pathValid : pathInvalid,
      query: valid ? validArbitrary(querySchema, world.pool) : fc.oneof(validArbitrary(querySchema, world.pool), invalidArbitrary(querySchema, world.pool)),
      body: valid ? bodyValid : bodyInvalid,
    }).map(({ path, query, body }): Case => ({
      path: fill(op.path, path, valid),
      query: queryString((query ?? {}) as Record<string, unknown>),
      body,
      upload: op.upload,
      valid,
    }));
  const seed = options.seed ^ stableHash(`${op.key} ${role}`);
  return [
    ...fc.sample(make(true), { seed, numRuns: options.casesPerKind }),
    ...fc.sample(make(false), { seed: seed ^ 0x5bd1e995, numRuns: options.casesPerKind }),
  ];
}

const uploadBytes = fc.oneof(
  fc.constant(new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF')),
  fc.uint8Array({ minLength: 0, maxLength: 2048 }),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0x7f, 0xff, 0xff, 0xff, 0x7f, 0xff, 0xff, 0xff, 8, 6, 0, 0, 0])),
);

async function send(world: World, role: Role, op: Operation, c: Case, slowMs: number): Promise<{ answer: Answer | null; ms: number; error?: string }> {
  const client = world.clients[role];
  const url = `${c.path}${c.query}`;
  const started = performance.now();
  const init: Parameters<typeof client.request>[3] = { headers: {} };
  if (c.upload === 'multipart' && c.valid) {
    const form = new FormData();
    const [bytes] = fc.sample(uploadBytes, { seed: stableHash(url), numRuns: 1 });
    form.set('file', new Blob([bytes as BlobPart], { type: 'application/pdf' }), 'fuzz.pdf');
    form.set('title', 'Fuzzed upload');
    const encoded = new Request('http://local/', { method: 'POST', body: form });
    init.headers!['content-type'] = encoded.headers.get('content-type')!;
    init.raw = new Uint8Array(await encoded.arrayBuffer());
  } else if (c.upload === 'raw' && c.valid) {
    const [bytes] = fc.sample(uploadBytes, { seed: stableHash(url), numRuns: 1 });
    init.headers!['content-type'] = 'image/png';
    init.raw = bytes;
  } else if (c.body !== undefined && op.method !== 'GET') {
    init.headers!['content-type'] = 'application/json';
    init.raw = JSON.stringify(c.body);
  }
  try {
    // The fuzzer waits well past the limit, so a slow answer is told apart from one that never comes.
    const answer = await Promise.race([
      client.request(op.method, url, undefined, init),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer')), Math.max(slowMs * 6, 30_000)).unref()),
    ]);
    return { answer, ms: performance.now() - started };
  } catch (error) {
    return { answer: null, ms: performance.now() - started, error: (error as Error).message };
  }
}

const describe = (op: Operation, c: Case) =>
  `${op.method} ${c.path}${c.query}`.slice(0, 300) + (c.body === undefined ? '' : ` body ${JSON.stringify(c.body)?.slice(0, 300)}`);

function leaked(answer: Answer): boolean {
  if (answer.text.toLowerCase().includes(MARKER)) return true;
  for (const [, value] of answer.headers) if (value.toLowerCase().includes(MARKER)) return true;
  return false;
}

async function fuzzRole(world: World, role: Role, ops: Operation[], options: FuzzOptions, report: Report) {
  for (const op of ops) {
    // Rate limits would turn every later case of a role into a 429: each operation starts with fresh buckets.
    await sql(world.h, 'delete from rate_limit_buckets');
    for (const c of casesOf(op, world, role, options)) {
      const { answer, ms, error } = await send(world, role, op, c, options.slowMs);
      report.requests += 1;
      report.latenciesMs.push(ms);
      report.msByOperation.set(op.key, (report.msByOperation.get(op.key) ?? 0) + ms);
      report.covered.add(op.key);
      const fail = (status: Failure['status'], reason: string) => report.failures.push({ operation: op.key, role, status, reason, request: describe(op, c) });
      if (!answer) fail(error === 'no answer' ? 'hang' : 'error', error ?? 'no answer');
      else {
        if (answer.status >= 500) fail(answer.status, answer.text.slice(0, 300));
        if (ms > options.slowMs) fail(answer.status, `slow: ${Math.round(ms)} ms`);
        if (role !== 'admin' && leaked(answer)) fail(answer.status, `leak: the response carries the victim's marker: ${answer.text.slice(0, 300)}`);
      }
    }
    if (role === 'user' || role === 'admin') await restoreSession(world, role);
  }
}

/** The event stream, as every role: it opens (200, text/event-stream) and is closed by the client. */
async function probeEvents(world: World, roles: Role[], report: Report) {
  for (const role of roles) {
    const client = world.clients[role];
    const controller = new AbortController();
    const started = performance.now();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    try {
      const res = await fetch(`${world.h.baseUrl}/api/events`, { headers, signal: controller.signal });
      report.requests += 1;
      report.latenciesMs.push(performance.now() - started);
      report.covered.add('GET /api/events');
      if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
        report.failures.push({ operation: 'GET /api/events', role, status: res.status, reason: `not an event stream: ${res.headers.get('content-type')}`, request: 'GET /api/events' });
      }
    } finally {
      controller.abort();
    }
  }
}

export async function fuzzApi(world: World, options: FuzzOptions): Promise<Report> {
  const doc = await (await fetch(`${world.h.baseUrl}/api/openapi.json`)).json();
  const all = operationsOf(doc);
  const ops = all.filter((op) => !HANDLED_APART[op.key] && (options.only?.(op.key) ?? true));
  const report: Report = { requests: 0, latenciesMs: [], msByOperation: new Map(), covered: new Set(), operations: all.length, failures: [] };
  const roles = options.roles ?? ['guest', 'suspended', 'user', 'admin'];
  await probeEvents(world, roles, report);
  // The admin goes last: what it changes (roles, suspensions, deletions) must not blur the others' leak checks.
  await Promise.all(roles.filter((r) => r !== 'admin').map((role) => fuzzRole(world, role, ops, options, report)));
  if (roles.includes('admin')) await fuzzRole(world, 'admin', ops, options, report);
  return report;
}

/** Failures grouped by operation and status, for a message a person can read. */
export function summarise(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.operation} -> ${f.status}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(f);
  }
  return [...groups].map(([key, list]) => `${key} (${list.length}x, roles ${[...new Set(list.map((f) => f.role))].join('/')}): ${list[0]!.reason}\n    e.g. ${list[0]!.request}`).join('\n');
}
