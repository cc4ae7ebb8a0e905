// Plagiarism Checker (spec 001 §1, §9: 5 points). /plagiarism-detector redirects here.
import { IntegrityToolPage } from '../components/integrity/IntegrityToolPage.tsx';

export default function Page() {
  return (
    <IntegrityToolPage
      kind="plagiarism"
      lead="Paste your text or upload a document. Every passage that matches a study document, a homework question, a flashcard deck or another student’s paper is highlighted, with its source."
      points={['Overall similarity and each matching passage', 'Sources linked to the page they match', 'Other students’ papers count but stay private', '5 points per check']}
      placeholder="Paste an essay, a report or your notes (at least 20 words)."
    />
  );
}
