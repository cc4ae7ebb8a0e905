// AI Writer (spec 001 §1). /xywriter redirects here.
import { ToolComingSoon } from '../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-writer"
      features={[
        'Outline, draft and rewrite papers that follow your brief',
        'Autosave with a full version history',
        'Plagiarism and AI detection before you submit',
      ]}
    />
  );
}
