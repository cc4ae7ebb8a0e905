// The landing page's claimed figures (spec 000 §1), written the reader's way: "50K+" in English, "50.000+" in
// German, "50 k+" in French.
import { msg } from '@lingui/core/macro';
import { useMemo } from 'react';
import { useFormat } from '../../hooks/useFormat.ts';

const claimed = {
  activeStudents: 50_000,
  documents: 10_000,
  universities: 100,
  aiActions: 1_000_000,
  rating: 4.9,
  ratingsCount: 1_200,
  academics: 4_000_000,
} as const;

export function useFigures() {
  const format = useFormat();
  return useMemo(() => {
    const compact = new Intl.NumberFormat(format.locale, { notation: 'compact' });
    const atLeast = (n: number) => `${compact.format(n)}+`;
    return {
      activeStudents: atLeast(claimed.activeStudents),
      documents: atLeast(claimed.documents),
      universities: atLeast(claimed.universities),
      aiActions: atLeast(claimed.aiActions),
      rating: format.number(claimed.rating),
      ratingsCount: `${format.number(claimed.ratingsCount)}+`,
      academics: atLeast(claimed.academics),
    };
  }, [format]);
}

// The quotes are ours to translate (marketing copy); the names and universities are the students' own.
export const testimonials = [
  {
    content: msg`I bought the Microeconomics lecture notes the week before finals and they were clearer than my own. The flashcards I made from them did the rest.`,
    rating: 5,
    author: 'Amelia Roberts',
    university: 'University of Manchester',
  },
  {
    content: msg`Document Chat saved me hours on my dissertation reading. I ask a question and it takes me straight to the right page of the paper.`,
    rating: 5,
    author: 'Daniel Köhler',
    university: 'Technical University of Munich',
  },
  {
    content: msg`Selling my old notes paid for my textbooks this semester, and the Test Prep plan kept me on track right up to my exams.`,
    rating: 4,
    author: 'Priya Sharma',
    university: 'University of Toronto',
  },
] as const;
