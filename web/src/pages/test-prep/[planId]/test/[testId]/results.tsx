// Results of a study-plan test (spec 001 §2, sign-in required).
import { ToolComingSoon } from '../../../../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/test-prep"
      features={[
        'Your score and time taken',
        'Every question with the right answer and an explanation',
        'The topics to revise next',
      ]}
      title="Test results"
      description="Your score, the answers you missed and what to revise next."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Test Prep', href: '/test-prep' }, { label: 'Results' }]}
    />
  );
}
