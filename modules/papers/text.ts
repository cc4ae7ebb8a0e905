// A paper's text as words: the plain text of the editor's HTML, its word count, the editor's title rule (§5) and a
// paragraph diff between two versions.
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

/** Paragraphs of `after` against `before`: a longest-common-subsequence diff, in reading order. */
export function paragraphDiff(before: string, after: string): DiffPart[] {
  const a = before ? before.split('\n') : [];
  const b = after ? after.split('\n') : [];
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ op: 'same', text: a[i]! });
      i++;
      j++;
    } else if (j < b.length && (i >= a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) parts.push({ op: 'added', text: b[j++]! });
    else parts.push({ op: 'removed', text: a[i++]! });
  }
  return parts;
}
