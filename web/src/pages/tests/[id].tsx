// /tests/{id}: one practice test, with the test prep module.
import { ClipboardCheck } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function TestPage() {
  return (
    <ComingSoon
      title="Practice test"
      description="Take this practice test, timed or at your own pace, and see the answers with explanations when you finish."
      icon={ClipboardCheck}
      color="#059669"
      eyebrow="Practice test"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Practice tests', href: '/tests' }, { label: 'Test' }]}
      primary={{ label: 'All practice tests', href: '/tests' }}
      secondary={{ label: 'Try Test Prep', href: '/test-prep' }}
    />
  );
}
