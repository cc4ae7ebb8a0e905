// /test-prep/test/{slug} (spec 001 §2): a public practice test by its slug (the address the sitemap lists).
import { useParams } from 'wouter';
import { PublicTestPage } from '../../../components/testprep/PublicTestPage.tsx';

export default function SharedTestPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return <PublicTestPage testRef={slug} />;
}
