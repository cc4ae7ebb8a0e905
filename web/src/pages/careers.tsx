import { Briefcase } from 'lucide-react';
import { ComingSoon } from '../components/ComingSoon.tsx';

export default function CareersPage() {
  return (
    <ComingSoon
      title="Careers at Studyhall"
      description="Help millions of students study smarter. Our open roles in engineering, design, content and support will be listed here."
      icon={Briefcase}
      color="#ea580c"
      eyebrow="Company"
      primary={{ label: 'About Studyhall', href: '/about' }}
      secondary={{ label: 'Contact us', href: '/contact' }}
    />
  );
}
