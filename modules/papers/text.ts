// A paper's text as words: the plain text of the editor's HTML, its word count, the editor's title rule (§5) and a
// paragraph diff between two versions.
import { diffArrays } from 'diff';
import type { DiffPart } from './contract.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The text a reader sees: one paragraph (or heading, list item, quote) a line, tags dropped, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#?\w+);/g, (m, name: string) => ENTITIES[name] ?? (name.startsWith('#') ? String.fromCodePoint(Number(name.slice(1))) : m))
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export const wordCount = (text: string): number => text.match(WORD)?.length ?? 0;

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain lines as the editor's HTML: a paragraph each, "## " lines as headings. */
export function textToHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => (l.startsWith('## ') ? `<h2>${escapeHtml(l.slice(3))}</h2>` : `<p>${escapeHtml(l)}</p>`))
    .join('');
}

/** The editor's title (§5): the first 30 characters with spaces collapsed, otherwise 'Document_' and the date. */
export function editorTitle(text: string, now = new Date()): string {
  const collapsed = text.replace(/\s+/g, ' ').trim().slice(0, 30).trim();
  return collapsed || `Document_${now.toISOString().slice(0, 10)}`;
}

/**
 * What one diff may cost (§11: bounded cost on user input): Myers' O(ND) diff explores at most
 * (2D + 1) x paragraphs steps for D edits, so the edit distance it may search is this budget over the paragraphs
 * left after the common start and end, and a clock stops it whatever the shape of the input.
 */
export const DIFF_BUDGET = { steps: 4_000_000, ms: 500 };

export type ParagraphDiff = { parts: DiffPart[]; coarse: boolean };

/**
 * Paragraphs of `after` against `before`, in reading order (a replaced paragraph reads removed, then added).
 * Past the budget the answer is coarse but still true: the common start and end, and everything between them as
 * removed and then added.
 */
export function paragraphDiff(before: string, after: string, budget = DIFF_BUDGET): ParagraphDiff {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const oldMiddle = a.slice(start, a.length - end);
  const newMiddle = b.slice(start, b.length - end);
  const maxEditLength = Math.floor(budget.steps / (oldMiddle.length + newMiddle.length + 1));
  const changes = diffArrays(oldMiddle, newMiddle, { maxEditLength, timeout: budget.ms });
  const same = (lines: string[]): DiffPart[] => lines.map((text) => ({ op: 'same', text }));
  const middle: DiffPart[] = changes
    ? changes.flatMap((c) => c.value.map((text) => ({ op: c.added ? 'added' : c.removed ? 'removed' : 'same', text }) as DiffPart))
    : [...oldMiddle.map((text) => ({ op: 'removed', text }) as DiffPart), ...newMiddle.map((text) => ({ op: 'added', text }) as DiffPart)];
  return { parts: [...same(a.slice(0, start)), ...middle, ...same(b.slice(b.length - end))], coarse: !changes };
}
