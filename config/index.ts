// One zod schema over the environment (and an optional .env); one typed Config object.
// Nothing set means the embedded defaults of DESIGN.md §7.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const optionalText = z.string().min(1).optional();
const port = z.coerce.number().int().min(1).max(65535);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl.describe('the address users reach; defaults to http://localhost:PORT'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// or postgresql:// connection URL')
    .optional(),
  PGPORT: port.optional(),
  APP_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  TRUST_PROXY: z.stringbool().default(false).describe('true behind a load balancer that sets X-Forwarded-For'),
  TRUST_PROXY_HOPS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(1)
    .describe('with TRUST_PROXY: how many proxies in front of the app append to X-Forwarded-For (the client is that many entries from the right)'),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).max(102_400).default(1024),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .optional()
    .describe('on SIGTERM the api answers /api/ready with 503 and keeps serving this long, so a load balancer stops sending before it closes (default 10000 in production, else 0)'),
  WORKER_QUEUES: z.string().optional(),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Studyhall <no-reply@studyhall.local>'),
  MEILI_HOST: optionalUrl,
  MEILI_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_SUBSCRIPTIONS_WEBHOOK_SECRET: optionalText.describe(
    'the signing secret of the Stripe endpoint /api/subscriptions/stripe/webhook (defaults to STRIPE_WEBHOOK_SECRET)',
  ),
  STRIPE_API_URL: optionalUrl.describe("Stripe's API address; only for tests and Stripe-compatible servers"),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText.describe('the id of the webhook registered with PayPal, for verify-webhook-signature'),
  PAYPAL_SUBSCRIPTIONS_WEBHOOK_ID: optionalText.describe(
    'the id of the PayPal webhook for /api/subscriptions/paypal/webhook (defaults to PAYPAL_WEBHOOK_ID)',
  ),
  PAYPAL_BASE_URL: z
    .url()
    .default('https://api-m.sandbox.paypal.com')
    .describe('PayPal REST API: https://api-m.paypal.com (live) or https://api-m.sandbox.paypal.com (sandbox)'),
  SELLER_SHARE_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(70)
    .describe("the seller's share of a document's points price, in whole percent (rounded down to whole points)"),
  WITHDRAWAL_MINIMUM_POINTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000_000)
    .default(500)
    .describe('the smallest withdrawal a seller may request, in points (10 points = 1 USD)'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60).describe('how long one AI provider call may take before it counts as failed'),
  AI_JOB_RETRIES: z.coerce.number().int().min(0).max(10).default(2).describe('retries of a failed AI job before it is failed and refunded'),
  AI_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10).describe('AI actions a user may request per minute, per tool'),
  AI_DAILY_CAP: z.coerce.number().int().min(1).max(100_000).default(200).describe('AI actions a user may request per UTC day, per tool, unless the tool sets its own cap'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com').describe('the OpenID Connect issuer of Google sign-in'),
  SUPPORT_WIDGET_URL: optionalUrl,
  METRICS_TOKEN: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .describe(
      'the bearer token /metrics requires; without it and without METRICS_PORT, /metrics on PORT is open in development and test, absent (404) in production',
    ),
  METRICS_PORT: port
    .optional()
    .describe('serve /metrics on this port of HOST only (api and worker alike; PORT then answers 404); open there unless METRICS_TOKEN is set'),
  SLOW_QUERY_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600_000)
    .default(500)
    .describe('queries slower than this many milliseconds are logged as a warning with their SQL and plan'),
  DB_POOL_ACQUIRE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .optional()
    .describe('a request that waits this long for a free database connection is answered 503 with Retry-After, a job retries (default 10000)'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .optional()
    .describe("the app's statement_timeout; 0 is none (default 60000; migrations lift it)"),
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).optional().describe("the app's lock_timeout; 0 is none (default 15000)"),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(86_400_000)
    .optional()
    .describe("the app's idle_in_transaction_session_timeout; 0 is none (default 60000; document processing raises it to its own timeout)"),
  // The documents module's limits, previews, converter and OCR (modules/documents/README.md, "Settings").
  DOCUMENTS_MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(50),
  DOCUMENTS_MAX_PAGES: z.coerce.number().int().min(1).max(100_000).default(500),
  DOCUMENTS_PREVIEW_PAGES: z.coerce.number().int().min(1).max(50).default(3),
  DOCUMENTS_PREVIEW_RENDERED_PAGES: z.coerce.number().int().min(1).max(200).default(10),
  DOCUMENTS_PREVIEW_WIDTH: z.coerce.number().int().min(200).max(2400).default(800),
  DOCUMENTS_RENDER_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  DOCUMENTS_SOFFICE_PATH: optionalText,
  DOCUMENTS_CONVERSION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(180),
  DOCUMENTS_CONVERSION_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(2048),
  DOCUMENTS_PROCESSING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(7200).default(900),
  DOCUMENTS_DEMO_COUNT: z.coerce.number().int().min(0).max(2000).default(200),
  DOCUMENTS_OCR_DPI: z.coerce.number().int().min(100).max(600).default(300),
  DOCUMENTS_OCR_PAGE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DOCUMENTS_OCR_LANGUAGE: z.string().regex(/^[a-z]{3}(_[a-z]{2,8})?$/).default('eng'),
  DOCUMENTS_MAX_PHOTOS: z.coerce.number().int().min(1).max(200).default(30),
  TESSERACT_PATH: z.string().trim().default('tesseract').describe("Tesseract's binary (OCR of scans and photos)"),
  DOCUMENTS_CONVERTER_UNSANDBOXED: z
    .enum(['refuse', 'allow'])
    .default('refuse')
    .describe(
      'allow: convert office files without bubblewrap where it cannot run (development only: the converter could read the app\'s environment and DATA_DIR); refused in production',
    ),
  SERVER_RENDER: z
    .enum(['on', 'off'])
    .default('on')
    .describe('server-render the public pages (their content in the HTML, hydrated in the browser); off serves the plain app shell'),
  SERVER_RENDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_000).describe('a server render slower than this serves the plain shell instead'),
  S3_BUCKET: optionalText.describe('keep blobs in this S3-compatible bucket instead of DATA_DIR/storage'),
  S3_ENDPOINT: optionalUrl.describe("the store's address (MinIO, R2, B2...); AWS S3 when unset"),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.stringbool().default(false).describe('address the bucket as a path (MinIO and most self-hosted stores)'),
  S3_PREFIX: optionalText.describe('a key prefix inside the bucket, so several deployments can share one'),
  PUBLIC_ASSETS_URL: optionalUrl.describe('a CDN base in front of the store for public blobs (previews, covers, avatars): {base}/{bucket}/{key}'),
  SEED_DEMO_DATA: z.stringbool().optional().describe('fill an empty database with demo data on npm start (default: yes, except in production)'),
  LOCAL_CHECKOUT: z
    .stringbool()
    .optional()
    .describe('offer the local test checkout, which mints points without a payment (default: yes in development and test only)'),
});

