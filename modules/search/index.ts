// Search: one index space over documents, homework questions and flashcard decks; instant search (navigation
// bar) and full search (/search) behind one port with two engines, PostgreSQL (embedded default) and Meilisearch
// (MEILI_HOST); kept in step by events in the worker; the /documents text filter; `studyhall search` commands.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/index.ts';
import { logger, type Platform, type StudyhallModule } from '../platform/index.ts';
import { registerSearchCommands } from './commands.ts';
import type { SearchEngine } from './engine.ts';
import { searchQueues } from './jobs.ts';
import { meiliEngine } from './meili-engine.ts';
import { postgresEngine } from './postgres-engine.ts';
import { mountSearchRoutes, serveOpenSearch } from './routes.ts';
import { matchingDocumentIds } from './service.ts';

export * from './contract.ts';
export type { SearchEngine } from './engine.ts';
export { instantSearch, fullSearch, reindexKind, searchStatus, putEntries, type SearchStatus } from './service.ts';
export type { SearchEntry } from './entries.ts';
export { postgresEngine } from './postgres-engine.ts';

const log = logger('search');

/** The engine the configuration asks for: Meilisearch when MEILI_HOST is set, else PostgreSQL. */
export function engineFromConfig(config: Pick<Config, 'MEILI_HOST' | 'MEILI_KEY'>): SearchEngine {
  return config.MEILI_HOST ? meiliEngine({ host: config.MEILI_HOST, apiKey: config.MEILI_KEY }) : postgresEngine();
}

/** The engine with its settings applied before any other call (a failed attempt is tried again on the next call). */
function prepared(engine: SearchEngine): SearchEngine {
  let preparing: Promise<void> | null = null;
  const prepare = () =>
    (preparing ??= engine.prepare().catch((error) => {
      preparing = null;
      throw error;
    }));
  const after = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => async (...args: A) => {
    await prepare();
    return fn(...args);
  };
  return {
    name: engine.name,
    prepare,
    index: after(engine.index),
    remove: after(engine.remove),
    finishRebuild: after(engine.finishRebuild),
    instant: after(engine.instant),
    search: after(engine.search),
    documentIds: after(engine.documentIds),
    counts: after(engine.counts),
  };
}

// One engine per database (the ORM's driver): a process that boots several platforms (tests) never mixes them.
const engines = new WeakMap<object, SearchEngine>();

export function engineFor(platform: Platform): SearchEngine {
  const key = platform.orm.em.getDriver();
  let engine = engines.get(key);
  if (!engine) engines.set(key, (engine = prepared(engineFromConfig(platform.config))));
  return engine;
}

/** The /documents text filter (plugged into documents' port by the registry): the same engine as /search. */
export function searchDocumentText(em: EntityManager, text: string): Promise<string[]> {
  return matchingDocumentIds(engines.get(em.getDriver()) ?? postgresEngine(), em, text);
}

export const searchModule: StudyhallModule = {
  name: 'search',
  queues: (platform) => {
    // Every process boots through here: the index settings are applied on start, without holding the boot up.
    const engine = engineFor(platform);
    engine.prepare().catch((error) => log.error({ err: error, engine: engine.name }, 'could not apply the search index settings; retrying on first use'));
    return searchQueues(platform, () => engineFor(platform));
  },
  middleware: (platform) => [serveOpenSearch(platform)],
  routes: (api, platform) => mountSearchRoutes(api, () => engineFor(platform)),
  commands: (program, platform) => registerSearchCommands(program, platform, engineFor),
};
