import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('runs on embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.embedded).toEqual({ database: true, search: true, mail: true, payments: true, ai: true, storage: true });
    expect(config.storageDir.endsWith('.data/storage')).toBe(true);
  });

  it('switches to the real services when they are configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/studyhall',
      MEILI_HOST: 'http://meili:7700',
      MEILI_KEY: 'k',
      SMTP_URL: 'smtp://mail:25',
      OPENAI_API_KEY: 'sk-test',
      S3_BUCKET: 'studyhall-blobs',
    });
    expect(config.embedded).toEqual({ database: false, search: false, mail: false, payments: true, ai: false, storage: false });
  });

  it('names the variable and what it expects when a value is invalid', () => {
    const [problem] = problemsOf({ PORT: 'eighty' });
    expect(problem).toMatch(/^PORT: /);
    expect(problem).toContain('got "eighty"');
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: .*65535/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(/^DATABASE_URL: .*postgres:\/\//);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL: /);
    expect(problemsOf({ PUBLIC_URL: 'not a url' })[0]).toMatch(/^PUBLIC_URL: /);
  });

  it('reports every problem at once, including settings that only make sense together', () => {
    const problems = problemsOf({ MEILI_HOST: 'http://meili:7700', PAYPAL_CLIENT_ID: 'id', NODE_ENV: 'production' });
    expect(problems).toEqual([
      'MEILI_KEY: required when MEILI_HOST is set',
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
      'APP_SECRET: required in production',
    ]);
  });

  it('allows an unsandboxed converter outside production only', () => {
    expect(loadConfig({}).DOCUMENTS_CONVERTER_UNSANDBOXED).toBe('refuse');
    expect(loadConfig({ DOCUMENTS_CONVERTER_UNSANDBOXED: 'allow' }).DOCUMENTS_CONVERTER_UNSANDBOXED).toBe('allow');
    expect(problemsOf({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), DOCUMENTS_CONVERTER_UNSANDBOXED: 'allow' })).toEqual([
      'DOCUMENTS_CONVERTER_UNSANDBOXED: allow is for development; production converts only inside bubblewrap',
    ]);
  });

  it('trusts one proxy hop by default, and takes a whole number of hops', () => {
    expect(loadConfig({}).TRUST_PROXY_HOPS).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(problemsOf({ TRUST_PROXY_HOPS: '0' })[0]).toMatch(/^TRUST_PROXY_HOPS: .*X-Forwarded-For/);
  });

  it('allows the local test checkout in development and test only, unless LOCAL_CHECKOUT says otherwise', () => {
    expect(loadConfig({}).LOCAL_CHECKOUT).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).LOCAL_CHECKOUT).toBe(true);
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production)).toMatchObject({ LOCAL_CHECKOUT: false, embedded: { payments: false } });
    expect(loadConfig({ ...production, LOCAL_CHECKOUT: 'true' })).toMatchObject({ LOCAL_CHECKOUT: true, embedded: { payments: true } });
    expect(loadConfig({ LOCAL_CHECKOUT: 'false' }).embedded.payments).toBe(false);
    expect(problemsOf({ LOCAL_CHECKOUT: 'maybe' })[0]).toMatch(/^LOCAL_CHECKOUT: /);
  });

  it('drains 10 s on SIGTERM in production only, unless SHUTDOWN_DRAIN_MS says otherwise', () => {
    const production = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).SHUTDOWN_DRAIN_MS).toBe(10_000);
    expect(loadConfig({}).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '3000' }).SHUTDOWN_DRAIN_MS).toBe(3_000);
    expect(problemsOf({ SHUTDOWN_DRAIN_MS: '-1' })[0]).toMatch(/^SHUTDOWN_DRAIN_MS: /);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('exits the process with the message when start-up config is invalid', async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync('node_modules/.bin/node', ['--import', 'tsx', 'modules/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT: ');
    // A spawned start-up of the whole api: 26 s measured on a machine at load 15, so well past the 30 s default there.
  }, 120_000);
});
