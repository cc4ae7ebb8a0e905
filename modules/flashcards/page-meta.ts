// What search engines and link previews read for the flashcard maker's public pages: the maker's page, and each
// public deck (at /flashcards/{slug}, its canonical address, and /ai-flashcard-maker/{slug}) as a schema.org Quiz
// whose parts are its cards, each a Question with its acceptedAnswer. A private or unknown deck is a 404 here
// exactly as it is over the API.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PageMeta } from '../platform/index.ts';
import { iso } from './db.ts';
import { deckCards, deckRow } from './decks.ts';
import { subjectIndex } from './subjects.ts';

const TOOL: PageMeta = {
  title: 'AI Flashcard Maker: flashcards from your notes and documents',
  description:
    'Turn a document or your notes into flashcards that cite their page, study them with spaced repetition, and browse decks other students made public.',
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: 'Studyhall AI Flashcard Maker',
    applicationCategory: 'EducationalApplication',
    operatingSystem: 'Web',
  },
};

/** How many cards go into a page's structured data (a long deck's page stays a reasonable size). */
const JSON_LD_CARDS = 200;

export async function flashcardsPageMeta(em: EntityManager, path: string): Promise<PageMeta | null> {
  if (path === '/ai-flashcard-maker') return TOOL;
  const m = /^\/(?:flashcards|ai-flashcard-maker)\/([^/]+)$/.exec(path);
  if (!m) return null;
  const deck = await deckRow(em, m[1]!);
  if (!deck?.is_public) return { title: 'Deck not found', status: 404 };
  const [cards, subjects] = await Promise.all([deckCards(em, deck.id), subjectIndex(em)]);
  const subject = deck.subject_id ? subjects.get(deck.subject_id) : undefined;
  const canonicalPath = `/flashcards/${deck.slug}`;
  return {
    title: `${deck.name} flashcards`,
    description: (deck.description as string) || `${cards.length} ${subject ? `${subject.name} ` : ''}flashcards to study on Studyhall, with spaced repetition.`,
    canonicalPath,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Quiz',
      name: deck.name,
      description: deck.description || undefined,
      url: canonicalPath,
      dateCreated: iso(deck.created_at),
      educationalUse: 'Flashcards',
      about: subject ? { '@type': 'Thing', name: subject.name } : undefined,
      numberOfQuestions: cards.length,
      hasPart: cards.slice(0, JSON_LD_CARDS).map((c) => ({
        '@type': 'Question',
        eduQuestionType: 'Flashcard',
        text: c.front,
        acceptedAnswer: { '@type': 'Answer', text: c.back },
      })),
    },
  };
}
