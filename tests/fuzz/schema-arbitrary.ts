// fast-check arbitraries from the JSON Schemas of /api/openapi.json (zod's openapi-3.0 output): values the schema
// accepts, and values mutated to break it (wrong types, huge or odd strings, negative and huge numbers, missing and
// extra fields, deep nesting). Strings that name an id are drawn from real ids as often as from random ones.
import fc from 'fast-check';

export type Schema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
};

/** Real ids and slugs of objects that exist (another user's, to catch leaks), offered where a schema names an id. */
export type IdPool = { uuids: string[]; slugs: string[] };

// Long enough to cross every length limit of the contracts, short enough to keep a run fast.
const LONG = 120_000;
const noLookahead = (pattern: string) => pattern.replace(/\(\?[!=][^()]*\)/g, '');

function stringArbitrary(s: Schema, pool: IdPool): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, Math.max(min, 60));
  if (s.format === 'uuid') return pool.uuids.length ? fc.oneof(fc.constantFrom(...pool.uuids), fc.uuid()) : fc.uuid();
  if (s.format === 'email') return fc.emailAddress().filter((e) => e.length >= min && e.length <= (s.maxLength ?? 254));
  if (s.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) {
    const full = new RegExp(s.pattern);
    const lengthOk = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY);
    const matching = fc.stringMatching(new RegExp(noLookahead(s.pattern))).filter((v) => full.test(v) && lengthOk(v));
    const slugs = pool.slugs.filter((v) => full.test(v) && lengthOk(v));
    return slugs.length ? fc.oneof(fc.constantFrom(...slugs), matching) : matching;
  }
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: max }).filter((v) => v.length >= min && (s.maxLength === undefined || v.length <= s.maxLength));
}

function numberArbitrary(s: Schema): fc.Arbitrary<number> {
  const exclusive = s.exclusiveMinimum === true;
  // Unbounded sides reach as far as a JSON number can be an integer: where a column is narrower, that is a finding.
  const min = s.minimum ?? -Number.MAX_SAFE_INTEGER;
  const max = s.maximum ?? Number.MAX_SAFE_INTEGER;
  if (s.type === 'integer') return fc.integer({ min: exclusive ? Math.floor(min) + 1 : Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusive });
}

/** Values the schema accepts. */
export function validArbitrary(s: Schema, pool: IdPool, depth = 0): fc.Arbitrary<unknown> {
  const value = validOf(s, pool, depth);
  return s.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
}

function validOf(s: Schema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.oneOf ?? s.anyOf;
  if (choices) return fc.oneof(...choices.map((c) => validArbitrary(c, pool, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s, pool);
    case 'integer':
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? validArbitrary(s.items, pool, depth + 1) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, Math.max(s.minItems ?? 0, 4)),
      });
    case 'object': {
      const required = new Set(s.required ?? []);
      const props = Object.entries(s.properties ?? {});
      const record = fc.record(
        Object.fromEntries(props.map(([k, v]) => [k, validArbitrary(v, pool, depth + 1)])),
        { requiredKeys: props.map(([k]) => k).filter((k) => required.has(k)) },
      );
      if (typeof s.additionalProperties === 'object' && props.length === 0) {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), validArbitrary(s.additionalProperties, pool, depth + 1), { maxKeys: 3 });
      }
      return record;
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

const deepNesting = (levels: number) => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i++) value = { nested: [value] };
  return value;
};

/** Values of the wrong shape for any schema: every JSON type, odd strings and numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -2147483649, 1e308, -0.5, 3.7, 2 ** 53 + 1, '', ' ', '0', 'null', 'NaN', '-1', '1e999'),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u202e\u200b', '%00', '%E0%A4%A', '../../etc/passwd', "' or 1=1 --", '<script>x</script>', '{{7*7}}', '$' + '{7*7}'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('x'.repeat(LONG), '🎓'.repeat(LONG / 2)),
  fc.constantFrom([], [null], {}, JSON.parse('{"__proto__": {"admin": true}}'), { constructor: { prototype: { admin: true } } }),
  fc.constant(deepNesting(2000)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Mutations of a valid value that the schema refuses (or extra fields it strips). */
export function invalidArbitrary(s: Schema, pool: IdPool): fc.Arbitrary<unknown> {
  const valid = validArbitrary(s, pool);
  if (s.type !== 'object' || !s.properties || !Object.keys(s.properties).length) return fc.oneof(hostileValue, valid.map(() => ({ extra: 'field' })));
  const keys = Object.keys(s.properties);
  const required = s.required ?? [];
  return fc.oneof(
    // One field replaced by a hostile value.
    fc.tuple(valid, fc.constantFrom(...keys), hostileValue).map(([v, k, bad]) => ({ ...(v as object), [k]: bad })),
    // A required field left out.
    ...(required.length ? [fc.tuple(valid, fc.constantFrom(...required)).map(([v, k]) => {
      const copy = { ...(v as Record<string, unknown>) };
      delete copy[k];
      return copy;
    })] : []),
    // Extra fields, among them ones that try to set what a client must never set.
    fc.tuple(valid, fc.dictionary(fc.constantFrom('id', 'userId', 'role', 'status', 'points', 'isAdmin', 'ownerId', 'x'), hostileValue, { minKeys: 1, maxKeys: 3 }))
      .map(([v, extra]) => ({ ...(v as object), ...extra })),
    // The whole body of the wrong type.
    hostileValue,
  );
}
