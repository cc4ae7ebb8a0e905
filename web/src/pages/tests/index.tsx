// /tests: shared practice tests, with the test prep module.
import { ClipboardCheck } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { studyTools } from '../../components/nav-data.ts';

export default function TestsPage() {
  return (
    <ComingSoon
      title="Practice tests"
      description="Practice tests made from real course material, so you can check what you know before the exam."
      icon={ClipboardCheck}
      color="#059669"
      eyebrow="Explore"
      features={['Tests by subject and course', 'Timed or at your own pace', 'Answers and explanations at the end']}
      primary={{ label: 'Try Test Prep', href: '/test-prep' }}
      secondary={{ label: 'Explore subjects', href: '/subjects' }}
      related={studyTools.filter((t) => t.href !== '/test-prep').slice(0, 3)}
      relatedTitle="More ways to study"
    />
  );
}
