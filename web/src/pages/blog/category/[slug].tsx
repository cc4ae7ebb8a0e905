import { Newspaper } from 'lucide-react';
import { ComingSoon } from '../../../components/ComingSoon.tsx';

export default function BlogCategoryPage() {
  return (
    <ComingSoon
      title="Blog category"
      description="Every post in this category, newest first."
      icon={Newspaper}
      color="#ea580c"
      eyebrow="Blog"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Blog', href: '/blog' }, { label: 'Category' }]}
      primary={{ label: 'All posts', href: '/blog' }}
      secondary={{ label: 'Back to home', href: '/' }}
    />
  );
}
