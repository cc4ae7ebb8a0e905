// Demo homework questions and flashcard decks, as the payloads of the events their modules will publish
// (homework.question-published, flashcards.deck-published), validated by the same schemas and written by the same
// handlers the worker runs for those events (at once, so instant search shows all three kinds without a worker).
// Ids derive from the slugs: a second run finds every entry in the store and writes nothing.
import { createHash } from 'node:crypto';
import { subjectBySlug } from '../catalogue/index.ts';
import type { Platform, SeedReport } from '../platform/index.ts';
import type { SearchEngine } from './engine.ts';
import { deckPublished, questionPublished } from './events.ts';
import { applyDeck, applyQuestion } from './service.ts';
import { sql } from './store.ts';

/** A stable UUID (version 8, RFC 9562's custom layout) from a name. */
export function stableId(name: string): string {
  const h = createHash('sha256').update(`studyhall-search-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedSearch(platform: Platform, engine: SearchEngine): Promise<SeedReport> {
  const { demoDecks, demoQuestions } = await import('./seed-data/demo.ts');
  const report: SeedReport = { homeworkQuestions: 0, decks: 0 };
  const day = 86_400_000;
  await platform.orm.em.fork().transactional(async (em) => {
    const present = new Set((await sql(em, `select kind || ':' || source_id as key from search_entries where kind in ('homework', 'deck')`)).map((r) => r.key));
    const subjectOf = async (slug: string) => {
      const s = await subjectBySlug(em, slug);
      return s ? { slug: s.slug, name: s.name } : null;
    };
    for (const q of demoQuestions) {
      const questionId = stableId(`homework:${q.slug}`);
      if (present.has(`homework:${questionId}`)) continue;
      const payload = questionPublished.parse({
        questionId, slug: q.slug, question: q.question, text: q.text, subject: await subjectOf(q.subject), isPublic: true,
        createdAt: new Date(Date.now() - q.daysAgo * day).toISOString(),
      });
      await applyQuestion(engine, em, payload);
      report.homeworkQuestions! += 1;
    }
    for (const d of demoDecks) {
      const deckId = stableId(`deck:${d.slug}`);
      if (present.has(`deck:${deckId}`)) continue;
      const payload = deckPublished.parse({
        deckId, slug: d.slug, name: d.name, description: d.description, cardCount: d.cardCount, subject: await subjectOf(d.subject),
        isPublic: true, createdAt: new Date(Date.now() - d.daysAgo * day).toISOString(),
      });
      await applyDeck(engine, em, payload);
      report.decks! += 1;
    }
  });
  return report;
}
