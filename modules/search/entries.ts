// One searchable thing, whatever its kind: what the store keeps, what every engine indexes, and how a hit is shaped
// for the contract from it.
import { hrefOf, type InstantHit, type NamedRef, type SearchHit, type SearchKind, type Segment } from './contract.ts';
import { wordsOf } from './query.ts';

export type SearchEntry = {
  kind: SearchKind;
  id: string;
  slug: string;
  title: string;
  description: string;
  /** Extracted text (documents), the formatted question (homework), the cards' text (decks, when published). Decides
   * what matches; never shown, since a document's text includes its locked pages. */
  body: string;
  /** The part of the body anyone may read, the only text a snippet may quote besides the description: a document's
   * readable preview pages; a question's or deck's whole body (public with it). */
  preview: string;
  subject: NamedRef | null;
  university: NamedRef | null;
  courseName: string | null;
  type: NamedRef | null;
  /** Average 1-5; null when unrated or not a document. */
  rating: number | null;
  reviewCount: number | null;
  downloads: number | null;
  pointsPrice: number | null;
  pageCount: number | null;
  cardCount: number | null;
  coverUrl: string | null;
  createdAt: string;
};

export type EntryKey = { kind: SearchKind; id: string };

// Control characters never reach the store, so the engines can mark matches with two of them (segments.ts).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
export const clean = (text: string) => text.replace(CONTROL, ' ');

function subtitleOf(entry: SearchEntry): string | null {
  if (entry.kind === 'deck') {
    const cards = entry.cardCount === null ? null : `${entry.cardCount} ${entry.cardCount === 1 ? 'card' : 'cards'}`;
    return [cards, entry.subject?.name].filter(Boolean).join(' · ') || null;
  }
  if (entry.kind === 'homework') return entry.subject?.name ?? null;
  return [entry.type?.name, entry.subject?.name, entry.university?.name].filter(Boolean).join(' · ') || null;
}

export function toInstantHit(entry: SearchEntry): InstantHit {
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    href: hrefOf(entry.kind, entry.slug),
    subtitle: subtitleOf(entry),
    coverUrl: entry.coverUrl,
  };
}

export function toSearchHit(entry: SearchEntry, highlights: { titleHighlight: Segment[]; snippet: Segment[] }): SearchHit {
  return {
    kind: entry.kind,
    id: entry.id,
    title: entry.title,
    href: hrefOf(entry.kind, entry.slug),
    titleHighlight: highlights.titleHighlight.length ? highlights.titleHighlight : [{ text: entry.title, hit: false }],
    snippet: highlights.snippet,
    subject: entry.subject,
    university: entry.university,
    type: entry.type,
    rating: entry.rating,
    downloads: entry.downloads,
    pointsPrice: entry.pointsPrice,
    pageCount: entry.pageCount,
    coverUrl: entry.coverUrl,
    createdAt: entry.createdAt,
  };
}

// --- as flat fields (the store's columns; a Meilisearch document's attributes) -----------------------------------------

export type Fields = Record<string, any>;

export function toFields(e: SearchEntry) {
  return {
    kind: e.kind,
    source_id: e.id,
    slug: e.slug,
    title: clean(e.title).trim().slice(0, 1000),
    title_words: wordsOf(e.title).join(' '),
    description: clean(e.description),
    body: clean(e.body),
    preview: clean(e.preview),
    subject_slug: e.subject?.slug ?? null,
    subject_name: e.subject?.name ?? null,
    university_slug: e.university?.slug ?? null,
    university_name: e.university?.name ?? null,
    course_name: e.courseName,
    type_slug: e.type?.slug ?? null,
    type_name: e.type?.name ?? null,
    rating: e.rating,
    review_count: e.reviewCount,
    downloads: e.downloads,
    points_price: e.pointsPrice,
    page_count: e.pageCount,
    card_count: e.cardCount,
    cover_url: e.coverUrl,
    created_at: e.createdAt,
  };
}

const named = (slug: unknown, name: unknown) => (slug && name ? { slug: String(slug), name: String(name) } : null);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function fromFields(r: Fields): SearchEntry {
  return {
    kind: r.kind,
    id: r.source_id,
    slug: r.slug,
    title: r.title,
    description: r.description ?? '',
    body: r.body ?? '',
    preview: r.preview ?? '',
    subject: named(r.subject_slug, r.subject_name),
    university: named(r.university_slug, r.university_name),
    courseName: r.course_name ?? null,
    type: named(r.type_slug, r.type_name),
    rating: num(r.rating),
    reviewCount: num(r.review_count),
    downloads: num(r.downloads),
    pointsPrice: num(r.points_price),
    pageCount: num(r.page_count),
    cardCount: num(r.card_count),
    coverUrl: r.cover_url ?? null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}
