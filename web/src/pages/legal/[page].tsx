// /legal/{page}: one legal page (terms, privacy, cookie-policy, code-of-honor,
// community-guidelines, notice-takedown, refund-policy, file-complaint). The texts arrive with
// the content module; unknown pages are a 404.
import { useParams } from 'wouter';
import { ComingSoon } from '../../components/ComingSoon.tsx';
import { legalPages } from '../../components/content-data.ts';
import NotFoundPage from '../not-found.tsx';

export default function LegalPage() {
  const { page = '' } = useParams<{ page: string }>();
  const entry = legalPages.find((p) => p.slug === page);
  if (!entry) return <NotFoundPage />;
  const others = legalPages.filter((p) => p.slug !== page).slice(0, 3);
  return (
    <ComingSoon
      key={entry.slug}
      title={entry.title}
      description={entry.description}
      icon={entry.icon}
      color="#334155"
      eyebrow="Legal"
      breadcrumbs={[{ label: 'Home', href: '/' }, { label: 'Legal', href: '/legal' }, { label: entry.title }]}
      primary={{ label: 'All legal pages', href: '/legal' }}
      secondary={{ label: 'Contact us', href: '/contact' }}
      related={others.map((p) => ({ label: p.title, href: p.href, icon: p.icon, description: p.description, color: '#334155' }))}
      relatedTitle="Other legal pages"
    />
  );
}
