// A public flashcard deck (spec 001 §2). /flashcard-maker/{slug} redirects here.
import { ToolComingSoon } from '../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-flashcard-maker"
      features={[
        'Flip through every card of the deck',
        'Copy the deck to your dashboard and make it your own',
        'Make a deck like this from your own notes',
      ]}
      title="Flashcard deck"
      description="A flashcard deck shared by a Studyhall student."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'AI Flashcard Maker', href: '/ai-flashcard-maker' }, { label: 'Deck' }]}
    />
  );
}
