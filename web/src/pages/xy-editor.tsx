// XY Editor's public page (spec 001 §1-2, §9).
import { Bot, History, ScanSearch, Sparkles, SquarePen, Undo2 } from 'lucide-react';
import { ToolLanding } from '../components/papers/ToolLanding.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function XyEditorPage() {
  usePageMeta({
    title: 'XY Editor: write, improve and check your paper',
    description: 'A rich-text editor that saves as you type, with AI actions on any selection (3 or 10 points, always shown first) and plagiarism and AI checks.',
  });
  return (
    <ToolLanding
      title="An editor that saves as you type, and improves what you select."
      lead="Start typing and your document is created and saved. Select a passage to improve, shorten, lengthen or rewrite it, or analyse its readability. Every AI change can be undone."
      start={{ label: 'Open the editor', href: '/dashboard/xyeditor' }}
      mine={{ label: 'Your papers', href: '/dashboard/ai-writer' }}
      steps={[
        { icon: SquarePen, title: 'Just type', text: 'Your first words create a draft paper. Autosave keeps it; even a lost connection loses nothing.' },
        { icon: Sparkles, title: 'Select and improve', text: 'Improve writing, make natural, shorter, longer, enhance expression or your own query: 3 points. Rewrite or improve content: 10.' },
        { icon: Undo2, title: 'Undo anything', text: 'An AI change is one step of the editor’s history. Undo brings your words back.' },
      ]}
      facts={[
        { icon: History, title: 'Every version kept', text: 'Each save of changed text is a new version, with a comparison and restore.' },
        { icon: ScanSearch, title: 'Plagiarism check', text: 'Check your text against the marketplace before you submit.' },
        { icon: Bot, title: 'AI detection', text: 'See how your text reads to an AI detector, sentence by sentence. An estimate, never a verdict.' },
      ]}
      demo={
        <>
          <div className="docchat-demo__doc">
            <Sparkles /> <span>Make shorter · 3 points</span>
          </div>
          <p className="docchat-demo__q">In order to pass the exam, students really utilize flashcards.</p>
          <div className="docchat-demo__a">
            <p>To pass the exam, students use flashcards.</p>
          </div>
        </>
      }
    />
  );
}
