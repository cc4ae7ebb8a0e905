// Plagiarism Checker (spec 001 §1, §9: 5 points). /plagiarism-detector redirects here.
import { useLingui } from '@lingui/react/macro';
import { IntegrityToolPage } from '../components/integrity/IntegrityToolPage.tsx';

export default function Page() {
  const { t } = useLingui();
  return (
    <IntegrityToolPage
      kind="plagiarism"
      lead={t`Paste your text or upload a document. Every passage that matches a study document, a homework question, a flashcard deck or another student’s paper is highlighted, with its source.`}
      points={[t`Overall similarity and each matching passage`, t`Sources linked to the page they match`, t`Other students’ papers count but stay private`, t`5 points per check`]}
      placeholder={t`Paste an essay, a report or your notes (at least 20 words).`}
    />
  );
}
