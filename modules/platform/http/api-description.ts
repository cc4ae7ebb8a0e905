// The OpenAPI document of a set of modules without a database or a server: the routes are mounted, never called.
// `studyhall api openapi` writes it (npm run lint:api lints it); /api/openapi.json serves the same document.
import type { Config } from '../../../config/index.ts';
import type { StudyhallModule } from '../module.ts';
import type { Platform } from '../runtime.ts';
import { API_INFO, openApiDocument } from './openapi.ts';
import { mountApi } from './server.ts';

/** A service a module may keep a reference to while mounting its routes, but not use: nothing is booted. */
function notBooted(name: string): never {
  return new Proxy(
    {},
    {
      get: () => {
        throw new Error(`The ${name} is not booted: routes are only being described.`);
      },
    },
  ) as never;
}

export function describeApi(config: Config, modules: StudyhallModule[], serverUrl = config.publicUrl) {
  const platform: Platform = {
    config,
    modules,
    databaseUrl: '',
    secret: 'describing-the-api',
    realtime: null,
    orm: notBooted('database'),
    bus: notBooted('event bus'),
    storage: notBooted('storage'),
    mailer: notBooted('mailer'),
    stop: async () => {},
  };
  return openApiDocument(mountApi(platform).specs, { ...API_INFO, serverUrl: serverUrl.replace(/\/$/, '') });
}
