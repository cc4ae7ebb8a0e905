// A public flashcard deck (spec 001 §2). /flashcard-maker/{slug} redirects to /ai-flashcard-maker/{slug}; both
// addresses show the same deck, and the server names /flashcards/{slug} as its canonical address.
import { useParams } from 'wouter';
import { PublicDeckPage } from '../../components/flashcards/PublicDeckPage.tsx';

export default function Page() {
  const { slug = '' } = useParams();
  return <PublicDeckPage slug={slug} />;
}
