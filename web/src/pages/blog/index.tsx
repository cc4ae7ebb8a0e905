// /blog: featured posts, then every published post ten a page, with categories, popular tags and title search.
import { useLingui } from '@lingui/react/macro';
import { BlogListing } from '../../components/blog/BlogListing.tsx';
import { PageHeader } from '../../components/ui/PageHeader.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function BlogPage() {
  const { t } = useLingui();
  usePageMeta({
    title: t`Blog: study methods, exam preparation and how Studyhall works`,
    description: t`Articles for students: spaced repetition, active recall, revision plans, past papers, and selling your notes.`,
  });
  return (
    <>
      <PageHeader
        crumbs={[{ label: t`Home`, href: '/' }, { label: t`Blog` }]}
        title={t`The Studyhall Blog`}
        lead={t`How to study well, prepare for exams, and make the most of Studyhall.`}
      />
      <section className="section section--tight">
        <BlogListing />
      </section>
    </>
  );
}
