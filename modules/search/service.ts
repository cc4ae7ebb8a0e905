// What the routes, jobs and commands do, over any engine: instant and full search, keeping the store and the
// engine in step with the sources, rebuilding, and reporting how complete the index is.
import type { EntityManager } from '@mikro-orm/postgresql';
import { approvedDocumentCount, type DocumentSearchRecord, documentSearchRecord, documentSearchRecords } from '../documents/index.ts';
import { HttpError, type Logger, type Platform, queueCounts } from '../platform/index.ts';
import {
  INSTANT_LIMITS, INSTANT_SHARES, type InstantResponse, type SearchKind, type SearchQuery, type SearchResponse, searchKinds,
} from './contract.ts';
import { EXACT, ESTIMATED_BROWSABLE_HITS, emptyFacets, type SearchEngine } from './engine.ts';
import { type EntryKey, type SearchEntry, toInstantHit, toSearchHit } from './entries.ts';
import type { DeckPublished } from '../flashcards/events.ts';
import type { QuestionPublished } from '../homework/events.ts';
import { hasPositiveTerm, parseQuery } from './query.ts';
import { databaseNow, deleteEntries, entriesAfter, storeCounts, sweepEntries, upsertEntries } from './store.ts';

// --- searching -------------------------------------------------------------------------------------------------

/**
 * Which instant results to show: each kind first gets its share (4 documents, 2 questions, 2 decks), then the
 * places a kind cannot fill go to the others in order (documents, homework, decks), up to each kind's cap
 * (5, 3, 3) and 8 in all. So every kind that matches is seen, and a missing kind never leaves places empty.
 */
export function allocateInstant<T>(found: Record<SearchKind, T[]>): T[] {
  const take = Object.fromEntries(searchKinds.map((k) => [k, Math.min(INSTANT_SHARES[k], found[k].length)])) as Record<SearchKind, number>;
  let left = INSTANT_LIMITS.total - searchKinds.reduce((n, k) => n + take[k], 0);
  for (const kind of searchKinds) {
    const extra = Math.max(0, Math.min(INSTANT_LIMITS[kind] - take[kind], found[kind].length - take[kind], left));
    take[kind] += extra;
    left -= extra;
  }
  return searchKinds.flatMap((k) => found[k].slice(0, take[k]));
}

/** Instant search: nothing (and no query) for blank text; an engine failure is logged and answers nothing. */
export async function instantSearch(engine: SearchEngine, em: EntityManager, text: string | undefined, log: Logger): Promise<InstantResponse> {
  const query = text ?? '';
  const parsed = parseQuery(query);
  if (!query.trim() || !hasPositiveTerm(parsed)) return { query, items: [] };
  try {
    const found = await engine.instant(em, parsed, { document: INSTANT_LIMITS.document, homework: INSTANT_LIMITS.homework, deck: INSTANT_LIMITS.deck });
    return { query, items: allocateInstant(found).map(toInstantHit) };
  } catch (error) {
    log.error({ err: error, engine: engine.name, query }, 'instant search failed; answering no results');
    return { query, items: [] };
  }
}

export const SEARCH_UNAVAILABLE = 'Search is unavailable right now. Try again in a moment.';

/** Full search: a page of hits with highlights and facet counts; blank text answers an empty page. */
export async function fullSearch(engine: SearchEngine, em: EntityManager, request: SearchQuery, log: Logger): Promise<SearchResponse> {
  const parsed = parseQuery(request.q);
  const empty: SearchResponse = {
    query: request.q,
    items: [],
    total: 0,
    page: request.page,
    pageSize: request.pageSize,
    totalPages: 0,
    facets: emptyFacets(),
    exhaustive: EXACT,
  };
  if (!request.q.trim() || !hasPositiveTerm(parsed)) return empty;
  try {
    const result = await engine.search(em, {
      query: parsed,
      filters: { kind: request.kind, subject: request.subject, university: request.university, type: request.type },
      sort: request.sort,
      page: request.page,
      pageSize: request.pageSize,
    });
    return {
      ...empty,
      items: result.items.map((r) => toSearchHit(r.entry, r)),
      total: result.total,
      // An estimated result is browsable to its 1,000th hit (the pages beyond would be read at a growing cost).
      totalPages: Math.ceil((result.exhaustive.total ? result.total : Math.min(result.total, ESTIMATED_BROWSABLE_HITS)) / request.pageSize),
      facets: result.facets,
      exhaustive: result.exhaustive,
    };
  } catch (error) {
    log.error({ err: error, engine: engine.name, query: request.q }, 'search failed');
    throw new HttpError(503, 'search_unavailable', SEARCH_UNAVAILABLE);
  }
}

/** At most this many ids answer the /documents text filter (the catalogue's total is then "at least"). */
export const DOCUMENT_FILTER_LIMIT = 1000;

export async function matchingDocumentIds(engine: SearchEngine, em: EntityManager, text: string): Promise<string[]> {
  return engine.documentIds(em, parseQuery(text), DOCUMENT_FILTER_LIMIT);
}

// --- entries from their sources -----------------------------------------------------------------------------------

const named = (r: { slug: string; name: string } | null) => (r ? { slug: r.slug, name: r.name } : null);

