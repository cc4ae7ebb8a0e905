// Demo flashcard decks, as the payloads of the event their module will publish (flashcards.deck-published),
// validated by the same schema and written by the same handler the worker runs for it (at once, so instant search
// shows decks without a worker). Homework questions are the homework module's own, seeded through the AI platform.
// Ids derive from the slugs: a second run finds every entry in the store and writes nothing.
import { createHash } from 'node:crypto';
import { subjectBySlug } from '../catalogue/index.ts';
import type { Platform, SeedReport } from '../platform/index.ts';
import type { SearchEngine } from './engine.ts';
import { deckPublished } from './events.ts';
import { applyDeck } from './service.ts';
import { sql } from './store.ts';

/** A stable UUID (version 8, RFC 9562's custom layout) from a name. */
export function stableId(name: string): string {
  const h = createHash('sha256').update(`studyhall-search-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedSearch(platform: Platform, engine: SearchEngine): Promise<SeedReport> {
  const { demoDecks } = await import('./seed-data/demo.ts');
  const report: SeedReport = { decks: 0 };
  const day = 86_400_000;
  await platform.orm.em.fork().transactional(async (em) => {
    const present = new Set((await sql(em, `select kind || ':' || source_id as key from search_entries where kind = 'deck'`)).map((r) => r.key));
    const subjectOf = async (slug: string) => {
      const s = await subjectBySlug(em, slug);
      return s ? { slug: s.slug, name: s.name } : null;
    };
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
