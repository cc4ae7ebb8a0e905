// What a module hands to the composition root (modules/registry.ts). Platform never imports a module;
// the entry points pass the registry in.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Command } from 'commander';
import type { Middleware } from 'koa';
import type { AccessResolver, ApiRouter } from './http/api-router.ts';
import type { PageMetaResolver } from './http/page-meta.ts';
import type { QueueDefinition } from './events.ts';
import type { Platform } from './runtime.ts';

export type SeedReport = Record<string, number>;

/**
 * What a module holds about one user, for the account's JSON export and its deletion (modules/accounts/README.md,
 * "Account deletion"). Accounts walks every module that declares one.
 */
export type PersonalDataPort = {
  /** Everything this module holds about the user, as plain JSON (it becomes the export's `{module name}` key). */
  export: (em: EntityManager, userId: string) => Promise<unknown>;
  /**
   * Erases or anonymises the user's data, in the deletion's transaction. The `users` row itself stays, anonymised,
   * so rows that must be kept (ledger, orders, sold documents) still point at it. May answer work to do once the
   * transaction has committed (removing stored files, which a rollback could not bring back).
   */
  erase: (em: EntityManager, userId: string) => Promise<void | (() => Promise<void>)>;
};

export type StudyhallModule = {
  name: string;
  /** Entities from defineEntity (typed loosely: each has its own inferred type). */
  entities?: object[];
  /** Job handlers and event subscriptions this module serves in the worker. */
  queues?: (platform: Platform) => QueueDefinition[];
  /** Koa middleware run before every route (after the per-request EntityManager), e.g. who is signed in. */
  middleware?: (platform: Platform) => Middleware[];
  routes?: (api: ApiRouter, platform: Platform) => void;
  /** Who is signed in, for the router's enforcement of each route's `access`: the accounts module's, and only it. */
  access?: AccessResolver;
  /** CLI subcommands; `platform()` boots what they need on first use. */
  commands?: (program: Command, platform: () => Promise<Platform>) => void;
  /** Demo data, idempotent: a second run changes nothing. Returns what it created. */
  seed?: (platform: Platform) => Promise<SeedReport>;
  /** The title, description and schema.org data of a public page this module renders, or null. */
  pageMeta?: PageMetaResolver;
  /** Public page paths for /sitemap.xml. */
  sitemap?: (em: EntityManager) => Promise<string[]>;
  /** What it holds about a user: the account export and deletion walk every module that has one. */
  personalData?: (platform: Platform) => PersonalDataPort;
};
