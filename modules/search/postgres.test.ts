// The behavioural suite on the embedded engine: PostgreSQL full-text search over the search store.
import { sql } from '../../tests/support/http-harness.ts';
import { engineSuite } from './engine-suite.testing.ts';

engineSuite('search on PostgreSQL (the embedded engine)', async () => ({
  env: {},
  // A store the engine cannot find is an engine failure as real as any.
  breakEngine: async (h) => {
    await sql(h, 'alter table search_entries rename to search_entries_away');
    return async () => void (await sql(h, 'alter table search_entries_away rename to search_entries'));
  },
  close: async () => {},
}));
