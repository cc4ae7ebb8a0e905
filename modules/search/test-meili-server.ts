// A local HTTP server that speaks the Meilisearch API routes the Meilisearch engine uses, for tests (no Meilisearch
// binary exists for these machines). It keeps indexes in memory and answers with Meilisearch's shapes and rules:
// API key check, tasks (done at once), settings, documents (add or replace, delete by ids or by filter), search and
// multi-search with filters (checked against filterableAttributes), facets, sort (sortableAttributes), pages, the
// ranking rules in their order (words, typo, proximity, attribute, sort, exactness, custom), prefix search on the
// last word, typo tolerance by edit distance (1 typo from 5 letters, 2 from 9, a first-letter typo counting two),
// "phrases", -negation, highlighting and cropping (of any displayed attribute, searchable or not), and
// displayedAttributes (nothing else leaves the server).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { normalise } from './query.ts';
import { editDistance, prefixDistance } from './typos.ts';

type Doc = Record<string, unknown>;
type Settings = {
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  typoTolerance: { enabled: boolean; minWordSizeForTypos: { oneTypo: number; twoTypos: number } };
  faceting: { maxValuesPerFacet: number; sortFacetValuesBy: Record<string, 'count' | 'alpha'> };
  pagination: { maxTotalHits: number };
  displayedAttributes: string[];
};
type Index = { uid: string; primaryKey: string | null; docs: Map<string, Doc>; order: Map<string, number>; settings: Settings; createdAt: string };
type Task = { uid: number; indexUid: string | null; status: 'succeeded' | 'failed'; type: string; error: MeiliError | null; enqueuedAt: string; finishedAt: string; details: object };
type MeiliError = { message: string; code: string; type: string; link: string };

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly type = 'invalid_request',
  ) {
    super(message);
  }
  body(): MeiliError {
    return { message: this.message, code: this.code, type: this.type, link: `https://docs.meilisearch.com/errors#${this.code}` };
  }
}

const defaultSettings = (): Settings => ({
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  typoTolerance: { enabled: true, minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 } },
  faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
  pagination: { maxTotalHits: 1000 },
  displayedAttributes: ['*'],
});

// --- text ----------------------------------------------------------------------------------------------------------

type Token = { start: number; end: number; word: string };

function tokens(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, word: normalise(m[0]) }));
}

type Term = { words: string[]; phrase: boolean; negated: boolean; prefix: boolean };

/** Meilisearch's query syntax: words, "phrases", -word and -"phrase"; the last word is a prefix unless a space follows. */
function parse(q: string): Term[] {
  const terms: Term[] = [];
  for (const m of q.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    const negated = m[1] === '-' || (m[3]?.startsWith('-') ?? false);
    const words = (m[2] ?? m[3] ?? '').match(/[\p{L}\p{N}]+/gu)?.map(normalise) ?? [];
    if (!words.length) continue;
    if (m[2] !== undefined) terms.push({ words, phrase: true, negated, prefix: false });
    else for (const w of words) terms.push({ words: [w], phrase: false, negated, prefix: false });
  }
  const last = terms.at(-1);
  if (last && !last.phrase && !last.negated && /[\p{L}\p{N}]$/u.test(q)) last.prefix = true;
  return terms;
}

// --- filters -------------------------------------------------------------------------------------------------------

type Filter = (doc: Doc) => boolean;

