// What every page loads before it runs: the modules the app's entry reaches through static imports, collected once
// the module graph is complete (buildEnd) and read when chunks are made (after it). The vendor chunk takes only the
// libraries in it; a library only some pages use (confetti, the editor, an icon) stays with those pages.
import type { Plugin } from 'vite';

export function entryClosure(): { plugin: Plugin; loadedAtStart: (id: string) => boolean } {
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'studyhall:entry-closure',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      reached.clear();
      const pending = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length) {
        const id = pending.pop()!;
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, loadedAtStart: (id) => reached.has(id) };
}
