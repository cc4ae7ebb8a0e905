// The worker's side: the store and the engine follow the sources' events. A document's entry is brought to what
// the documents module says now (approved: indexed with its current text, rating and downloads; otherwise gone),
// so every documents event is handled the same way and replays or late deliveries converge on one entry.
// Homework and flashcards events carry everything an entry needs and are validated on receipt.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { Platform, QueueDefinition } from '../platform/index.ts';
import type { SearchEngine } from './engine.ts';
import { CONSUMED_EVENTS, deckPublished, deckRemoved, questionPublished, questionRemoved } from './events.ts';
import { applyDeck, applyQuestion, refreshDocument, removeEntries } from './service.ts';
import { sql } from './store.ts';

/** A payload that breaks the documented schema fails its job (and ends in the dead-letter queue) with the reason. */
function parsePayload<T extends z.ZodType>(schema: T, event: string, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid ${event} payload: ${issue?.path.join('.') || 'payload'} ${issue?.message ?? 'is invalid'}`);
  }
  return result.data;
}

export function searchQueues(platform: Platform, engine: () => SearchEngine): QueueDefinition[] {
  const refresh = (queue: string, event: string): QueueDefinition<{ documentId: string }> => ({
    queue,
    event,
    handler: async (data, { em }) => {
      // One refresh of a document at a time, so a slower one never writes older figures over a newer one.
      await sql(em, `select pg_advisory_xact_lock(hashtext('search:document:' || ?))`, [data.documentId]);
      await refreshDocument(platform, engine(), em, data.documentId);
    },
  });
  /** A subscription to a homework or flashcards event: the payload is validated, then applied. */
  const consume = <T extends z.ZodType>(queue: string, event: string, schema: T, apply: (em: EntityManager, payload: z.output<T>) => Promise<void>): QueueDefinition => ({
    queue,
    event,
    handler: async (data, { em }) => apply(em, parsePayload(schema, event, data)),
  });
  const { questionPublished: qp, questionRemoved: qr, deckPublished: dp, deckRemoved: dr } = CONSUMED_EVENTS;
  return [
    refresh('search.index-approved-document', 'documents.approved'),
    refresh('search.remove-removed-document', 'documents.removed'),
    refresh('search.remove-rejected-document', 'documents.rejected'),
    refresh('search.refresh-document-downloads', 'documents.downloaded'),
    refresh('search.refresh-document-rating', 'documents.reviewed'),
    // A reprocess (OCR installed later) changes an approved document's text.
    refresh('search.refresh-processed-document', 'documents.processed'),
    // An admin renamed or merged the subject, university, course or textbook a document shows.
    refresh('search.refresh-recategorised-document', 'documents.recategorised'),
    consume('search.index-homework-question', qp, questionPublished, (em, p) => applyQuestion(engine(), em, p)),
    consume('search.remove-homework-question', qr, questionRemoved, (em, p) => removeEntries(engine(), em, [{ kind: 'homework', id: p.questionId }])),
    consume('search.index-flashcard-deck', dp, deckPublished, (em, p) => applyDeck(engine(), em, p)),
    consume('search.remove-flashcard-deck', dr, deckRemoved, (em, p) => removeEntries(engine(), em, [{ kind: 'deck', id: p.deckId }])),
  ];
}
