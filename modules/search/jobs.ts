// The worker's side: the store and the engine follow the sources' events. A document's entry is brought to what
// the documents module says now (approved: indexed with its current text, rating and downloads; otherwise gone),
// so every documents event is handled the same way and replays or late deliveries converge on one entry.
// Homework and flashcards events carry everything an entry needs (their schemas were checked where they were
// published).
import { DOCUMENTS_EVENTS } from '../documents/events.ts';
import { FLASHCARD_EVENTS } from '../flashcards/events.ts';
import { HOMEWORK_EVENTS } from '../homework/events.ts';
import { type EventDefinition, onEvent, type Platform, type QueueDefinition } from '../platform/index.ts';
import type { SearchEngine } from './engine.ts';
import { applyDeck, applyQuestion, refreshDocument, removeEntries } from './service.ts';
import { sql } from './store.ts';

export function searchQueues(platform: Platform, engine: () => SearchEngine): QueueDefinition[] {
  const refresh = (queue: string, event: EventDefinition<{ documentId: string }>) =>
    onEvent(event, {
      queue,
      handler: async (data, { em }) => {
        // One refresh of a document at a time, so a slower one never writes older figures over a newer one.
        await sql(em, `select pg_advisory_xact_lock(hashtext('search:document:' || ?))`, [data.documentId]);
        await refreshDocument(platform, engine(), em, data.documentId);
      },
    });
  const documents = DOCUMENTS_EVENTS;
  return [
    refresh('search.index-approved-document', documents.approved),
    refresh('search.remove-removed-document', documents.removed),
    refresh('search.remove-rejected-document', documents.rejected),
    refresh('search.refresh-document-downloads', documents.downloaded),
    refresh('search.refresh-document-rating', documents.reviewed),
    // A reprocess (OCR installed later) changes an approved document's text.
    refresh('search.refresh-processed-document', documents.processed),
    // An admin renamed or merged the subject, university, course or textbook a document shows.
    refresh('search.refresh-recategorised-document', documents.recategorised),
    onEvent(HOMEWORK_EVENTS.questionPublished, { queue: 'search.index-homework-question', handler: (p, { em }) => applyQuestion(engine(), em, p) }),
    onEvent(HOMEWORK_EVENTS.questionRemoved, {
      queue: 'search.remove-homework-question',
      handler: (p, { em }) => removeEntries(engine(), em, [{ kind: 'homework', id: p.questionId }]),
    }),
    onEvent(FLASHCARD_EVENTS.deckPublished, { queue: 'search.index-flashcard-deck', handler: (p, { em }) => applyDeck(engine(), em, p) }),
    onEvent(FLASHCARD_EVENTS.deckRemoved, { queue: 'search.remove-flashcard-deck', handler: (p, { em }) => removeEntries(engine(), em, [{ kind: 'deck', id: p.deckId }]) }),
  ];
}
