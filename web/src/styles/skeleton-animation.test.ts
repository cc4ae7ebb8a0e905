// A loading placeholder must not repaint the page every frame: Chromium runs an animation of opacity or transform on
// the compositor, while one of a background (the old shimmer) repaints on the main thread at every frame, which
// Lighthouse counts as blocking time on every page that shows skeletons while its code loads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./components/inputs-skeleton-states.css', import.meta.url), 'utf8');

/** The declarations' property names inside `@keyframes name { … }`. */
function keyframeProperties(name: string): string[] {
  const start = css.indexOf(`@keyframes ${name} {`);
  if (start < 0) return [];
  let depth = 0;
  let end = start;
  for (let i = css.indexOf('{', start); i < css.length; i++) {
    if (css[i] === '{') depth++;
    if (css[i] === '}' && --depth === 0) {
      end = i;
      break;
    }
  }
  return [...css.slice(start, end).matchAll(/([a-z-]+)\s*:/g)].map((m) => m[1]!);
}

describe('skeleton animation', () => {
  it('animates only properties the compositor runs (no main-thread paint per frame)', () => {
    const rule = /\.skeleton\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    const name = /animation:\s*([\w-]+)/.exec(rule)?.[1];
    expect(name).toBeTruthy();
    const properties = keyframeProperties(name!);
    expect(properties.length).toBeGreaterThan(0);
    for (const property of properties) expect(['opacity', 'transform']).toContain(property);
  });
});
