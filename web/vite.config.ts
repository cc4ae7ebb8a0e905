// Vite config for the Studyhall web app. Root is web/, output web/dist; the dev server proxies
// /api (including the server-sent events stream) to the api process on port 3000.
// `vite build --ssr src/entry-server.tsx` builds the server render of the public pages into web/dist-ssr.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { entryClosure } from './build/entry-closure.ts';
import { chunkCatalogs } from './build/chunk-catalogs.ts';
import { contractsForTheBrowser } from './build/contracts-for-the-browser.ts';
import { installableApp } from './build/installable-app.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// Lingui's macros run through Babel (its native transform needs a platform binary npm does not install here); the
// plugin's advice to switch is printed on every build otherwise.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

const atStart = entryClosure();

const browserBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist', import.meta.url)),
  emptyOutDir: true,
  sourcemap: true,
  // The server reads it to preload the route page it rendered (modules/platform/http/route-preloads.ts).
  manifest: true,
  target: 'es2022',
  rolldownOptions: {
    output: {
      // Libraries change less often than pages: their own long-cached chunks.
      codeSplitting: {
        groups: [
          // The paper editor (TipTap and ProseMirror) loads only with the pages that edit a paper.
          { name: 'editor', test: /node_modules[\\/](@tiptap|prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/, priority: 2 },
          // The admin overview's charts (uPlot) load only with that page.
          { name: 'charts', test: /node_modules[\\/]uplot[\\/]/, priority: 2 },
          // Validation (zod) loads with the forms that check input before sending it; the pages that only show data
          // do not run it (build/contracts-for-the-browser.ts). Its messages in other languages stay out: a form loads
          // its page's language alone (lib/validation-messages.ts).
          { name: 'zod', test: /node_modules[\\/]zod[\\/](?!v4[\\/]locales[\\/])/, priority: 2 },
          { name: (id) => `zod-${path.basename(id, '.js')}`, test: /node_modules[\\/]zod[\\/]v4[\\/]locales[\\/]/, priority: 2, includeDependenciesRecursively: false },
          { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store)[\\/]/, priority: 3 },
          // The app's own code every page runs before it starts: one chunk, not a request per shared module.
          { name: 'app', test: (id) => /[\\/]web[\\/]src[\\/]/.test(id) && atStart.loadedAtStart(id), priority: 1, includeDependenciesRecursively: false },
          // Libraries every page runs before it starts: one long-cached chunk; the others load with the pages that use them.
          { name: 'vendor', test: (id) => /node_modules[\\/]/.test(id) && atStart.loadedAtStart(id) },
        ],
      },
    },
  },
};

const serverBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
  emptyOutDir: true,
  copyPublicDir: false,
  target: 'node24',
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // Lingui's macros (<Trans>, t`...`, msg`...`) become message ids before React's transform sees the JSX; the
  // browser then loads, per script chunk, the messages that chunk shows in the page's language (chunk-catalogs.ts).
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), atStart.plugin, contractsForTheBrowser(), chunkCatalogs(), ...(isSsrBuild ? [] : installableApp())],
  build: isSsrBuild ? serverBuild : browserBuild,
  // The server render carries its own copy of React and the libraries, built for production like the browser's:
  // the api renders with React's production build whatever NODE_ENV it runs under (npm start runs as development).
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: true,
        // Server-sent events: keep the stream open and unbuffered through the proxy.
        configure: (proxy) => {
          proxy.on('proxyRes', (res) => {
            if (String(res.headers['content-type'] ?? '').includes('text/event-stream')) {
              res.headers['cache-control'] = 'no-cache, no-transform';
              res.headers['x-accel-buffering'] = 'no';
            }
          });
        },
        timeout: 0,
        proxyTimeout: 0,
      },
    },
  },
  preview: { port: 4173 },
}));
