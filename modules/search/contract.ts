// The search module's HTTP contract: request schemas, response shapes and limits. The web imports this file
// (and nothing else of the server but other contract files).
import { z } from 'zod';
import { ANY_PAGE, pageQuery } from '../platform/contract.ts';

// --- constants (spec 000 §2, §9) ------------------------------------------------------------------------------

/** Instant search caps per kind and in total; kinds fill in this order: documents, homework, decks. */
export const INSTANT_LIMITS = { document: 5, homework: 3, deck: 3, total: 8 } as const;
/**
 * Each kind's first share of the 8 places when every kind has matches (so all three are seen); places a kind
 * cannot fill go to the others in order, up to their caps.
 */
export const INSTANT_SHARES = { document: 4, homework: 2, deck: 2 } as const;
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
export const INSTANT_DEBOUNCE_MS = 300;
export const QUERY_MAX_LENGTH = 200;

export const searchKinds = ['document', 'homework', 'deck'] as const;
export type SearchKind = (typeof searchKinds)[number];
export const KIND_LABELS: Record<SearchKind, string> = { document: 'Documents', homework: 'Homework questions', deck: 'Flashcard decks' };
export const searchSorts = ['relevance', 'newest', 'rating', 'downloads'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** Where a result opens, by kind. */
export const hrefOf = (kind: SearchKind, slug: string): string =>
  kind === 'document' ? `/documents/${slug}` : kind === 'homework' ? `/ai-homework-helper/${slug}` : `/flashcards/${slug}`;

// --- shared pieces --------------------------------------------------------------------------------------------

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const slug = z.preprocess(emptyToUndefined, z.string().trim().min(1).max(200).optional());
const queryText = z.string().max(QUERY_MAX_LENGTH, `The search text must be at most ${QUERY_MAX_LENGTH} characters.`);

/** A run of text that matched the query (hit) or did not: the web renders these, never HTML. */
export const segment = z.object({ text: z.string(), hit: z.boolean() });
export type Segment = z.infer<typeof segment>;

export const namedRef = z.object({ slug: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

export const instantHit = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  href: z.string().describe('/documents/{slug}, /ai-homework-helper/{slug} or /flashcards/{slug} (the public deck page)'),
  subtitle: z.string().nullable().describe("a document's subject and university, a question's subject, a deck's card count"),
  coverUrl: z.string().nullable(),
});
export type InstantHit = z.infer<typeof instantHit>;

export const searchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  title: z.string(),
  href: z.string(),
  titleHighlight: z.array(segment).describe('the title, split into matching and non-matching runs'),
  snippet: z.array(segment).describe('a short excerpt of the description or text around the matches'),
  subject: namedRef.nullable(),
  university: namedRef.nullable(),
  type: namedRef.nullable().describe("a document's type"),
  rating: z.number().nullable().describe('average 1 to 5, null when unrated or not a document'),
  downloads: z.number().int().nullable(),
  pointsPrice: z.number().int().nullable(),
  pageCount: z.number().int().nullable(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const facetValue = z.object({
  value: z.string().describe('a slug, or the kind'),
  label: z.string(),
  count: z.number().int(),
});
export type FacetValue = z.infer<typeof facetValue>;

export const searchFacets = z.object({
  kind: z.array(facetValue),
  subject: z.array(facetValue),
  university: z.array(facetValue),
  type: z.array(facetValue),
});
export type SearchFacets = z.infer<typeof searchFacets>;

// --- requests -----------------------------------------------------------------------------------------------------

export const instantQuery = z.object({ q: queryText.optional().describe('what the user has typed so far') });
export type InstantQuery = z.infer<typeof instantQuery>;

export const searchQuery = z.object({
  q: queryText.default('').describe('websearch syntax: "quoted phrases", -exclusion, or'),
  kind: z.preprocess(emptyToUndefined, z.enum(searchKinds).optional()),
  subject: slug.describe("a subject's slug"),
  university: slug.describe("a university's slug"),
  type: slug.describe("a document type's slug"),
  sort: z.preprocess(emptyToUndefined, z.enum(searchSorts).default('relevance')),
  ...pageQuery(SEARCH_PAGE_SIZE, SEARCH_MAX_PAGE_SIZE, ANY_PAGE).shape,
});
export type SearchQuery = z.infer<typeof searchQuery>;

// --- responses ----------------------------------------------------------------------------------------------------

export const instantResponse = z.object({ query: z.string(), items: z.array(instantHit) });
export type InstantResponse = z.infer<typeof instantResponse>;

export const searchResponse = z.object({
  query: z.string(),
  items: z.array(searchHit),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  facets: searchFacets.describe("counts over the query's matches; each facet's counts apply the other facets' filters"),
  exhaustive: z
    .object({ total: z.boolean(), facets: z.boolean() })
    .describe('false: the total (or the facet counts) is an estimate, as for a broad query; an estimated result pages to its 1,000th hit'),
});
export type SearchResponse = z.infer<typeof searchResponse>;

// --- the routes ----------------------------------------------------------------------------------------------------

export const searchRoutes = {
  instant: { method: 'get', path: '/api/search/instant', query: instantQuery, response: instantResponse },
  search: { method: 'get', path: '/api/search', query: searchQuery, response: searchResponse },
} as const;
