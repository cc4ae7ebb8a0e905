import { type Logger, pino } from 'pino';

export type { Logger };

export const REDACTED = '[Redacted]';

/** Keys whose text is a credential wherever it sits: headers, bodies, provider errors, configs. */
const SECRET_KEY = /^(?:proxy-)?authorization$|^(?:set-)?cookie$|^x-csrf-token$|passw(?:or)?d|secret|(?:token|api[-_]?key|private[-_]?key|signature|credential)s?$/i;

/** A credential written into text: an `Authorization` value quoted in an error message, say. */
const CREDENTIAL_IN_TEXT = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;

const MAX_DEPTH = 12;

/**
 * A copy of what is about to be logged with every credential replaced, at any depth: secret-named keys (any letter
 * case, so `Authorization` and `authorization` alike) whose value is text, and bearer or basic credentials inside
 * text. Errors are turned into pino's plain form first, so what an SDK hangs on them (the request it sent, with its
 * headers; a `cause`) is walked too. Numbers under such keys (`completionTokens: 812`) are counts, not secrets.
 */
export function withoutSecrets(value: unknown, depth = 0, within = new Set<object>()): unknown {
  if (typeof value === 'string') return value.replace(CREDENTIAL_IN_TEXT, `$1 ${REDACTED}`);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date || Buffer.isBuffer(value)) return value;
  if (within.has(value) || depth > MAX_DEPTH) return '[Truncated]';
  within.add(value);
  try {
    if (value instanceof Error) return withoutSecrets(pino.stdSerializers.err(value), depth, within);
    if (value instanceof Headers || value instanceof Map) return withoutSecrets(Object.fromEntries(value), depth, within);
    if (Array.isArray(value) || value instanceof Set) return [...value].map((item) => withoutSecrets(item, depth + 1, within));
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = SECRET_KEY.test(key) && isText(item) ? REDACTED : withoutSecrets(item, depth + 1, within);
    }
    return copy;
  } finally {
    within.delete(value);
  }
}

const isText = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.some((v) => typeof v === 'string'));

// The log formatter runs before pino's serializers: it has made errors plain already (keeping their type), and pino's
// own `err` serializer would read that plain copy as an error of type Object.
const options = (level: string) => ({
  level,
  base: { app: 'studyhall' },
  formatters: { log: (object: Record<string, unknown>) => withoutSecrets(object) as Record<string, unknown> },
  serializers: { err: (error: unknown) => error },
});

let root: Logger = pino(options(process.env.LOG_LEVEL || 'info'));

/**
 * Replaces the root logger once the config is known. The CLI logs to stderr so stdout stays its output; a stream
 * receives the lines instead (tests read what would be logged).
 */
export function configureLogger(level: string, destination: 'stdout' | 'stderr' | pino.DestinationStream = 'stdout'): Logger {
  root = pino(options(level), typeof destination === 'string' ? pino.destination(destination === 'stderr' ? 2 : 1) : destination);
  return root;
}

export function logger(component?: string): Logger {
  return component ? root.child({ component }) : root;
}
