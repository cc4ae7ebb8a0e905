import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export default defineConfig({
  // Web code under test may use Lingui's macros, as the build does (web/vite.config.ts).
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] })],
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'web/dist/**', 'tests/e2e/**', '.data/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
