// Every browser test signs in from 127.0.0.1, so over the whole suite one address makes far more sign-ins than
// the per-IP limit allows in 15 minutes (LIMITS.loginIp), which no real client shares. Each test starts with
// that address's sign-in count forgotten; the per-account limit and the limits' own tests are untouched.
import pg from 'pg';
import { beforeEach, inject } from 'vitest';

beforeEach(async () => {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query(`delete from rate_limit_buckets where key like 'login:ip:%'`);
  } finally {
    await client.end();
  }
});
