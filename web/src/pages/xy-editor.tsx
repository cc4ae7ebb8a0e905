// XY Editor's public page (spec 001 §1-2, §9).
import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, History, ScanSearch, Sparkles, SquarePen, Undo2 } from 'lucide-react';
import { ToolLanding } from '../components/papers/ToolLanding.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function XyEditorPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`XY Editor: write, improve and check your paper`,
    description: t`A rich-text editor that saves as you type, with AI actions on any selection (3 or 10 points, always shown first) and plagiarism and AI checks.`,
  });
  return (
    <ToolLanding
      title={t`An editor that saves as you type, and improves what you select.`}
      lead={t`Start typing and your document is created and saved. Select a passage to improve, shorten, lengthen or rewrite it, or analyse its readability. Every AI change can be undone.`}
      start={{ label: t`Open the editor`, href: '/dashboard/xyeditor' }}
      mine={{ label: t`Your papers`, href: '/dashboard/ai-writer' }}
      steps={[
        { icon: SquarePen, title: t`Just type`, text: t`Your first words create a draft paper. Autosave keeps it; even a lost connection loses nothing.` },
        {
          icon: Sparkles,
          title: t`Select and improve`,
          text: t`Improve writing, make natural, shorter, longer, enhance expression or your own query: 3 points. Rewrite or improve content: 10.`,
        },
        { icon: Undo2, title: t`Undo anything`, text: t`An AI change is one step of the editor’s history. Undo brings your words back.` },
      ]}
      facts={[
        { icon: History, title: t`Every version kept`, text: t`Each save of changed text is a new version, with a comparison and restore.` },
        { icon: ScanSearch, title: t`Plagiarism check`, text: t`Check your text against the marketplace before you submit.` },
        { icon: Bot, title: t`AI detection`, text: t`See how your text reads to an AI detector, sentence by sentence. An estimate, never a verdict.` },
      ]}
      demo={
        <>
          <div className="docchat-demo__doc">
            <Sparkles />{' '}
            <span>
              <Trans>Make shorter · 3 points</Trans>
            </span>
          </div>
          <p className="docchat-demo__q">
            <Trans>In order to pass the exam, students really utilize flashcards.</Trans>
          </p>
          <div className="docchat-demo__a">
            <p>
              <Trans>To pass the exam, students use flashcards.</Trans>
            </p>
          </div>
        </>
      }
    />
  );
}
