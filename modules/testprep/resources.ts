// What a plan is built from, one resolver per kind: a marketplace document the user uploaded or bought, the user's
// private upload (the documents pipeline, as Document Chat's), their pasted notes (an AI text source under the
// notes' id) and a deck of the flashcards module (the composition root wires `setDeckResolver`). A resolver says
// whether the user may use the resource, what it is called, whether its text is ready, and where its pages can be
// read; `ensureIndexed` makes its passages retrievable before a test is requested.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDocumentIndexed } from '../ai/index.ts';
import { documentForChat } from '../documents/index.ts';
import type { Resource, ResourceKind } from './contract.ts';
import { one } from './db.ts';

export type ResolvedResource = Omit<Resource, 'kind' | 'id'>;

export type ResourceResolver = {
  /** The resource as this user may use it, or null when they may not (someone else's, deleted, never bought). */
  resolve: (em: EntityManager, userId: string, id: string, planId: string) => Promise<ResolvedResource | null>;
  /** Makes the resource's passages retrievable (its AI source id is the resource id). */
  ensureIndexed: (em: EntityManager, id: string) => Promise<void>;
};

const processingState = (p: string): Resource['state'] => (p === 'ready' ? 'ready' : p === 'failed' ? 'failed' : 'processing');

/** Documents through the documents module's own rule (Document Chat's): a private upload only for `upload`. */
function documentResolver(wantPrivate: boolean): ResourceResolver {
  return {
    resolve: async (em, userId, id) => {
      const doc = await documentForChat(em, userId, id);
      if (!doc || doc.private !== wantPrivate || (wantPrivate && !doc.isOwner)) return null;
      return { title: doc.title, state: processingState(doc.processing), pageCount: doc.pageCount, href: `/dashboard/documents/${doc.id}` };
    },
    ensureIndexed: (em, id) => ensureDocumentIndexed(em, id),
  };
}

const notesResolver: ResourceResolver = {
  resolve: async (em, userId, id, planId) => {
    const r = await one(em, 'select title, text from testprep_notes where id = ? and user_id = ?', [id, userId]);
    if (!r) return null;
    return { title: r.title, state: 'ready', pageCount: notesPages(r.text).length, href: `/dashboard/test-prep/${planId}/notes/${id}` };
  },
  // Notes are indexed when they are saved.
  ensureIndexed: async () => {},
};

/** Until the composition root wires the flashcards module's decks (modules/registry.ts), no deck is usable. */
const NO_DECKS: ResourceResolver = { resolve: async () => null, ensureIndexed: async () => {} };
let deckResolver = NO_DECKS;

/** The flashcards module's decks (decks are AI text sources); testprep does not import flashcards. */
export function setDeckResolver(resolver: ResourceResolver | null): void {
  deckResolver = resolver ?? NO_DECKS;
}

export function resolverOf(kind: ResourceKind): ResourceResolver {
  if (kind === 'deck') return deckResolver;
  return kind === 'notes' ? notesResolver : documentResolver(kind === 'upload');
}

export const unavailable = (title = 'No longer available'): ResolvedResource => ({ title, state: 'unavailable', pageCount: null, href: null });

export async function resolveResource(em: EntityManager, userId: string, planId: string, kind: ResourceKind, id: string): Promise<Resource> {
  return { kind, id, ...((await resolverOf(kind).resolve(em, userId, id, planId)) ?? unavailable()) };
}

const NOTES_PAGE_CHARS = 1800;

/**
 * Pasted notes cut into pages so a question can cite one: paragraphs kept whole, a page closed once it passes
 * about 1,800 characters (a printed page). A form feed starts a new page, as in text copied from a PDF.
 */
export function notesPages(text: string): string[] {
  const pages: string[] = [];
  for (const sheet of text.split('\f')) {
    let current = '';
    for (const paragraph of sheet.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean)) {
      if (current && current.length + paragraph.length > NOTES_PAGE_CHARS) {
        pages.push(current);
        current = '';
      }
      current = current ? `${current}\n\n${paragraph}` : paragraph;
    }
    if (current) pages.push(current);
  }
  return pages;
}
