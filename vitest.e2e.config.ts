// Browser end-to-end tests: the real server (built web app, seeded catalogue) driven by Debian's
// Chromium through playwright-core. One file at a time; generous timeouts for the first build
// and the embedded database's first start.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/e2e/fresh-sign-in-limits.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 60_000,
  },
});
