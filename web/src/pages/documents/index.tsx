// /documents: the catalogue of approved documents (search, sort, pagination) arrives with the
// documents module; until then, a landing that routes visitors into the catalogue by subject,
// university and textbook.
import { FileText } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function DocumentsPage() {
  return (
    <ComingSoon
      title="Study documents"
      metaTitle="Study documents: notes, summaries and past papers"
      description="Lecture notes, summaries, past exams and study guides shared by students, searchable and sorted by price, rating or date, with a free preview of every document."
      icon={FileText}
      color="#4f46e5"
      eyebrow="Marketplace"
      features={[
        'Search by title, subject, university, course or textbook',
        'Preview pages before you buy, then unlock with points',
        'Ten document types, from past exams to lab notes',
      ]}
      primary={{ label: 'Browse by subject', href: '/subjects' }}
      secondary={{ label: 'Find your university', href: '/universities' }}
    />
  );
}
