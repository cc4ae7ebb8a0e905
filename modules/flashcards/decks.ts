// Decks: who may see and change one, reading them as the contract shapes them, making them by hand or by copy,
// editing, publishing and deleting. A deck is its owner's to change; anyone reads it while it is public; an admin
// reads any deck and may delete it. Everything else is "not found", so a private deck's existence never shows.
import type { EntityManager } from '@mikro-orm/postgresql';
import { profileById } from '../accounts/index.ts';
import { dropTextSource } from '../ai/index.ts';
import { mayReadPages } from '../documents/index.ts';
import { HttpError, notFound, paginate, type Platform, slugify, uuidv7, type Page } from '../platform/index.ts';
import { insertCards, reindexDeck } from './cards.ts';
import {
  type Card, type CreateDeckBody, type DeckCard, type DeckDetail, FLASHCARD_MESSAGES as M, type UpdateDeckBody,
} from './contract.ts';
import { iso, one, type Row, rows } from './db.ts';
import { announceRemoved } from './announce.ts';
import { dueCounts } from './schedule.ts';
import { requestedSubject, type SubjectRef, subjectIndex } from './subjects.ts';

export type Viewer = { id: string; role: string; status: string } | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isAdmin = (viewer: Viewer) => viewer?.role === 'admin' && viewer.status === 'active';

/** The deck's name in its address and a random tail, so two decks of one name differ. */
export function deckSlug(name: string): string {
  let base = slugify(name);
  if (base.length > 80) base = base.slice(0, 80).replace(/-[^-]*$/, '');
  const tail = uuidv7().replace(/-/g, '').slice(-6);
  return base ? `${base}-${tail}` : `deck-${tail}`;
}

/** A deck named by its id or its slug (dashboard addresses use either), or undefined. */
export function deckRow(em: EntityManager, identifier: string, lock = false): Promise<Row | undefined> {
  const column = UUID.test(identifier) ? 'id' : 'slug';
  return one(em, `select * from flashcard_decks where ${column} = ?${lock ? ' for update' : ''}`, [identifier]);
}

/** A deck its viewer may read: their own, any public one, any at all for an admin. Else 404. */
export async function visibleDeck(em: EntityManager, identifier: string, viewer: Viewer): Promise<Row> {
  const r = await deckRow(em, identifier);
  if (!r || !(r.is_public || r.user_id === viewer?.id || isAdmin(viewer))) throw notFound(M.notFound);
  return r;
}

/** A deck its viewer owns, locked for the change (404 when they may not read it, 403 when they may only read it). */
export async function ownDeck(em: EntityManager, identifier: string, viewer: NonNullable<Viewer>): Promise<Row> {
  const r = await deckRow(em, identifier, true);
  if (!r || !(r.is_public || r.user_id === viewer.id || isAdmin(viewer))) throw notFound(M.notFound);
  if (r.user_id !== viewer.id) throw new HttpError(403, 'forbidden', M.ownerOnly);
  return r;
}

export function cardOf(r: Row): Card {
  return { id: r.id, position: Number(r.position), front: r.front, back: r.back, kind: r.kind, page: r.page == null ? null : Number(r.page), sourceId: r.source_id ?? null };
}

export async function deckCards(em: EntityManager, deckId: string): Promise<Card[]> {
  return (await rows(em, 'select * from flashcard_cards where deck_id = ? order by position, id', [deckId])).map(cardOf);
}

async function cardsOf(em: EntityManager, list: Row[], viewer: Viewer): Promise<DeckCard[]> {
  const [subjects, due] = await Promise.all([subjectIndex(em), viewer ? dueCounts(em, viewer.id, list.map((r) => r.id)) : null]);
  const names = new Map<string, string | null>();
  for (const id of new Set(list.map((r) => r.user_id as string))) names.set(id, (await profileById(em, id))?.fullName ?? null);
  return list.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    subject: r.subject_id ? (subjects.get(r.subject_id) ?? null) : null,
    isPublic: r.is_public,
    cardCount: Number(r.card_count),
    status: r.status,
    origin: r.origin,
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
    due: due ? (due.get(r.id) ?? 0) : null,
    ownerName: names.get(r.user_id) ?? null,
  }));
}

