import { Newspaper } from 'lucide-react';
import { ComingSoon } from '../../components/ComingSoon.tsx';

export default function BlogPostPage() {
  return (
    <ComingSoon
      title="Blog post"
      description="Study tips, exam strategies and product news from the Studyhall team."
      icon={Newspaper}
      color="#ea580c"
      eyebrow="Blog"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Post' }]}
      primary={{ label: 'All posts', href: '/blog' }}
      secondary={{ label: 'Back to home', href: '/' }}
    />
  );
}
