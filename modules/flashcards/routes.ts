// Koa routes of /api/flashcards: parse with contract.ts, call the services, shape the answer.
import type { Context, } from 'koa';
import type { AuthUser, } from '../accounts/index.ts';
import { quoteNow } from '../ai/index.ts';
import { documentForChat, storePrivateUpload } from '../documents/index.ts';
import { type ApiRouter, badRequest, cacheForViewer, HttpError, type Platform } from '../platform/index.ts';
import { addCard, editCard, insertCards, refuseGenerating, reindexDeck, removeCard, reorderCards } from './cards.ts';
import { FLASHCARD_MESSAGES as M, type Material, REVIEW_MAX_AGE_DAYS, flashcardRoutes as r } from './contract.ts';
import {
  cardOf, copyDeck, createDeck, deckCards, detailOf, myDecks, ownDeck, publicDecks, removeDeck, updateDeck, type Viewer, visibleDeck,
} from './decks.ts';
import { generateDeck } from './generate.ts';
import { dueSummary, reviewCard, reviewHistory, studyQueue } from './schedule.ts';
import { parseCards, writeCards } from './transfer.ts';

const viewerOf = (ctx: Context): Viewer => (ctx.state.user as AuthUser | undefined) ?? null;

async function materialView(em: Parameters<typeof documentForChat>[0], userId: string, id: string): Promise<Material> {
  const m = await documentForChat(em, userId, id);
  if (!m) throw new HttpError(403, 'document_not_available', M.documentNotAvailable);
  return { id: m.id, title: m.title, private: m.private, processing: m.processing, processingError: m.processingError, pageCount: m.pageCount };
}

