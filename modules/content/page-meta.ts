// Server-rendered heads for /legal/* and /help, so search engines read the real titles and the FAQ.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language, PageMeta } from '../platform/index.ts';
import { blogCategoryBySlug, postBySlug } from './blog-queries.ts';
import { faqEntries } from './faq.ts';
import { legalPageBySlug } from './legal-pages.ts';

export async function contentPageMeta(em: EntityManager, path: string, _platform: unknown, language: Language): Promise<PageMeta | null> {
  if (path === '/blog') {
    return {
      title: 'Blog: study methods, exam preparation and how Studyhall works',
      description: 'Articles for students: spaced repetition, active recall, revision plans, past papers, and selling your notes.',
      jsonLd: { '@context': 'https://schema.org', '@type': 'Blog', name: 'Studyhall Blog' },
    };
  }
  const category = /^\/blog\/category\/([a-z0-9-]+)$/.exec(path);
  if (category) {
    const found = await blogCategoryBySlug(em, category[1]!);
    if (!found) return { title: 'Category not found', status: 404 };
    return { title: `${found.name} · Blog`, description: found.description || `Studyhall articles about ${found.name}.` };
  }
  const post = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (post) {
    const found = await postBySlug(em, post[1]!, null);
    if (!found) return { title: 'Post not found', status: 404 };
    return {
      title: found.title,
      description: found.excerpt,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: found.title,
        description: found.excerpt,
        datePublished: found.publishedAt,
        dateModified: found.updatedAt,
        author: { '@type': 'Person', name: found.authorName },
        articleSection: found.category.name,
        keywords: found.tags.map((t) => t.name).join(', '),
        timeRequired: `PT${found.readingMinutes}M`,
        publisher: { '@type': 'Organization', name: 'Studyhall' },
      },
    };
  }
  const legal = /^\/legal\/([a-z-]+)$/.exec(path);
  if (legal) {
    const page = legalPageBySlug(legal[1]!, language);
    if (!page) return { title: 'Page not found', status: 404 };
    return {
      title: page.title,
      description: page.description,
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: page.title, dateModified: page.updated },
    };
  }
  if (path === '/help') {
    return {
      title: 'Help Center',
      description: 'Answers about getting started, documents, purchases, and account and security on Studyhall.',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqEntries(language).map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.text },
        })),
      },
    };
  }
  return null;
}
