// A user's decks (with the notes they pasted to make one), schedules and reviews when their account is exported or
// deleted. Deletion deletes their decks (a public one is announced removed first, so search drops it; copies others
// made stay theirs), their study schedule and review history on anyone's decks, and the decks' AI passages and
// pasted notes (decks.ts, dropDeckSources).
import { textSourcePassages } from '../ai/index.ts';
import type { Platform, PersonalDataPort } from '../platform/index.ts';
import { rows } from './db.ts';
import { dropDeckSources } from './decks.ts';
import { announceRemoved } from './announce.ts';

export const flashcardsPersonalData = (platform: Platform): PersonalDataPort => ({
  export: async (em, userId) => {
    const decks = await rows(
      em,
      'select id, slug, name, description, is_public, card_count, origin, notes_source_id, created_at from flashcard_decks where user_id = ? order by created_at',
      [userId],
    );
    const cards = decks.length
      ? await rows(em, 'select deck_id, position, front, back from flashcard_cards where deck_id in (?) order by deck_id, position', [decks.map((d) => d.id)])
      : [];
    const reviews = await rows(em, 'select id, deck_id, card_id, rating, reviewed_at from flashcard_reviews where user_id = ? order by reviewed_at', [userId]);
    const withNotes = [];
    for (const { notes_source_id: notesId, ...d } of decks) {
      withNotes.push({ ...d, cards: cards.filter((c) => c.deck_id === d.id), notes: notesId ? await textSourcePassages(em, notesId) : null });
    }
    const schedules = await rows(em, 'select deck_id, card_id, due, state, reps, lapses, last_review from flashcard_schedules where user_id = ? order by due', [userId]);
    return { decks: withNotes, schedules, reviews };
  },
  erase: async (em, userId) => {
    const decks = await rows(em, 'delete from flashcard_decks where user_id = ? returning id, is_public, notes_source_id', [userId]);
    for (const deck of decks) {
      if (deck.is_public) await announceRemoved(platform, em, deck.id);
      await dropDeckSources(em, deck);
    }
    await rows(em, 'delete from flashcard_schedules where user_id = ?', [userId]);
    await rows(em, 'delete from flashcard_reviews where user_id = ?', [userId]);
  },
});
