// A test of one of your study plans (spec 001 §2, sign-in required).
import { ToolComingSoon } from '../../../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/test-prep"
      features={[
        'Answer each question, timed or at your own pace',
        'Your answers are saved as you go',
        'Results and explanations when you finish',
      ]}
      title="Practice test"
      description="Take a practice test from your study plan."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Test Prep', href: '/test-prep' }, { label: 'Practice test' }]}
    />
  );
}