function parseFilter(input: unknown, filterable: string[]): Filter {
  if (input === undefined || input === null || input === '') return () => true;
  if (Array.isArray(input)) {
    const parts = input.map((part) => (Array.isArray(part) ? anyOf(part.map((p) => parseFilter(p, filterable))) : parseFilter(part, filterable)));
    return (doc) => parts.every((p) => p(doc));
  }
  if (typeof input !== 'string') throw new ApiError(400, 'invalid_search_filter', 'Invalid syntax for the filter parameter: expected a string or an array.');
  const lexemes = [...input.matchAll(/\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\(|\)|\[|\]|,|!=|>=|<=|=|>|<|[^\s()[\],=!<>]+)/g)].map((m) => m[1]!);
  let at = 0;
  const peek = () => lexemes[at];
  const next = () => lexemes[at++];
  const keyword = (k: string) => peek()?.toUpperCase() === k;
  const value = (): string => {
    const v = next();
    if (v === undefined) throw new ApiError(400, 'invalid_search_filter', `Was expecting a value but instead got nothing, in \`${input}\`.`);
    return /^["']/.test(v) ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
  };
  const compare = (field: unknown, op: string, v: string): boolean => {
    if (field === undefined || field === null) return op === '!=';
    const values = Array.isArray(field) ? field : [field];
    return values.some((f) => {
      const n = Number(v);
      if (typeof f === 'number' && !Number.isNaN(n)) {
        return op === '=' ? f === n : op === '!=' ? f !== n : op === '<' ? f < n : op === '<=' ? f <= n : op === '>' ? f > n : f >= n;
      }
      const a = normalise(String(f));
      const b = normalise(v);
      return op === '=' ? a === b : op === '!=' ? a !== b : op === '<' ? a < b : op === '<=' ? a <= b : op === '>' ? a > b : a >= b;
    });
  };
  const primary = (): Filter => {
    if (peek() === '(') {
      next();
      const inner = or();
      if (next() !== ')') throw new ApiError(400, 'invalid_search_filter', `Expression \`${input}\` is missing a closing parenthesis.`);
      return inner;
    }
    if (keyword('NOT')) {
      next();
      const inner = primary();
      return (doc) => !inner(doc);
    }
    const attribute = next();
    if (!attribute) throw new ApiError(400, 'invalid_search_filter', `Was expecting an attribute, in \`${input}\`.`);
    if (!filterable.includes(attribute)) {
      throw new ApiError(400, 'invalid_search_filter', `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: \`${filterable.join(', ')}\`.`);
    }
    if (keyword('IN')) {
      next();
      if (next() !== '[') throw new ApiError(400, 'invalid_search_filter', 'Expected `[` after IN.');
      const list: string[] = [];
      while (peek() !== ']') {
        list.push(value());
        if (peek() === ',') next();
      }
      next();
      return (doc) => list.some((v) => compare(doc[attribute], '=', v));
    }
    const op = next();
    if (!op || !['=', '!=', '<', '<=', '>', '>='].includes(op)) throw new ApiError(400, 'invalid_search_filter', `Was expecting an operation after \`${attribute}\`.`);
    const v = value();
    return (doc) => compare(doc[attribute], op, v);
  };
  const and = (): Filter => {
    const parts = [primary()];
    while (keyword('AND')) {
      next();
      parts.push(primary());
    }
    return (doc) => parts.every((p) => p(doc));
  };
  const or = (): Filter => {
    const parts = [and()];
    while (keyword('OR')) {
      next();
      parts.push(and());
    }
    return anyOf(parts);
  };
  const filter = or();
  if (at < lexemes.length) throw new ApiError(400, 'invalid_search_filter', `Found unexpected characters at the end of the filter: \`${lexemes.slice(at).join(' ')}\`.`);
  return filter;
}

const anyOf = (parts: Filter[]): Filter => (doc) => parts.some((p) => p(doc));

// --- matching and ranking ------------------------------------------------------------------------------------------

type Match = { attribute: number; position: number; typos: number; exact: boolean; start: number; end: number; field: string };

type Scored = { doc: Doc; key: string; words: number; typos: number; proximity: number; attribute: number; exactness: number };

function searchableOf(index: Index, restrict: string[] | null | undefined, doc: Doc): string[] {
  const declared = index.settings.searchableAttributes;
  const all = declared.includes('*') ? Object.keys(doc).filter((k) => typeof doc[k] === 'string') : declared;
  if (!restrict) return all;
  for (const a of restrict) {
    if (!declared.includes('*') && !declared.includes(a)) {
      throw new ApiError(400, 'invalid_search_attributes_to_search_on', `Attribute \`${a}\` is not searchable. Available searchable attributes are: \`${declared.join(', ')}\`.`);
    }
  }
  return all.filter((a) => restrict.includes(a));
}

