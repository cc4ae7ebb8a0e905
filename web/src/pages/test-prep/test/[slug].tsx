// A shared practice test (spec 001 §2 /test-prep/test/{slug}).
import { ToolComingSoon } from '../../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/test-prep"
      features={[
        'Take a shared practice test, timed or at your own pace',
        'See the right answers and explanations when you finish',
        'Build your own plan from the same material',
      ]}
      title="Practice test"
      description="A practice test shared by a Studyhall student."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Test Prep', href: '/test-prep' }, { label: 'Practice test' }]}
    />
  );
}
