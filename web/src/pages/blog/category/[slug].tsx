// /blog/category/{slug}: one category's posts; an unknown category is a 404.
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { type BlogCategory, blogRoutes } from '../../../../../modules/content/contract.ts';
import { isNotFound } from '../../../api/client.ts';
import { apiGet } from '../../../api/client.ts';
import { BlogListing } from '../../../components/blog/BlogListing.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { Skeleton } from '../../../components/ui/Skeleton.tsx';
import { usePageMeta } from '../../../hooks/usePageMeta.ts';
import NotFoundPage from '../../not-found.tsx';

export default function BlogCategoryPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const { t } = useLingui();
  const category = useQuery({
    queryKey: ['blog', 'category', slug],
    queryFn: ({ signal }) => apiGet<BlogCategory>(blogRoutes.category.path, { signal, params: { slug } }),
    staleTime: 5000,
  });
  usePageMeta({ title: category.data ? t`${category.data.name} · Blog` : t`Blog`, description: category.data?.description });
  if (isNotFound(category.error)) return <NotFoundPage />;
  return (
    <>
      <PageHeader crumbs={[{ label: t`Home`, href: '/' }, { label: t`Blog`, href: '/blog' }, { label: category.data?.name ?? '…' }]} title={category.data ? category.data.name : <Skeleton width={240} />}>
        {category.data?.description && <p className="page-header__lead">{category.data.description}</p>}
      </PageHeader>
      <section className="section section--tight">
        <BlogListing category={slug} />
      </section>
    </>
  );
}