function wordMatches(index: Index, term: Term, fields: { field: string; attribute: number; tokens: Token[] }[]): Match[] {
  const { enabled, minWordSizeForTypos } = index.settings.typoTolerance;
  const out: Match[] = [];
  if (term.phrase) {
    for (const f of fields) {
      for (let i = 0; i + term.words.length <= f.tokens.length; i++) {
        if (term.words.every((w, j) => f.tokens[i + j]!.word === w)) {
          out.push({ attribute: f.attribute, position: i, typos: 0, exact: true, start: f.tokens[i]!.start, end: f.tokens[i + term.words.length - 1]!.end, field: f.field });
        }
      }
    }
    return out;
  }
  const w = term.words[0]!;
  const length = [...w].length;
  const allowed = !enabled || term.negated ? 0 : length >= minWordSizeForTypos.twoTypos ? 2 : length >= minWordSizeForTypos.oneTypo ? 1 : 0;
  for (const f of fields) {
    for (const [position, t] of f.tokens.entries()) {
      const at = { attribute: f.attribute, position, start: t.start, field: f.field };
      if (t.word === w) out.push({ ...at, typos: 0, exact: true, end: t.end });
      else if (term.prefix && t.word.startsWith(w)) out.push({ ...at, typos: 0, exact: false, end: t.start + w.length });
      else if (allowed) {
        let typos = term.prefix ? prefixDistance(w, t.word) : editDistance(w, t.word);
        // Meilisearch counts a typo on the first letter as two.
        if (typos > 0 && t.word[0] !== w[0]) typos += 1;
        if (typos <= allowed) out.push({ ...at, typos, exact: false, end: t.end });
      }
    }
  }
  return out;
}

function score(index: Index, doc: Doc, key: string, terms: Term[], restrict: string[] | null | undefined, strategy: string): Scored | null {
  const attributes = searchableOf(index, restrict, doc);
  const fields = attributes.flatMap((field, attribute) => (typeof doc[field] === 'string' ? [{ field, attribute, tokens: tokens(doc[field] as string) }] : []));
  const positive = terms.filter((t) => !t.negated);
  for (const t of terms.filter((x) => x.negated)) if (wordMatches(index, t, fields).length) return null;
  const matches = positive.map((t) => wordMatches(index, t, fields));
  let words = matches.length;
  if (strategy === 'last') {
    while (words > 0 && matches.slice(0, words).some((m) => !m.length)) words -= 1;
    if (positive.length && words === 0) return null;
  } else if (matches.some((m) => !m.length)) return null;
  const used = matches.slice(0, words);
  const best = used.map((m) => m.reduce((a, b) => (b.typos < a.typos || (b.typos === a.typos && b.attribute < a.attribute) ? b : a)));
  let proximity = 0;
  for (let i = 1; i < best.length; i++) {
    const a = best[i - 1]!;
    const b = best[i]!;
    proximity += a.attribute === b.attribute ? Math.min(8, Math.abs(b.position - a.position)) : 8;
  }
  return {
    doc,
    key,
    words,
    typos: best.reduce((n, m) => n + m.typos, 0),
    proximity,
    attribute: best.length ? Math.min(...best.map((m) => m.attribute)) : 0,
    exactness: best.filter((m) => m.exact).length,
  };
}

function compareBy(index: Index, sort: string[] | undefined) {
  const byField = (field: string, direction: string) => (a: Scored, b: Scored) => {
    const x = a.doc[field];
    const y = b.doc[field];
    const missingX = x === null || x === undefined;
    const missingY = y === null || y === undefined;
    if (missingX || missingY) return missingX === missingY ? 0 : missingX ? 1 : -1;
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return direction === 'desc' ? -c : c;
  };
  const sorts = (sort ?? []).map((s) => {
    const [field, direction] = s.split(':') as [string, string];
    if (!index.settings.sortableAttributes.includes(field)) {
      throw new ApiError(400, 'invalid_search_sort', `Attribute \`${field}\` is not sortable. Available sortable attributes are: \`${index.settings.sortableAttributes.join(', ')}\`.`);
    }
    return byField(field, direction ?? 'asc');
  });
  const rules = index.settings.rankingRules.map((rule): ((a: Scored, b: Scored) => number) => {
    if (rule === 'words') return (a, b) => b.words - a.words;
    if (rule === 'typo') return (a, b) => a.typos - b.typos;
    if (rule === 'proximity') return (a, b) => a.proximity - b.proximity;
    if (rule === 'attribute') return (a, b) => a.attribute - b.attribute;
    if (rule === 'exactness') return (a, b) => b.exactness - a.exactness;
    if (rule === 'sort') return (a, b) => sorts.reduce((c, s) => c || s(a, b), 0);
    const [field, direction] = rule.split(':') as [string, string];
    return byField(field, direction);
  });
  return (a: Scored, b: Scored) => rules.reduce((c, r) => c || r(a, b), 0) || index.order.get(a.key)! - index.order.get(b.key)!;
}

