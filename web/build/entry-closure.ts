// What every page loads before it runs: the modules the app's entry reaches through static imports, collected once
// the module graph is complete (buildEnd) and read when chunks are made (after it). The vendor chunk takes only the
// libraries in it; a library only some pages use (confetti, the editor, the toaster) stays with those pages.
//
// An icon library's index re-exports every icon (lucide-react: about 1,600), so following its imports would count
// every icon any page uses. Through such an index the walk follows only the icons the importing module names.
import path from 'node:path';
import type { Plugin } from 'vite';

const ICON_INDEXES = [{ specifier: 'lucide-react', file: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/ }];

export function entryClosure(): { plugin: Plugin; loadedAtStart: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'studyhall:entry-closure',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      reached.clear();
      const info = (id: string) => this.getModuleInfo(id);
      const iconFiles = new Map<string, Map<string, string>>();
      const iconsOf = (index: string) => {
        if (!iconFiles.has(index)) iconFiles.set(index, reExportedFiles(index, info(index)?.code ?? ''));
        return iconFiles.get(index)!;
      };
      /** The icon files `id` names from the icon index `imported`; null when `imported` is not an icon index. */
      const iconsNamed = (id: string, imported: string): string[] | null => {
        const index = ICON_INDEXES.find((i) => i.file.test(imported));
        if (!index) return null;
        return namedImports(info(id)?.code ?? '', index.specifier).flatMap((name) => iconsOf(imported).get(name) ?? []);
      };
      const pending = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      while (pending.length) {
        const id = pending.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        for (const imported of info(id)?.importedIds ?? []) pending.push(...(iconsNamed(id, imported) ?? [imported]));
      }
    },
  };
  return {
    plugin,
    loadedAtStart: (id) => reached.has(id),
  };
}

/** `export { default as A, default as AIcon } from './icons/a.mjs'` in an index: A and AIcon → that file's id. */
function reExportedFiles(index: string, code: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, source] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const file = path.resolve(path.dirname(index), source!);
    for (const name of names!.split(',')) files.set(name.split(/\s+as\s+/).pop()!.trim(), file);
  }
  return files;
}

/** The names a module imports from `specifier` (`import { A, B as C } from 'specifier'` → A, B). */
function namedImports(code: string, specifier: string): string[] {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  return [...code.matchAll(pattern)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))
      .filter(Boolean),
  );
}
