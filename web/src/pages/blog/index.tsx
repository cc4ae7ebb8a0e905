// /blog: featured posts, then every published post ten a page, with categories, popular tags and title search.
import { BlogListing } from '../../components/blog/BlogListing.tsx';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs.tsx';
import { usePageMeta } from '../../hooks/usePageMeta.ts';

export default function BlogPage() {
  usePageMeta({
    title: 'Blog: study methods, exam preparation and how Studyhall works',
    description: 'Articles for students: spaced repetition, active recall, revision plans, past papers, and selling your notes.',
  });
  return (
    <>
      <header className="page-header">
        <div className="container">
          <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Blog' }]} />
          <h1 className="page-header__title">The Studyhall Blog</h1>
          <p className="page-header__lead">How to study well, prepare for exams, and make the most of Studyhall.</p>
        </div>
      </header>
      <section className="section section--tight">
        <BlogListing />
      </section>
    </>
  );
}
