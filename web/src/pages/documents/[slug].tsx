// /documents/{slug}: document detail and preview, with the documents module.
import { FileText } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function DocumentPage() {
  return (
    <ComingSoon
      title="Document preview"
      description="Preview the first pages of a document, read its reviews and rating, and unlock the full version with points."
      icon={FileText}
      color="#4f46e5"
      eyebrow="Marketplace"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Documents', href: '/documents' }, { label: 'Document' }]}
      features={[
        'A free preview of the first pages',
        'Ratings, reviews and download counts from other students',
        'Related documents from the same course, textbook and subject',
      ]}
      primary={{ label: 'Browse by subject', href: '/subjects' }}
      secondary={{ label: 'All documents', href: '/documents' }}
    />
  );
}