// --- highlighting and cropping -------------------------------------------------------------------------------------

function formatField(text: string, matches: Match[], options: { highlight: boolean; crop: number | null; pre: string; post: string; marker: string }): string {
  const spans = matches.map((m) => [m.start, m.end] as const).sort((a, b) => a[0] - b[0]);
  let from = 0;
  let to = text.length;
  if (options.crop !== null) {
    const words = tokens(text);
    if (words.length > options.crop) {
      const first = spans.length ? words.findIndex((w) => w.end > spans[0]![0]) : 0;
      const startWord = Math.max(0, Math.min(first - Math.floor(options.crop / 2), words.length - options.crop));
      from = words[startWord]!.start;
      to = words[startWord + options.crop - 1]!.end;
    }
  }
  let out = '';
  let at = from;
  if (options.highlight) {
    for (const [s, e] of spans) {
      if (e <= at || s >= to) continue;
      out += text.slice(at, Math.max(at, s)) + options.pre + text.slice(Math.max(at, s), Math.min(e, to)) + options.post;
      at = Math.min(e, to);
    }
  }
  out += text.slice(at, to);
  return (from > 0 ? options.marker : '') + out + (to < text.length ? options.marker : '');
}

// --- the server ----------------------------------------------------------------------------------------------------

export type FakeMeili = {
  url: string;
  key: string;
  /** Every request received, in order: `METHOD /path`. */
  requests: string[];
  indexes: Map<string, Index>;
  /** While true, every request fails with a 500, as a broken server would answer. */
  failing: boolean;
  close: () => Promise<void>;
};

