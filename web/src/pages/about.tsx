import { Sparkles } from 'lucide-react';
import { ComingSoon } from '../components/ComingSoon.tsx';

export default function AboutPage() {
  return (
    <ComingSoon
      title="About Studyhall"
      description="We are building the study platform we wished we had: notes from students who aced the course, and AI tools that make studying faster. 50K+ active students already study with us."
      icon={Sparkles}
      color="#7c3aed"
      eyebrow="Company"
      primary={{ label: 'Explore subjects', href: '/subjects' }}
      secondary={{ label: 'Contact us', href: '/contact' }}
    />
  );
}
