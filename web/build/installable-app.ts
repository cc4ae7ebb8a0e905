// The installable app's build steps (browser build only): the service worker (web/src/pwa/sw.ts) built by
// vite-plugin-pwa with Workbox's injectManifest, precaching the shell (index.html, what it loads at start, the
// icons and the manifest; every other hashed asset is kept at run time when first loaded), and the build's id,
// written into index.html (`<meta name="studyhall-build">`) and dist/build-id.txt, which the server sends back on
// every api answer (X-Studyhall-Build) so a page can tell that the api is newer than itself.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export function installableApp(): Plugin[] {
  /** The built index.html, to know which assets it loads at start. */
  let shell = '';
  /** The messages of the scripts the shell runs at start, in every language (assets/i18n/start.json's files). */
  let startMessages = new Set<string>();
  const buildId = `${new Date().toISOString().slice(0, 19).replace(/\D/g, '')}-${randomUUID().slice(0, 8)}`;
  const buildIdPlugin: Plugin = {
    name: 'studyhall-build-id',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'studyhall-build', content: buildId }, injectTo: 'head' }],
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: buildId });
        const html = bundle['index.html'];
        shell = html?.type === 'asset' ? String(html.source) : '';
        // A page from the server carries these in its HTML; the shell the worker answers offline does not, so the
        // worker keeps them (a few KB per language).
        const start = bundle['assets/i18n/start.json'];
        const byLanguage = start?.type === 'asset' ? (JSON.parse(String(start.source)) as Record<string, Record<string, unknown>>) : {};
        startMessages = new Set(Object.values(byLanguage).flatMap((files) => Object.keys(files).map((file) => `assets/i18n/${file}`)));
      },
    },
  };
  const pwa = VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/i18n/*/*.js', 'icons/*.png', 'favicon.svg', 'manifest.webmanifest'],
      // Only what the shell loads at start: the rest of the assets are kept by the worker when a page first loads them.
      manifestTransforms: [
        async (entries) => {
          const atStart = (url: string) => shell.includes(`/${url}`) || startMessages.has(url);
          return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || atStart(e.url)), warnings: [] };
        },
      ],
    },
  });
  return [buildIdPlugin, ...pwa];
}
