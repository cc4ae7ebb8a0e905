// Demo decks, made through the real path: three demo students get points, and a job of this module asks the AI
// platform for one deck per subject (up to 24), each from the preview pages of an approved demo document (pasted as
// notes: the students did not buy the documents, and a public deck quotes only what a guest may read), published
// once its cards are ready (search indexes it from the event).
// The demo documents are processed and approved in the background after `npm start`, so the job waits until the
// number of approved documents stops changing (at most about five minutes) before asking. Idempotent: each deck has
// a fixed request key, which the AI platform answers from its first action.
import type { EntityManager } from '@mikro-orm/postgresql';
import { ensureDemoUsers } from '../accounts/index.ts';
import {
  type DocumentSearchRecord, demoDocumentsSettled, documentPageTexts, documentSearchRecords, FIRST_LOOK, readablePageLimits, type SettleJob,
} from '../documents/index.ts';
import type { Platform, QueueDefinition, SeedReport } from '../platform/index.ts';
import { credit } from '../wallet/index.ts';
import { NOTES_MAX_CHARS } from './contract.ts';
import { generateDeck } from './generate.ts';

export const DEMO_MAKERS = [
  { email: 'nora.lindqvist@demo.studyhall.local', fullName: 'Nora Lindqvist' },
  { email: 'samuel.okafor@demo.studyhall.local', fullName: 'Samuel Okafor' },
  { email: 'priya.raman@demo.studyhall.local', fullName: 'Priya Raman' },
];
const DEMO_GRANT = 120;
export const SEED_QUEUE = 'flashcards.make-demo-decks';
export const DEMO_DECKS = 24;
/** The document types richest in definitions come first when a subject has several. */
const TYPE_PREFERENCE = ['Flashcards', 'Quick Guides', 'Chapter Summary', 'Textbook Guides', 'Class Notes', 'Exam Guides', 'Certification Guides'];

async function demoMakers(em: EntityManager): Promise<{ ids: string[]; created: number }> {
  const users = await ensureDemoUsers(em, DEMO_MAKERS);
  for (const userId of users.ids) await credit(em, { userId, amount: DEMO_GRANT, description: 'Demo points for the AI Flashcard Maker', idempotencyKey: `flashcards:demo-grant:${userId}` });
  return users;
}

/** Creates the demo students and queues the job that makes their decks, once. */
export async function seedFlashcards(platform: Platform): Promise<SeedReport> {
  return platform.orm.em.fork().transactional(async (em) => {
    const makers = await demoMakers(em);
    if (makers.created === 0) return { demoMakers: 0, decksQueued: 0 };
    await platform.bus.enqueue(em, SEED_QUEUE, FIRST_LOOK, { singletonKey: 'flashcards-demo' });
    return { demoMakers: makers.created, decksQueued: DEMO_DECKS };
  });
}

/** One approved document per subject, the type richest in definitions first, subjects in name order. */
export async function demoSources(platform: Platform, em: EntityManager, limit = DEMO_DECKS): Promise<DocumentSearchRecord[]> {
  const bySubject = new Map<string, DocumentSearchRecord>();
  const rank = (d: DocumentSearchRecord) => {
    const i = TYPE_PREFERENCE.indexOf(d.documentType?.name ?? '');
    return i < 0 ? TYPE_PREFERENCE.length : i;
  };
  let after: string | null = null;
  for (;;) {
    const page = await documentSearchRecords(platform, em, { after, limit: 200 });
    for (const d of page) {
      if (!d.subject) continue;
      const held = bySubject.get(d.subject.slug);
      if (!held || rank(d) < rank(held)) bySubject.set(d.subject.slug, d);
    }
    if (page.length < 200) break;
    after = page[page.length - 1]!.id;
  }
  return [...bySubject.values()].sort((a, b) => a.subject!.name.localeCompare(b.subject!.name)).slice(0, limit);
}

/** Makes every demo deck not made yet, once the approved documents have settled. Answers how many it asked for. */
export async function makeDemoDecks(platform: Platform, em: EntityManager, job: SettleJob, waitMs?: number): Promise<number> {
  if (!(await demoDocumentsSettled(platform, em, SEED_QUEUE, job, waitMs))) return 0;
  const makers = (await demoMakers(em)).ids;
  let count = 0;
  for (const [i, doc] of (await demoSources(platform, em)).entries()) {
    // A public deck quotes what a guest may read of the document: its preview pages (DESIGN.md §11).
    const readable = (await readablePageLimits(em, 'public', [doc.id])).get(doc.id) ?? 0;
    const pages = (await documentPageTexts(em, doc.id)).filter((p) => p.pageNumber <= readable);
    const text = pages.map((p) => p.text).join('\n\n\n').slice(0, NOTES_MAX_CHARS);
    if (text.length < 200) continue;
    await generateDeck(platform, em, makers[i % makers.length]!, {
      source: { kind: 'notes', text },
      cards: i % 3 === 0 ? 20 : 12,
      name: doc.title.slice(0, 200),
      description: `Made with the AI Flashcard Maker from the demo document “${doc.title}”.`.slice(0, 2000),
      subjectId: doc.subject!.id,
      publish: true,
      requestKey: `demo-deck-${doc.subject!.slug}`,
    });
    count += 1;
  }
  return count;
}

export function seedQueue(platform: Platform): QueueDefinition<SettleJob> {
  return { queue: SEED_QUEUE, handler: async (data, { em }) => void (await makeDemoDecks(platform, em, data)) };
}