export function mountFlashcardRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.quote, summary: 'What a deck of this many cards costs (spec 001 §9), shown before making it' }, async ({ ctx, em, query }) => {
    // Not cached: an admin may change the price at any time, and the page sends back the price it showed.
    ctx.set('Cache-Control', 'no-store');
    return { cards: query.cards, points: await quoteNow(em, 'flashcards', { cards: query.cards }) };
  });

  api.add({ ...r.mine, summary: "The signed-in user's decks, last changed first, with the cards due in each" }, ({ user, ctx, em, query }) => {
    ctx.set('Cache-Control', 'no-store');
    return myDecks(em, user, query);
  });

  api.add({ ...r.publicList, summary: 'Public decks, newest first' }, ({ ctx, em, query }) => {
    cacheForViewer(ctx, 60);
    return publicDecks(em, viewerOf(ctx), query);
  });

  api.add({ ...r.due, summary: 'Cards due now across every deck the user studies (the dashboard figure)' }, ({ user, ctx, em }) => {
    ctx.set('Cache-Control', 'no-store');
    return dueSummary(em, user.id);
  });

  api.add({ ...r.create, summary: 'Make a deck by hand (free), with cards or without' }, async ({ user, em, body }) => {
    return detailOf(em, await createDeck(platform, em, user.id, body), user);
  });

  api.add(
    { ...r.generate, status: 202, summary: 'Make a deck from a document or notes: charged now by card count, made by the worker (202)' },
    async ({ user, em, body }) => {
      const deck = await generateDeck(platform, em, user.id, body);
      return await detailOf(em, deck, user);
    },
  );

  api.add({ ...r.upload }, async ({ user, ctx, em }) => {
    const id = await storePrivateUpload(platform, ctx, user.id);
    return materialView(em, user.id, id);
  });

  api.add({ ...r.material, summary: 'A document the user may make cards from, and whether it is read yet' }, ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return materialView(em, user.id, params.id);
  });

  api.add({ ...r.deck, summary: 'A deck with its cards: its owner and admins see it in any state, everyone else only while public' }, async ({ ctx, em, params }) => {
    const viewer = viewerOf(ctx);
    cacheForViewer(ctx, 60);
    return detailOf(em, await visibleDeck(em, params.identifier, viewer), viewer);
  });

  api.add({ ...r.update, summary: 'Rename, describe, file under a subject, publish or unpublish (owner)' }, async ({ user, em, params, body }) => {
    return detailOf(em, await updateDeck(platform, em, params.identifier, user, body), user);
  });

  api.add({ ...r.remove, summary: 'Delete a deck (its owner, or an admin)' }, async ({ user, em, params }) => {
    await removeDeck(platform, em, params.identifier, user);
    return { deleted: true as const };
  });

  api.add({ ...r.copy, summary: 'Copy a public deck into your own library (private, your own schedule)' }, async ({ user, em, params }) => {
    return detailOf(em, await copyDeck(platform, em, params.identifier, user), user);
  });

  api.add({ ...r.addCard, summary: 'Add a card at the end (owner)' }, async ({ user, em, params, body }) => {
    return cardOf(await em.transactional(async (tx) => addCard(platform, tx, await ownDeck(tx, params.identifier, user), body)));
  });

  api.add({ ...r.editCard, summary: 'Change a card (owner)' }, async ({ user, em, params, body }) => {
    return cardOf(await em.transactional(async (tx) => editCard(platform, tx, await ownDeck(tx, params.identifier, user), params.cardId, body)));
  });

  api.add({ ...r.removeCard, summary: 'Delete a card (owner)' }, async ({ user, em, params }) => {
    await em.transactional(async (tx) => removeCard(platform, tx, await ownDeck(tx, params.identifier, user), params.cardId));
    return { deleted: true as const };
  });

  api.add({ ...r.order, summary: 'Put the cards in a new order (owner): every card once' }, async ({ user, em, params, body }) => {
    const deck = await em.transactional(async (tx) => {
      const own = await ownDeck(tx, params.identifier, user);
      await reorderCards(platform, tx, own, body.cardIds);
      return own;
    });
    return detailOf(em, deck, user);
  });

  api.add({ ...r.importCards, status: 200, summary: 'Add cards from CSV or TSV text, front then back on each line (owner)' }, async ({ user, em, params, body }) => {
    const cards = parseCards(body.text, body.format);
    if (!cards.length) throw badRequest(M.importEmpty, { text: [M.importEmpty] });
    const deck = await em.transactional(async (tx) => {
      const own = await ownDeck(tx, params.identifier, user);
      refuseGenerating(own);
      await insertCards(tx, own.id, cards.map((c) => ({ ...c, kind: 'basic' as const, page: null, sourceId: null })));
      return reindexDeck(platform, tx, own.id);
    });
    return { imported: cards.length, deck: await detailOf(em, deck, user) };
  });

  api.add({ ...r.exportCards, summary: 'The cards as CSV or TSV (front, back), for Quizlet, Anki or a spreadsheet' }, async ({ ctx, em, params, query }) => {
    const deck = await visibleDeck(em, params.identifier, viewerOf(ctx));
    const text = writeCards(await deckCards(em, deck.id), query.format);
    ctx.set('Content-Type', query.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/tab-separated-values; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${deck.slug}.${query.format}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = text;
    return undefined;
  });

  api.add({ ...r.study, summary: 'What the user has to study in a deck now (their own FSRS schedule)' }, async ({ user, ctx, em, params }) => {
    const deck = await visibleDeck(em, params.identifier, user);
    ctx.set('Cache-Control', 'no-store');
    return studyQueue(em, user.id, deck.id);
  });

  api.add({ ...r.review, status: 200, summary: 'Grade a card (1 Again, 2 Hard, 3 Good, 4 Easy): FSRS schedules it again for this user' }, async ({ user, em, params, body }) => {
    const schedule = await em.transactional(async (tx) => {
      const deck = await visibleDeck(tx, params.identifier, user);
      if (!(await deckCards(tx, deck.id)).some((c) => c.id === params.cardId)) throw new HttpError(404, 'not_found', M.cardNotFound);
      return reviewCard(tx, user.id, deck.id, params.cardId, body.rating as 1 | 2 | 3 | 4, reviewTime(body.reviewedAt));
    });
    return schedule;
  });

  api.add({ ...r.history, summary: "The user's reviews of a card, oldest first" }, async ({ user, em, params }) => {
    await visibleDeck(em, params.identifier, user);
    return { items: await reviewHistory(em, user.id, params.cardId) };
  });
}

/** When a review was made: the app's time for one it queued offline (a clock ahead of ours counts as now). */
function reviewTime(reviewedAt: string | undefined): Date {
  const now = new Date();
  if (!reviewedAt) return now;
  const at = new Date(reviewedAt);
  if (+now - +at > REVIEW_MAX_AGE_DAYS * 86_400_000) throw new HttpError(422, 'review_too_old', M.reviewTooOld);
  return at > now ? now : at;
}
