// Highlights travel as segments ({ text, hit }) so the web never renders HTML from an index. The engines mark
// matches with two control characters, which the store never holds (entries.ts removes them).
import type { Segment } from './contract.ts';

export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

/** Text with marked matches, as alternating runs (a blank run is never a hit; neighbours of one kind merge). */
export function toSegments(marked: string): Segment[] {
  const runs: Segment[] = [];
  let rest = marked;
  for (let start = rest.indexOf(MARK_START); start >= 0; start = rest.indexOf(MARK_START)) {
    const end = rest.indexOf(MARK_END, start + 1);
    const stop = end < 0 ? rest.length : end;
    runs.push({ text: rest.slice(0, start), hit: false }, { text: rest.slice(start + 1, stop), hit: true });
    rest = end < 0 ? '' : rest.slice(end + 1);
  }
  runs.push({ text: rest.replaceAll(MARK_END, ''), hit: false });
  const out: Segment[] = [];
  for (const run of runs) {
    if (!run.text) continue;
    const hit = run.hit && run.text.trim() !== '';
    const last = out.at(-1);
    if (last && last.hit === hit) last.text += run.text;
    else out.push({ text: run.text, hit });
  }
  return out;
}
