// Plagiarism Checker (spec 001 §1, §9). /plagiarism-detector redirects here.
import { ToolComingSoon } from '../components/ComingSoon.tsx';

export default function Page() {
  return (
    <ToolComingSoon
      href="/plagiarism-checker"
      features={[
        'Paste text or upload a document',
        'See matching sources and how much of your text they cover',
        '5 points per check',
      ]}
    />
  );
}
