// /dashboard/xyeditor and /dashboard/xyeditor/paper/{paperId}: one page, so the paper the first keystrokes create
// (spec 001 §2) opens at its own address in the same editor, without a remount.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'wouter';
import { PaperWorkspace } from '../../../components/papers/PaperWorkspace.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';

export default function XyEditorPage() {
  const { paperId } = useParams<{ paperId?: string }>();
  const [createdHere, setCreatedHere] = useState<string | null>(null);
  const { t } = useLingui();
  usePageMeta({ title: t`XY Editor`, description: t`Edit your writing with autosave, AI actions, plagiarism checks and AI detection.` });
  const key = !paperId || paperId === createdHere ? 'fresh' : paperId;
  return <PaperWorkspace key={key} variant="editor" paperId={paperId ?? null} onCreated={setCreatedHere} />;
}
