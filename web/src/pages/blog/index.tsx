import { Newspaper } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function BlogPage() {
  return (
    <ComingSoon
      title="The Studyhall Blog"
      description="Study tips, exam strategies, guides to the AI tools and news from the team, by category and tag."
      icon={Newspaper}
      color="#ea580c"
      eyebrow="Blog"
      primary={{ label: 'Explore subjects', href: '/subjects' }}
      secondary={{ label: 'Back to home', href: '/' }}
    />
  );
}
