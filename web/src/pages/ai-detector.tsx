// AI Detector (spec 001 §1, §9: 5 points).
import { useLingui } from '@lingui/react/macro';
import { IntegrityToolPage } from '../components/integrity/IntegrityToolPage.tsx';

export default function Page() {
  const { t } = useLingui();
  return (
    <IntegrityToolPage
      kind="ai-detection"
      lead={t`Paste your text or upload a document to see how likely each sentence is to be machine-written. It is an estimate, never proof.`}
      points={[t`A likelihood for the whole text and for every sentence`, t`Sentences shaded by their score`, t`The method named on every report`, t`5 points per check`]}
      placeholder={t`Paste the text to check (at least 20 words).`}
    />
  );
}
