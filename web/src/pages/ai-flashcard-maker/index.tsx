// AI Flashcard Maker (spec 001 §1, §9 point costs).
import { ToolComingSoon } from '../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-flashcard-maker"
      features={[
        'Generate a deck from a document, your notes or a topic',
        'Edit, reorder and add your own cards, then review on any device',
        '5 points for up to 10 cards, 7 for 20, 10 for 30 and 15 beyond',
      ]}
    />
  );
}
