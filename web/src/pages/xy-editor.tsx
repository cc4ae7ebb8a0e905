// XY Editor (spec 001 §1).
import { ToolComingSoon } from '../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/xy-editor"
      features={[
        'A distraction-free editor that saves as you type',
        'Improve, shorten, lengthen or rewrite any selection with AI',
        'Plagiarism check and AI detection on your whole paper',
      ]}
    />
  );
}
