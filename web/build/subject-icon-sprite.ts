// Draws the subject icons' sprite (src/components/ui/subject-icons.svg) from lucide's own icon data: one <symbol> per
// icon the catalogue names (subject-icon-names.ts). The subject tiles show it with <use>, so their pictures are an
// image the browser caches rather than about 10 KB of JavaScript on the pages with subject tiles (the 150 KB budget,
// issue #29). Run after changing the names and commit the file: `npx tsx web/build/subject-icon-sprite.ts`.
// A unit test (subject-icon-sprite.test.ts) fails when the committed sprite differs from what this draws.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_SUBJECT_ICON, SUBJECT_ICONS } from '../src/components/ui/subject-icon-names.ts';

export const SPRITE_FILE = fileURLToPath(new URL('../src/components/ui/subject-icons.svg', import.meta.url));
const lucideEntry = fileURLToPath(import.meta.resolve('lucide-react'));
const ICONS_DIR = path.join(lucideEntry.slice(0, lucideEntry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'dist', 'esm', 'icons');

type IconNode = [tag: string, attributes: Record<string, string>][];

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function symbol(id: string): Promise<string> {
  // lucide-react's package exports only its components; each icon's module also exports the drawing itself.
  const file = path.join(ICONS_DIR, `${id}.mjs`);
  const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  const shapes = __iconData.node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([name]) => name !== 'key')
      .map(([name, value]) => ` ${name}="${attribute(String(value))}"`)
      .join('');
    return `<${tag}${attrs}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/** The sprite's text: every symbol the names map to, in name order, one per line. */
export async function subjectIconSprite(): Promise<string> {
  const ids = [...new Set([DEFAULT_SUBJECT_ICON, ...Object.values(SUBJECT_ICONS)])].sort();
  const symbols = await Promise.all(ids.map(symbol));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sprite = await subjectIconSprite();
  writeFileSync(SPRITE_FILE, sprite);
  console.log(`${SPRITE_FILE}: ${sprite.split('<symbol').length - 1} icons`);
}