export type RawConfig = z.infer<typeof configSchema>;

export type Config = Omit<RawConfig, 'SEED_DEMO_DATA' | 'LOCAL_CHECKOUT' | 'SHUTDOWN_DRAIN_MS'> & {
  SEED_DEMO_DATA: boolean;
  SHUTDOWN_DRAIN_MS: number;
  /** The local test checkout may be offered (still only when neither Stripe nor PayPal is configured). */
  LOCAL_CHECKOUT: boolean;
  publicUrl: string;
  dataDir: string;
  storageDir: string;
  /** Which embedded defaults are in force, for logs and the README's table. */
  embedded: { database: boolean; search: boolean; mail: boolean; payments: boolean; ai: boolean; storage: boolean };
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describeExpected(key: string): string {
  const field = configSchema.shape[key as keyof typeof configSchema.shape];
  return field?.description ? ` (${field.description})` : '';
}

/** Parses the environment; an invalid value throws a ConfigError naming the variable and what it expects. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Blank values mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? '?');
        const got = cleaned[key];
        return `${key}: ${issue.message}${describeExpected(key)}${got === undefined ? '' : `, got "${got}"`}`;
      }),
    );
  }
  const raw = parsed.data;
  const problems: string[] = [];
  if (raw.MEILI_HOST && !raw.MEILI_KEY) problems.push('MEILI_KEY: required when MEILI_HOST is set');
  if (raw.STRIPE_SECRET_KEY && !raw.STRIPE_WEBHOOK_SECRET)
    problems.push('STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set');
  if (Boolean(raw.PAYPAL_CLIENT_ID) !== Boolean(raw.PAYPAL_CLIENT_SECRET))
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither');
  if (raw.PAYPAL_CLIENT_ID && raw.PAYPAL_CLIENT_SECRET && !raw.PAYPAL_WEBHOOK_ID)
    problems.push('PAYPAL_WEBHOOK_ID: required when PAYPAL_CLIENT_ID is set (webhooks are verified with PayPal)');
  if (Boolean(raw.GOOGLE_CLIENT_ID) !== Boolean(raw.GOOGLE_CLIENT_SECRET))
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  if (raw.NODE_ENV === 'production' && !raw.APP_SECRET) problems.push('APP_SECRET: required in production');
  if (raw.NODE_ENV === 'production' && raw.DOCUMENTS_CONVERTER_UNSANDBOXED === 'allow')
    problems.push('DOCUMENTS_CONVERTER_UNSANDBOXED: allow is for development; production converts only inside bubblewrap');
  if (problems.length) throw new ConfigError(problems);

  const dataDir = path.resolve(raw.DATA_DIR);
  // An opt-in, not "anything but production": a staging or mis-set environment must not mint free points.
  const localCheckout = raw.LOCAL_CHECKOUT ?? (raw.NODE_ENV === 'development' || raw.NODE_ENV === 'test');
  return {
    ...raw,
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? raw.NODE_ENV !== 'production',
    // Only production runs behind a balancer that needs the drain; elsewhere (npm run dev's reloads, the browser
    // tests' server) a stop should be immediate.
    SHUTDOWN_DRAIN_MS: raw.SHUTDOWN_DRAIN_MS ?? (raw.NODE_ENV === 'production' ? 10_000 : 0),
    LOCAL_CHECKOUT: localCheckout,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    embedded: {
      database: !raw.DATABASE_URL,
      search: !raw.MEILI_HOST,
      mail: !raw.SMTP_URL,
      payments: localCheckout && !raw.STRIPE_SECRET_KEY && !raw.PAYPAL_CLIENT_ID,
      ai: !raw.OPENAI_API_KEY,
      storage: !raw.S3_BUCKET,
    },
  };
}

/** Loads `.env` from the working directory when present (Node's own parser), then the config. */
export function loadConfigFromProcess(): Config {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig(process.env);
}
