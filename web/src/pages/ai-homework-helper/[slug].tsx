// A public homework question page (spec 001 §2). /homework-helper/{slug} redirects here.
import { ToolComingSoon } from '../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-homework-helper"
      features={[
        'The full question with a step-by-step worked answer',
        'Related questions on the same subject',
        'Ask a follow-up question of your own',
      ]}
      title="Homework question"
      description="A student’s homework question with its step-by-step answer."
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'AI Homework Helper', href: '/ai-homework-helper' }, { label: 'Question' }]}
    />
  );
}
