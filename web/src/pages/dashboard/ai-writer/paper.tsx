// /dashboard/ai-writer/paper/{paperId}: a paper in the AI Writer (editor, generation, references, versions, export).
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'wouter';
import { PaperWorkspace } from '../../../components/papers/PaperWorkspace.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

export default function WriterPaperPage() {
  const { paperId } = useParams<{ paperId: string }>();
  const { t } = useLingui();
  usePageMeta({ title: t`Paper · AI Writer`, description: t`Write and revise your paper, with every version saved.` });
  return <PaperWorkspace key={paperId} variant="writer" paperId={paperId} />;
}
