// The kernel every module may use. platform/ imports no module.
export { type Orm, type NamedMigration, DatabaseBehindError, migrate, pendingMigrations, assertMigrated } from './db/orm.ts';
export { startEmbeddedPostgres, ensureDatabase, freePort } from './db/embedded-postgres.ts';
export type { EventBus, EventEnvelope, QueueDefinition, Handler, HandlerContext } from './events.ts';
export { type ApiRouter, type RouteSpec, type RouteInput, parseInput } from './http/api-router.ts';
export * from './http/errors.ts';
export { createServerApp, listen, WEB_DIST } from './http/server.ts';
export { normalisedPath } from './http/web-app.ts';
export type { PageMeta, PageMetaResolver } from './http/page-meta.ts';
export { CliError, type Out, printObject, printRows } from './cli-output.ts';
export { isEntryPoint } from './entry.ts';
export { failedJobs, JobAdminError, queueCounts, retryFailedJob } from './job-admin.ts';
export { uuidv7, slugify } from './ids.ts';
export { logger, type Logger } from './log.ts';
export { type Mailer, type OutgoingMail, MailMessage } from './mail.ts';
export type { StudyhallModule, SeedReport } from './module.ts';
export { notify, type Channel } from './realtime.ts';
export { type Platform, type BootOptions, bootPlatform, connectDatabase, allEntities, DATABASE_NAME } from './runtime.ts';
export { type Storage, type Bucket, BUCKETS, SIGNED_URL_SECONDS, safeFileName } from './storage.ts';