export async function detailOf(em: EntityManager, r: Row, viewer: Viewer): Promise<DeckDetail> {
  const [summary] = await cardsOf(em, [r], viewer);
  const isOwner = viewer?.id === r.user_id;
  const copied = r.copied_from ? await one(em, 'select slug, name from flashcard_decks where id = ? and is_public', [r.copied_from]) : undefined;
  return {
    ...summary!,
    cards: await deckCards(em, r.id),
    isOwner,
    canEdit: isOwner,
    canRemove: isOwner || isAdmin(viewer),
    provider: r.provider ?? null,
    model: r.model ?? null,
    actionId: isOwner ? (r.action_id ?? null) : null,
    requestedCards: r.requested_cards == null ? null : Number(r.requested_cards),
    points: Number(r.points),
    error: r.status === 'failed' ? (r.error_message ?? null) : null,
    documentId: isOwner ? (r.document_id ?? null) : null,
    copiedFrom: copied ? { slug: copied.slug, name: copied.name } : null,
  };
}

/** Inserts a deck row (inside the caller's transaction) and answers it. */
export async function insertDeck(
  em: EntityManager,
  userId: string,
  fields: {
    id?: string; actionId?: string; points?: number; name: string; description?: string; subject: SubjectRef | null; status?: string; origin: string; documentId?: string | null;
    notesSourceId?: string | null; copiedFrom?: string | null; requestedCards?: number | null; publishWhenReady?: boolean;
  },
): Promise<Row> {
  return (await one(
    em,
    `insert into flashcard_decks (id, user_id, name, description, slug, subject_id, status, origin, document_id, notes_source_id, copied_from,
       requested_cards, publish_when_ready, action_id, points)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    [
      fields.id ?? uuidv7(), userId, fields.name, fields.description ?? '', deckSlug(fields.name), fields.subject?.id ?? null, fields.status ?? 'ready', fields.origin,
      fields.documentId ?? null, fields.notesSourceId ?? null, fields.copiedFrom ?? null, fields.requestedCards ?? null, fields.publishWhenReady ?? false,
      fields.actionId ?? null, fields.points ?? 0,
    ],
  ))!;
}

/** A deck made by hand (free), with any cards it was given. */
export async function createDeck(platform: Platform, em: EntityManager, userId: string, body: CreateDeckBody): Promise<Row> {
  const subject = await requestedSubject(em, body.subjectId);
  return em.transactional(async (tx) => {
    const deck = await insertDeck(tx, userId, { name: body.name, description: body.description, subject, origin: 'manual' });
    await insertCards(tx, deck.id, body.cards.map((c) => ({ ...c, kind: 'basic' as const, page: null, sourceId: null })));
    return setPublic(platform, tx, await reindexDeck(platform, tx, deck.id), body.isPublic);
  });
}

/** A public deck is read by everyone: no card of it may come from a page its owner may not publish (DESIGN.md §11). */
async function refuseLockedPages(tx: EntityManager, deck: Row): Promise<void> {
  const cards = await rows(tx, 'select source_id, page from flashcard_cards where deck_id = ? and source_id is not null and page is not null', [deck.id]);
  const pages = cards.map((c) => ({ documentId: c.source_id as string, page: Number(c.page) }));
  if (!(await mayReadPages(tx, { userId: deck.user_id, audience: 'everyone' }, pages))) throw new HttpError(422, 'quotes_locked_pages', M.quotesLockedPages);
}

/** Makes a deck public or private (inside the caller's transaction) and tells search either way. */
export async function setPublic(platform: Platform, tx: EntityManager, deck: Row, makePublic: boolean): Promise<Row> {
  if (Boolean(deck.is_public) === makePublic) return deck;
  if (makePublic && deck.status !== 'ready') throw new HttpError(409, 'deck_not_ready', M.notReady);
  if (makePublic) await refuseLockedPages(tx, deck);
  const updated = (await one(
    tx,
    `update flashcard_decks set is_public = ?, published_at = case when ? then now() end, updated_at = now() where id = ? returning *`,
    [makePublic, makePublic, deck.id],
  ))!;
  if (makePublic) return reindexDeck(platform, tx, updated.id);
  await announceRemoved(platform, tx, updated.id);
  return updated;
}

export async function updateDeck(platform: Platform, em: EntityManager, identifier: string, viewer: NonNullable<Viewer>, body: UpdateDeckBody): Promise<Row> {
  return em.transactional(async (tx) => {
    let deck = await ownDeck(tx, identifier, viewer);
    const subject = body.subjectId === undefined ? undefined : await requestedSubject(tx, body.subjectId);
    deck = (await one(
      tx,
      `update flashcard_decks set name = coalesce(?, name), description = coalesce(?, description),
         subject_id = case when ? then ?::uuid else subject_id end, updated_at = now()
       where id = ? returning *`,
      [body.name ?? null, body.description ?? null, subject !== undefined, subject?.id ?? null, deck.id],
    ))!;
    if (body.isPublic !== undefined && body.isPublic !== deck.is_public) return setPublic(platform, tx, deck, body.isPublic);
    // A public deck's search entry carries its name, description and subject: replace it.
    return deck.is_public ? reindexDeck(platform, tx, deck.id) : deck;
  });
}

/** Deletes a deck (its owner, or an admin taking it down): search forgets it, and so does the AI platform. */
export async function removeDeck(platform: Platform, em: EntityManager, identifier: string, viewer: NonNullable<Viewer>): Promise<void> {
  await em.transactional(async (tx) => {
    const deck = await deckRow(tx, identifier, true);
    if (!deck || !(deck.is_public || deck.user_id === viewer.id || isAdmin(viewer))) throw notFound(M.notFound);
    if (deck.user_id !== viewer.id && !isAdmin(viewer)) throw new HttpError(403, 'forbidden', M.removeForbidden);
    if (deck.is_public) await announceRemoved(platform, tx, deck.id);
    await dropDeckSources(tx, deck);
    await rows(tx, 'delete from flashcard_decks where id = ?', [deck.id]);
  });
}

/** The AI platform forgets a deck: its cards' passages, and the notes its owner pasted to make it (theirs alone). */
export async function dropDeckSources(em: EntityManager, deck: Row): Promise<void> {
  await dropTextSource(em, deck.id);
  if (deck.notes_source_id) await dropTextSource(em, deck.notes_source_id);
}

/** Copies a deck the viewer may read into their own library, private, with its cards (not anyone's schedule). */
export async function copyDeck(platform: Platform, em: EntityManager, identifier: string, viewer: NonNullable<Viewer>): Promise<Row> {
  return em.transactional(async (tx) => {
    const source = await visibleDeck(tx, identifier, viewer);
    if (source.status !== 'ready') throw new HttpError(409, 'deck_not_ready', M.notReady);
    const subject = source.subject_id ? ((await subjectIndex(tx)).get(source.subject_id) ?? null) : null;
    const deck = await insertDeck(tx, viewer.id, { name: source.name, description: source.description, subject, origin: 'copy', copiedFrom: source.id });
    await insertCards(tx, deck.id, await deckCards(tx, source.id));
    return reindexDeck(platform, tx, deck.id);
  });
}

const LIST_COLUMNS = 'id, user_id, slug, name, description, subject_id, is_public, card_count, status, origin, created_at, updated_at';

export async function myDecks(em: EntityManager, viewer: NonNullable<Viewer>, query: { page: number; pageSize: number }): Promise<Page<DeckCard>> {
  const list = { columns: LIST_COLUMNS, from: 'from flashcard_decks where user_id = ?', orderBy: 'updated_at desc, id desc', params: [viewer.id] };
  return paginate(em, list, query, (found) => cardsOf(em, found, viewer));
}

export async function publicDecks(em: EntityManager, viewer: Viewer, query: { page: number; pageSize: number; subject?: string }): Promise<Page<DeckCard>> {
  let subjectId: string | null = null;
  if (query.subject) {
    subjectId = [...(await subjectIndex(em)).values()].find((s) => s.slug === query.subject)?.id ?? null;
    if (!subjectId) return { items: [], page: query.page, pageSize: query.pageSize, total: 0 };
  }
  const from = 'from flashcard_decks where is_public and (?::uuid is null or subject_id = ?::uuid)';
  const list = { columns: LIST_COLUMNS, from, orderBy: 'published_at desc, id desc', params: [subjectId, subjectId] };
  return paginate(em, list, query, (found) => cardsOf(em, found, viewer));
}

/** Public paths for /sitemap.xml: the maker's page and every public deck at its canonical address. */
export async function deckPaths(em: EntityManager): Promise<string[]> {
  const list = await rows(em, 'select slug from flashcard_decks where is_public order by published_at desc limit 50000');
  return ['/ai-flashcard-maker', ...list.map((r) => `/flashcards/${r.slug}`)];
}
