// Server-rendered heads for /legal/* and /help, so search engines read the real titles and the FAQ.
import type { PageMeta } from '../platform/index.ts';
import { faqEntries } from './faq.ts';
import { legalPageBySlug } from './legal-pages.ts';

export async function contentPageMeta(_em: unknown, path: string): Promise<PageMeta | null> {
  const legal = /^\/legal\/([a-z-]+)$/.exec(path);
  if (legal) {
    const page = legalPageBySlug(legal[1]!);
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
        mainEntity: faqEntries().map((entry) => ({
          '@type': 'Question',
          name: entry.question,
          acceptedAnswer: { '@type': 'Answer', text: entry.text },
        })),
      },
    };
  }
  return null;
}
