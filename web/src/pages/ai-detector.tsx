// AI Detector (spec 001 §1, §9: 5 points).
import { IntegrityToolPage } from '../components/integrity/IntegrityToolPage.tsx';

export default function Page() {
  return (
    <IntegrityToolPage
      kind="ai-detection"
      lead="Paste your text or upload a document to see how likely each sentence is to be machine-written. It is an estimate, never proof."
      points={['A likelihood for the whole text and for every sentence', 'Sentences shaded by their score', 'The method named on every report', '5 points per check']}
      placeholder="Paste the text to check (at least 20 words)."
    />
  );
}
