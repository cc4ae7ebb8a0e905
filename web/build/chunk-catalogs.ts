// The browser loads, with each script chunk, the messages that chunk shows, in the page's language only: a page
// carries the strings of the code it runs and no other page's, in one language, so a translated page weighs what
// the English one did (the 150 KB first-visit budget holds in every language).
//
// At build start the catalogs are read (their messages, translations and the files each message comes from). When a
// chunk is rendered, the messages of the files in it are written to one small module per language
// (assets/i18n/<lang>/<chunk>-<hash>.js), and the chunk starts by importing the one for `<html lang>` with a top-level
// await, so no code of the chunk runs before its messages are there. The server render reads whole catalogs
// (web/src/lib/i18n-server.ts); the dev server loads a language's catalogs at start (web/src/lib/i18n-browser.ts).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

type Compiled = ReturnType<typeof compileMessage>;

/** A message id as Lingui's macros write it into the code: `id: "uyJsf6"` (a descriptor), `id="uyJsf6"` (a <Trans>). */
const MESSAGE_ID = /\bid(?::\s*|=\{?\s*)["'`]([\w-]{6})["'`]/g;

/** Where the server finds, per language, the messages of the chunks every page loads at start. */
export const START_MANIFEST = 'assets/i18n/start.json';
/** The element of the page that holds them (modules/platform/http/language.ts writes it). */
export const PAGE_MESSAGES_ID = 'studyhall-messages';


export function chunkCatalogs(): Plugin {
  const idsByFile = new Map<string, Set<string>>();
  const messages = new Map<string, Map<string, Compiled>>();
  const files = new Map<string, { fileName: string; source: string }>();
  /** Each chunk's messages per language, by the chunk's preliminary file name (its final one is not known yet). */
  const urlsByChunk = new Map<string, Record<string, string>>();
  /** Each catalog file's messages, for the start manifest. */
  const messagesOf = new Map<string, object>();
  return {
    name: 'studyhall:chunk-catalogs',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      idsByFile.clear();
      messages.clear();
      files.clear();
      urlsByChunk.clear();
      messagesOf.clear();
      const config = getConfig({ cwd: repoRoot, skipValidation: true });
      for (const catalog of await getCatalogs(config)) {
        const source = (await catalog.read(config.sourceLocale)) ?? {};
        for (const [id, entry] of Object.entries(source)) {
          for (const [file] of entry.origin ?? []) {
            const absolute = path.resolve(repoRoot, file);
            (idsByFile.get(absolute) ?? idsByFile.set(absolute, new Set()).get(absolute)!).add(id);
          }
        }
        for (const locale of config.locales) {
          const { messages: translated } = await catalog.getTranslations(locale, {
            sourceLocale: config.sourceLocale,
            fallbackLocales: config.fallbackLocales,
          });
          const own = (await catalog.read(locale)) ?? {};
          const compiled = messages.get(locale) ?? messages.set(locale, new Map()).get(locale)!;
          for (const [id, text] of Object.entries(translated)) {
            // One message can sit in several areas' catalogs: a translation wins over another area's English fallback.
            if (own[id]?.translation || !compiled.has(id)) compiled.set(id, compileMessage(text ?? ''));
          }
        }
      }
    },
    // The ids the module's code uses, read after Lingui's macros made them (`{ id: "…" }`, `<Trans id="…">`): a
    // catalog's origins name only the files an extraction saw, and a message missed here shows its id on the page.
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return null;
      const known = messages.get('en');
      const used = new Set<string>();
      for (const [, found] of code.matchAll(MESSAGE_ID)) if (known?.has(found!)) used.add(found!);
      if (used.size) {
        const file = id.split('?')[0]!;
        const ids = idsByFile.get(file) ?? idsByFile.set(file, new Set()).get(file)!;
        for (const found of used) ids.add(found);
      }
      return null;
    },
    renderChunk(code, chunk) {
      const ids = new Set<string>();
      for (const module of chunk.moduleIds) for (const id of idsByFile.get(module.split('?')[0]!) ?? []) ids.add(id);
      if (ids.size === 0) return null;
      const urls: Record<string, string> = {};
      // The chunk's own file name still holds a hash placeholder here; its name does not.
      const base = chunk.name.replace(/[^\w-]/g, '_');
      for (const [locale, compiled] of messages) {
        const subset = Object.fromEntries([...ids].sort().map((id) => [id, compiled.get(id) ?? id]));
        const source = `export default JSON.parse(${JSON.stringify(JSON.stringify(subset))});\n`;
        messagesOf.set(`assets/i18n/${locale}/${base}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`, subset);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/i18n/${locale}/${base}-${hash}.js`;
        files.set(fileName, { fileName, source });
        let relative = path.posix.relative(path.posix.dirname(chunk.fileName), fileName);
        if (!relative.startsWith('.')) relative = `./${relative}`;
        urls[locale] = relative;
      }
      urlsByChunk.set(chunk.fileName, urls);
      // The messages come from the page itself where the server put them there (the chunks every page runs at
      // start: web-app.ts writes them into the HTML, keyed by file), else from their own small module.
      const prologue =
        `await (async (urls) => { const g = globalThis, url = urls[g.document?.documentElement.lang] ?? urls.en; ` +
        `const inPage = g.__studyhallPageMessages ??= JSON.parse(g.document?.getElementById('${PAGE_MESSAGES_ID}')?.textContent || '{}'); ` +
        `const messages = inPage[url.slice(url.indexOf('i18n/') + 5)] ?? (await import(url)).default; ` +
        `(g.__studyhallMessages ??= []).push(messages); g.__studyhallOnMessages?.(messages); })(${JSON.stringify(urls)});\n`;
      const out = new MagicString(code);
      out.prepend(prologue);
      return { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_options, bundle) {
      for (const { fileName, source } of files.values()) this.emitFile({ type: 'asset', fileName, source });
      // The messages of the chunks every page runs at start, per language: the server preloads the page language's
      // (modules/platform/http/web-app.ts), so they arrive with the scripts rather than after them.
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const atStart = new Set<string>();
      const pending = [...chunks.values()].filter((c) => c.isEntry).map((c) => c.fileName);
      while (pending.length) {
        const fileName = pending.pop()!;
        if (atStart.has(fileName)) continue;
        atStart.add(fileName);
        pending.push(...(chunks.get(fileName)?.imports ?? []));
      }
      // Per language, `{ "<lang>/<chunk>-<hash>.js": messages }` for those chunks, which the server writes into the page.
      const start: Record<string, Record<string, unknown>> = {};
      for (const fileName of atStart) {
        const chunk = chunks.get(fileName);
        const urls = chunk && urlsByChunk.get(chunk.preliminaryFileName);
        if (!urls) continue;
        for (const [locale, url] of Object.entries(urls)) {
          const file = path.posix.join(path.posix.dirname(fileName), url);
          const key = file.slice(file.indexOf('i18n/') + 5);
          (start[locale] ??= {})[key] = messagesOf.get(file);
        }
      }
      this.emitFile({ type: 'asset', fileName: START_MANIFEST, source: JSON.stringify(start) });
    },
  };
}
