import { Trophy } from 'lucide-react';
import { ComingSoon } from '../components/ComingSoon.tsx';

export default function ScholarshipsPage() {
  return (
    <ComingSoon
      title="Studyhall Scholarships"
      description="Scholarships for students who share their knowledge. Eligibility, deadlines and how to apply will be published here."
      icon={Trophy}
      color="#d97706"
      eyebrow="Company"
      primary={{ label: 'About Studyhall', href: '/about' }}
      secondary={{ label: 'Contact us', href: '/contact' }}
    />
  );
}
