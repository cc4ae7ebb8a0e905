// The dashboard home's small figure: flashcards due now across the student's decks, linking to them.
import { Plural, Trans } from '@lingui/react/macro';
import { Layers } from 'lucide-react';
import { Link } from 'wouter';
import { useDueSummary } from '../../api/flashcards.ts';

export function CardsDue() {
  const due = useDueSummary();
  if (!due.data) return null;
  return (
    <Link href="/dashboard/ai-flashcard-maker" className="btn btn--secondary" data-testid="cards-due">
      <Layers aria-hidden="true" /> {due.data.due > 0 ? <Plural value={due.data.due} one="# card due" other="# cards due" /> : <Trans>No cards due</Trans>}
    </Link>
  );
}
