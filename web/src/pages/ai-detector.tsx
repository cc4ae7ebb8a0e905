// AI Detector (spec 001 §1, §9 point costs).
import { ToolComingSoon } from '../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/ai-detector"
      features={[
        'Paste text or upload a document',
        'See how likely each passage is to have been written by AI',
        '5 points per check',
      ]}
    />
  );
}
