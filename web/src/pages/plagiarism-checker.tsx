// Plagiarism Checker (spec 001 §1, §9: 5 points). /plagiarism-detector redirects here.
import { IntegrityToolPage } from '../components/integrity/IntegrityToolPage.tsx';
import { usePageMeta } from '../hooks/usePageMeta.ts';

export default function Page() {
  usePageMeta({
    title: 'Plagiarism Checker',
    description: 'Compare your text with Studyhall’s study documents, questions, decks and papers. See each matching passage and its source. 5 points a check.',
  });
  return (
    <IntegrityToolPage
      kind="plagiarism"
      title="Plagiarism Checker"
      lead="Paste your text or upload a document. Every passage that matches a study document, a homework question, a flashcard deck or another student’s paper is highlighted, with its source."
      points={['Overall similarity and each matching passage', 'Sources linked to the page they match', 'Other students’ papers count but stay private', '5 points per check']}
      placeholder="Paste an essay, a report or your notes (at least 20 words)."
    />
  );
}
