// Pure helpers for search: the /search page's state in the address, instant results grouped by kind,
// the dropdown's keyboard movement and highlight runs. DOM-free, so they run under the node unit tests.
import {
  KIND_LABELS,
  QUERY_MAX_LENGTH,
  type SearchKind,
  type SearchSort,
  type Segment,
  searchKinds,
  searchSorts,
} from '../../../modules/search/contract.ts';

// --- the /search page's address -----------------------------------------------------------------------------

/** Everything the /search page shows is decided by these, so back, forward and shared links work. */
export type SearchState = {
  q: string;
  kind: SearchKind | '';
  subject: string;
  university: string;
  type: string;
  sort: SearchSort;
  page: number;
};

export const DEFAULT_SORT: SearchSort = 'relevance';

const isKind = (v: string): v is SearchKind => (searchKinds as readonly string[]).includes(v);
const isSort = (v: string): v is SearchSort => (searchSorts as readonly string[]).includes(v);

/** Reads the state from a query string; anything unreadable falls back to its default. */
export function readSearchState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const get = (name: string) => (params.get(name) ?? '').trim();
  const kind = get('kind');
  const sort = get('sort');
  const page = Number(get('page'));
  return {
    q: get('q').slice(0, QUERY_MAX_LENGTH),
    kind: isKind(kind) ? kind : '',
    subject: get('subject'),
    university: get('university'),
    type: get('type'),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The /search address of a state, leaving out defaults so links stay short. */
export function searchStateHref(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.kind) params.set('kind', state.kind);
  if (state.subject) params.set('subject', state.subject);
  if (state.university) params.set('university', state.university);
  if (state.type) params.set('type', state.type);
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `/search?${qs}` : '/search';
}

/** A changed state: any change other than the page itself starts again at page one. */
export function changeSearch(state: SearchState, patch: Partial<SearchState>): SearchState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

export type FacetName = 'subject' | 'university' | 'type';

export function activeFilterCount(state: SearchState): number {
  return [state.subject, state.university, state.type].filter(Boolean).length;
}

// --- instant results ------------------------------------------------------------------------------------------

export { KIND_LABELS };

/** One kind's hits with their position in the flat option list the keyboard moves through. */
export type HitGroup<T> = { kind: SearchKind; label: string; hits: { hit: T; index: number }[] };

/** Hits grouped in the fixed order documents, homework, decks; the index runs across groups in that order. */
export function groupByKind<T extends { kind: SearchKind }>(items: readonly T[]): { groups: HitGroup<T>[]; ordered: T[] } {
  const groups: HitGroup<T>[] = [];
  const ordered: T[] = [];
  for (const kind of searchKinds) {
    const hits = items.filter((item) => item.kind === kind);
    if (hits.length === 0) continue;
    groups.push({ kind, label: KIND_LABELS[kind], hits: hits.map((hit) => ({ hit, index: ordered.push(hit) - 1 })) });
  }
  return { groups, ordered };
}

/**
 * The active option after a key press, or -1 for none (the text box itself). Down from the last option and up
 * from the first go back to the text box, so the visitor can keep typing where they started.
 */
export function moveActive(active: number, count: number, key: string): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? -1 : active + 1;
    case 'ArrowUp':
      return active < 0 ? count - 1 : active - 1;
    default:
      return active;
  }
}

// --- highlight runs -------------------------------------------------------------------------------------------

/** Drops empty runs and joins neighbours of the same kind, so the markup has one <mark> per match. */
export function tidySegments(segments: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const seg of segments) {
    if (!seg.text) continue;
    const last = out[out.length - 1];
    if (last && last.hit === seg.hit) last.text += seg.text;
    else out.push({ text: seg.text, hit: seg.hit });
  }
  return out;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks where the typed words start a word of the text (the instant list has no server highlight; a
 * word that was only found through typo tolerance stays unmarked rather than being marked wrongly).
 */
export function markTypedWords(text: string, query: string): Segment[] {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text, hit: false }];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})`, 'giu');
  const out: Segment[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (at > from) out.push({ text: text.slice(from, at), hit: false });
    out.push({ text: match[0], hit: true });
    from = at + match[0].length;
  }
  if (from < text.length) out.push({ text: text.slice(from), hit: false });
  return tidySegments(out);
}
