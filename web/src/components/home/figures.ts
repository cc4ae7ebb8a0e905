// The landing page's claimed figures (spec 000 §1).
export const figures = {
  activeStudents: '50K+',
  documents: '10K+',
  universities: '100+',
  aiActions: '1M+',
  rating: '4.9',
  ratingsCount: '1,200+',
  academics: '4M+',
} as const;

export const testimonials = [
  {
    content:
      'I bought the Microeconomics lecture notes the week before finals and they were clearer than my own. The flashcards I made from them did the rest.',
    rating: 5,
    author: 'Amelia Roberts',
    university: 'University of Manchester',
  },
  {
    content:
      'Document Chat saved me hours on my dissertation reading. I ask a question and it takes me straight to the right page of the paper.',
    rating: 5,
    author: 'Daniel Köhler',
    university: 'Technical University of Munich',
  },
  {
    content:
      'Selling my old notes paid for my textbooks this semester, and the Test Prep plan kept me on track right up to my exams.',
    rating: 4,
    author: 'Priya Sharma',
    university: 'University of Toronto',
  },
] as const;