export async function startFakeMeili(options: { key?: string } = {}): Promise<FakeMeili> {
  const key = options.key ?? 'test-master-key';
  const indexes = new Map<string, Index>();
  const tasks: Task[] = [];
  const state = { requests: [] as string[], failing: false };
  let sequence = 0;

  const enqueue = (indexUid: string | null, type: string, run: () => object | undefined): { status: number; body: object } => {
    const now = new Date().toISOString();
    let error: MeiliError | null = null;
    let details: object = {};
    try {
      details = run() ?? {};
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = e.body();
    }
    const task: Task = { uid: tasks.length, indexUid, status: error ? 'failed' : 'succeeded', type, error, enqueuedAt: now, finishedAt: now, details };
    tasks.push(task);
    return { status: 202, body: { taskUid: task.uid, indexUid, status: 'enqueued', type, enqueuedAt: now } };
  };

  const indexOf = (uid: string) => {
    const index = indexes.get(uid);
    if (!index) throw new ApiError(404, 'index_not_found', `Index \`${uid}\` not found.`);
    return index;
  };

  const search = (uid: string, body: Record<string, any>) => {
    const index = indexOf(uid);
    const started = Date.now();
    const filter = parseFilter(body.filter, index.settings.filterableAttributes);
    for (const f of body.facets ?? []) {
      if (!index.settings.filterableAttributes.includes(f)) throw new ApiError(400, 'invalid_search_facets', `Attribute \`${f}\` is not filterable.`);
    }
    const q = String(body.q ?? '');
    const terms = parse(q);
    const strategy = body.matchingStrategy ?? 'last';
    const scored: Scored[] = [];
    for (const [k, doc] of index.docs) {
      if (!filter(doc)) continue;
      const s = score(index, doc, k, terms, body.attributesToSearchOn, strategy);
      if (s) scored.push(s);
    }
    scored.sort(compareBy(index, body.sort));
    const total = Math.min(scored.length, index.settings.pagination.maxTotalHits);
    const paged = body.page !== undefined || body.hitsPerPage !== undefined;
    const hitsPerPage = body.hitsPerPage ?? 20;
    const page = body.page ?? 1;
    const offset = paged ? (page - 1) * hitsPerPage : (body.offset ?? 0);
    const limit = paged ? hitsPerPage : (body.limit ?? 20);
    const retrieve: string[] = body.attributesToRetrieve ?? ['*'];
    const highlight: string[] = body.attributesToHighlight ?? [];
    const cropAttributes: string[] = body.attributesToCrop ?? [];
    const cropNames = cropAttributes.map((c) => c.split(':')[0]!);
    // Only displayed attributes ever leave the server, in the hit and in _formatted alike.
    const displayed = (k: string) => index.settings.displayedAttributes.includes('*') || index.settings.displayedAttributes.includes(k);
    const listed = (list: string[], k: string) => list.includes('*') || list.includes(k);
    const hits = scored.slice(offset, Math.min(offset + limit, total)).map((s) => {
      const hit: Doc = {};
      for (const [k, v] of Object.entries(s.doc)) if (displayed(k) && listed(retrieve, k)) hit[k] = v;
      if (highlight.length || cropAttributes.length) {
        // _formatted holds the attributes to retrieve, highlight and crop together; query terms are highlighted
        // wherever they occur, searchable attribute or not (Meilisearch's documented behaviour).
        const formatted: Doc = {};
        for (const [k, v] of Object.entries(s.doc)) {
          if (!displayed(k) || !(listed(retrieve, k) || listed(highlight, k) || listed(cropNames, k))) continue;
          if (typeof v !== 'string') {
            formatted[k] = v === null || v === undefined ? v : String(v);
            continue;
          }
          const cropSpec = cropAttributes.map((c) => c.split(':')).find(([name]) => name === k || name === '*');
          const field = [{ field: k, attribute: 0, tokens: tokens(v) }];
          formatted[k] = formatField(v, terms.filter((t) => !t.negated).flatMap((t) => wordMatches(index, t, field)), {
            highlight: listed(highlight, k),
            crop: cropSpec ? Number(cropSpec[1] ?? body.cropLength ?? 10) : null,
            pre: body.highlightPreTag ?? '<em>',
            post: body.highlightPostTag ?? '</em>',
            marker: body.cropMarker ?? '…',
          });
        }
        hit._formatted = formatted;
      }
      return hit;
    });
    const answer: Record<string, unknown> = { hits, query: q, processingTimeMs: Date.now() - started };
    if (paged) Object.assign(answer, { hitsPerPage, page, totalPages: Math.ceil(total / hitsPerPage), totalHits: total });
    else Object.assign(answer, { limit, offset, estimatedTotalHits: total });
    if (body.facets) {
      const distribution: Record<string, Record<string, number>> = {};
      for (const f of body.facets as string[]) {
        const counts = new Map<string, number>();
        for (const s of scored) {
          const v = s.doc[f];
          for (const value of Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
        }
        const byCount = (index.settings.faceting.sortFacetValuesBy[f] ?? index.settings.faceting.sortFacetValuesBy['*']) === 'count';
        const entries = [...counts].sort((a, b) => (byCount ? b[1] - a[1] : 0) || a[0].localeCompare(b[0])).slice(0, index.settings.faceting.maxValuesPerFacet);
        distribution[f] = Object.fromEntries(entries);
      }
      answer.facetDistribution = distribution;
      answer.facetStats = {};
    }
    return answer;
  };

  const route = async (method: string, path: string, query: URLSearchParams, body: any): Promise<{ status: number; body: unknown }> => {
    if (method === 'GET' && path === '/health') return { status: 200, body: { status: 'available' } };
    if (method === 'POST' && path === '/indexes') {
      return enqueue(body.uid, 'indexCreation', () => {
        if (indexes.has(body.uid)) throw new ApiError(409, 'index_already_exists', `Index \`${body.uid}\` already exists.`);
        indexes.set(body.uid, { uid: body.uid, primaryKey: body.primaryKey ?? null, docs: new Map(), order: new Map(), settings: defaultSettings(), createdAt: new Date().toISOString() });
        return { primaryKey: body.primaryKey ?? null };
      });
    }
    const task = /^\/tasks\/(\d+)$/.exec(path);
    if (method === 'GET' && task) {
      const t = tasks[Number(task[1])];
      if (!t) throw new ApiError(404, 'task_not_found', `Task \`${task[1]}\` not found.`);
      return { status: 200, body: t };
    }
    if (method === 'POST' && path === '/multi-search') {
      if (body.federation) throw new ApiError(400, 'invalid_multi_search_federation', 'This test server does not federate.');
      return { status: 200, body: { results: (body.queries as any[]).map((q) => ({ indexUid: q.indexUid, ...search(q.indexUid, q) })) } };
    }
    const m = /^\/indexes\/([^/]+)(\/.*)?$/.exec(path);
    if (!m) throw new ApiError(404, 'not_found', `No route ${method} ${path} on this test server.`);
    const uid = decodeURIComponent(m[1]!);
    const rest = m[2] ?? '';
    if (method === 'GET' && rest === '') {
      const index = indexOf(uid);
      return { status: 200, body: { uid, primaryKey: index.primaryKey, createdAt: index.createdAt, updatedAt: index.createdAt } };
    }
    if (rest === '/settings' && method === 'GET') return { status: 200, body: indexOf(uid).settings };
    if (rest === '/settings' && method === 'PATCH') {
      indexOf(uid);
      return enqueue(uid, 'settingsUpdate', () => {
        const index = indexOf(uid);
        for (const [k, v] of Object.entries(body)) {
          if (!(k in index.settings)) throw new ApiError(400, 'bad_request', `Unknown setting \`${k}\`.`);
          const current = (index.settings as Record<string, unknown>)[k];
          (index.settings as Record<string, unknown>)[k] = v && typeof v === 'object' && !Array.isArray(v) ? { ...(current as object), ...v } : v;
        }
        return body;
      });
    }
    if (rest === '/stats' && method === 'GET') {
      const index = indexOf(uid);
      return { status: 200, body: { numberOfDocuments: index.docs.size, isIndexing: false, fieldDistribution: {} } };
    }
    if (rest === '/search' && method === 'POST') return { status: 200, body: search(uid, body) };
    if (rest === '/documents' && (method === 'POST' || method === 'PUT')) {
      return enqueue(uid, 'documentAdditionOrUpdate', () => {
        const index = indexOf(uid);
        index.primaryKey ??= query.get('primaryKey');
        const pk = index.primaryKey;
        if (!pk) throw new ApiError(400, 'index_primary_key_no_candidate_found', 'The primary key inference failed.');
        for (const doc of body as Doc[]) {
          const id = doc[pk];
          if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,511}$/.test(id)) throw new ApiError(400, 'invalid_document_id', `Document identifier \`${String(id)}\` is invalid.`);
          if (!index.order.has(id)) index.order.set(id, sequence++);
          index.docs.set(id, method === 'PUT' ? { ...(index.docs.get(id) ?? {}), ...doc } : doc);
        }
        return { receivedDocuments: (body as Doc[]).length, indexedDocuments: (body as Doc[]).length };
      });
    }
    if (rest === '/documents' && method === 'DELETE') return enqueue(uid, 'documentDeletion', () => void indexOf(uid).docs.clear());
    if (rest === '/documents/delete-batch' && method === 'POST') {
      return enqueue(uid, 'documentDeletion', () => {
        const index = indexOf(uid);
        for (const id of body as string[]) index.docs.delete(String(id));
        return { providedIds: (body as string[]).length };
      });
    }
    if (rest === '/documents/delete' && method === 'POST') {
      return enqueue(uid, 'documentDeletion', () => {
        const index = indexOf(uid);
        const filter = parseFilter(body.filter, index.settings.filterableAttributes);
        let deleted = 0;
        for (const [id, doc] of index.docs) if (filter(doc) && index.docs.delete(id)) deleted += 1;
        return { deletedDocuments: deleted, originalFilter: body.filter };
      });
    }
    const one = /^\/documents\/([^/]+)$/.exec(rest);
    if (one && method === 'DELETE') return enqueue(uid, 'documentDeletion', () => void indexOf(uid).docs.delete(decodeURIComponent(one[1]!)));
    throw new ApiError(404, 'not_found', `No route ${method} ${path} on this test server.`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    state.requests.push(`${req.method} ${url.pathname}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    try {
      if (state.failing) throw new ApiError(500, 'internal', 'The test server was told to fail.', 'internal');
      const auth = req.headers.authorization;
      if (!auth) throw new ApiError(401, 'missing_authorization_header', 'The Authorization header is missing.', 'auth');
      if (auth !== `Bearer ${key}`) throw new ApiError(403, 'invalid_api_key', 'The provided API key is invalid.', 'auth');
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = await route(req.method ?? 'GET', url.pathname, url.searchParams, text ? JSON.parse(text) : undefined);
      send(answer.status, answer.body);
    } catch (error) {
      if (error instanceof ApiError) send(error.status, error.body());
      else send(500, { message: String((error as Error).message), code: 'internal', type: 'internal', link: '' });
    }
  };

  const server: Server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    key,
    indexes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeMeili;
}
