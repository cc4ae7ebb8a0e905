// Test Prep (spec 001 §1).
import { ToolComingSoon } from '../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/test-prep"
      features={[
        'Build a study plan from your syllabus, notes and readings',
        'Generate practice tests from the plan\u2019s own resources',
        'See your results and exactly what to revise next',
      ]}
    />
  );
}
