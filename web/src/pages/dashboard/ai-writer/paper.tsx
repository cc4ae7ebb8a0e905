// /dashboard/ai-writer/paper/{paperId}: a paper in the AI Writer (editor, generation, references, versions, export).
import { useParams } from 'wouter';
import { PaperWorkspace } from '../../../components/papers/PaperWorkspace.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

export default function WriterPaperPage() {
  const { paperId } = useParams<{ paperId: string }>();
  usePageMeta({ title: 'Paper · AI Writer', description: 'Write and revise your paper, with every version saved.' });
  return <PaperWorkspace key={paperId} variant="writer" paperId={paperId} />;
}
