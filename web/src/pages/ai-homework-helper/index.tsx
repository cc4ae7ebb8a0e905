// AI Homework Helper (spec 001 §2). /homework-helper redirects here.
import { ToolComingSoon } from '../../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-homework-helper"
      features={[
        'Ask any homework question and get a clear, step-by-step answer',
        'Browse public answers to questions other students have asked',
        'Keep every question and answer in your dashboard',
      ]}
    />
  );
}