export function documentEntry(r: DocumentSearchRecord): SearchEntry {
  return {
    kind: 'document',
    id: r.id,
    slug: r.slug,
    title: r.title,
    description: r.description,
    body: r.text,
    preview: r.previewText,
    subject: named(r.subject),
    university: named(r.university),
    courseName: r.course?.name ?? null,
    type: named(r.documentType),
    rating: r.reviewCount > 0 ? r.averageRating : null,
    reviewCount: r.reviewCount,
    downloads: r.downloadCount,
    pointsPrice: r.pointsPrice,
    pageCount: r.pageCount,
    cardCount: null,
    coverUrl: r.coverUrl,
    // "Newest" means newest in the marketplace: first approval, as the catalogue sorts.
    createdAt: r.publishedAt ?? r.createdAt,
  };
}

const notADocument = { university: null, courseName: null, type: null, rating: null, reviewCount: null, downloads: null, pointsPrice: null, pageCount: null, coverUrl: null };

export function questionEntry(p: QuestionPublished): SearchEntry {
  return { ...notADocument, kind: 'homework', id: p.questionId, slug: p.slug, title: p.question, description: '', body: p.text, preview: p.text, subject: p.subject, cardCount: null, createdAt: p.createdAt };
}

export function deckEntry(p: DeckPublished): SearchEntry {
  return { ...notADocument, kind: 'deck', id: p.deckId, slug: p.slug, title: p.name, description: p.description, body: p.cardsText, preview: p.cardsText, subject: p.subject, cardCount: p.cardCount, createdAt: p.createdAt };
}

// --- keeping the store and the engine in step ------------------------------------------------------------------------

export async function putEntries(engine: SearchEngine, em: EntityManager, entries: SearchEntry[], options: { touch?: boolean } = {}) {
  await upsertEntries(em, entries, options);
  await engine.index(em, entries);
}

export async function removeEntries(engine: SearchEngine, em: EntityManager, keys: EntryKey[]) {
  await deleteEntries(em, keys);
  await engine.remove(em, keys);
}

/** Brings one document's entry to what the documents module says now: indexed while approved, else gone. */
export async function refreshDocument(platform: Platform, engine: SearchEngine, em: EntityManager, documentId: string) {
  const record = await documentSearchRecord(platform, em, documentId);
  if (record) await putEntries(engine, em, [documentEntry(record)]);
  else await removeEntries(engine, em, [{ kind: 'document', id: documentId }]);
}

export async function applyQuestion(engine: SearchEngine, em: EntityManager, payload: QuestionPublished) {
  if (payload.isPublic) await putEntries(engine, em, [questionEntry(payload)]);
  else await removeEntries(engine, em, [{ kind: 'homework', id: payload.questionId }]);
}

export async function applyDeck(engine: SearchEngine, em: EntityManager, payload: DeckPublished) {
  if (payload.isPublic) await putEntries(engine, em, [deckEntry(payload)]);
  else await removeEntries(engine, em, [{ kind: 'deck', id: payload.deckId }]);
}

// --- rebuild and status ------------------------------------------------------------------------------------------------

const BATCH = 200;

export type Progress = (done: number, total: number) => void;

/**
 * Rebuilds one kind: documents from the documents module (every approved one), homework and decks from the store
 * (their modules sit above search, which never reads them: what they published is their record). Entries the
 * rebuild did not write again are removed. Answers how many entries it wrote.
 */
export async function reindexKind(platform: Platform, engine: SearchEngine, kind: SearchKind, progress: Progress = () => {}): Promise<number> {
  const em = () => platform.orm.em.fork();
  const startedInDatabase = await databaseNow(em());
  const startedHere = new Date();
  const total = kind === 'document' ? await approvedDocumentCount(em()) : (await storeCounts(em()))[kind];
  let done = 0;
  let after: string | null = null;
  progress(0, total);
  for (;;) {
    const entries: SearchEntry[] = await em().transactional(async (tx) => {
      const batch =
        kind === 'document'
          ? (await documentSearchRecords(platform, tx, { after, limit: BATCH })).map(documentEntry)
          : await entriesAfter(tx, kind, after, BATCH);
      await putEntries(engine, tx, batch, { touch: true });
      return batch;
    });
    if (!entries.length) break;
    after = entries.at(-1)!.id;
    done += entries.length;
    progress(done, Math.max(total, done));
  }
  await em().transactional(async (tx) => {
    const stale = await sweepEntries(tx, kind, startedInDatabase);
    await engine.remove(tx, stale);
    await engine.finishRebuild(tx, kind, startedHere);
  });
  return done;
}

export type SearchStatus = {
  engine: SearchEngine['name'];
  kinds: { kind: SearchKind; database: number; store: number; index: number }[];
  backlog: { queue: string; waiting: number; active: number; failed: number }[];
};

/** Counts in the database (the source), the store and the engine's index per kind, and the indexing jobs waiting. */
export async function searchStatus(platform: Platform, engine: SearchEngine): Promise<SearchStatus> {
  const em = platform.orm.em.fork();
  const [approved, store, index, queues] = await Promise.all([approvedDocumentCount(em.fork()), storeCounts(em.fork()), engine.counts(em.fork()), queueCounts(em.fork())]);
  return {
    engine: engine.name,
    kinds: searchKinds.map((kind) => ({ kind, database: kind === 'document' ? approved : store[kind], store: store[kind], index: index[kind] })),
    backlog: queues.filter((q) => q.queue.startsWith('search.')).map((q) => ({ queue: q.queue, waiting: q.waiting, active: q.active, failed: q.failed })),
  };
}
