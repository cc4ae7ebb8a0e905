// What search engines read about a document page, built once for both sides: the server writes it into the HTML
// head (page-meta.ts) and the web app renders the same JSON-LD and description (pages/documents/[slug].tsx).
// Only pure data here: contract.ts re-exports it for the web.
import type { DocumentCard } from './contract.ts';

type PageDocument = DocumentCard & { updatedAt?: string };

/** The description of a document's page: its type, subject and university, then the start of its description. */
export function documentPageDescription(doc: PageDocument): string {
  const where = `${doc.subject ? ` for ${doc.subject.name}` : ''}${doc.university ? ` at ${doc.university.name}` : ''}`;
  return `${doc.documentType?.name ?? 'Document'}${where}: ${doc.description.slice(0, 140)}`;
}

/**
 * schema.org LearningResource. `learningResourceType` is the catalogue's mapping of the document type (Past Exams ->
 * Assessment, spec 000), not the type's display name. `origin` makes the page and image addresses absolute.
 */
export function documentJsonLd(doc: PageDocument, origin: string) {
  const url = `${origin}/documents/${doc.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: doc.title,
    description: doc.description,
    url,
    learningResourceType: doc.documentType?.learningResourceType,
    educationalLevel: doc.course ? 'University' : undefined,
    about: doc.subject ? { '@type': 'Thing', name: doc.subject.name } : undefined,
    author: { '@type': 'Person', name: doc.user.fullName },
    provider: doc.university ? { '@type': 'CollegeOrUniversity', name: doc.university.name } : undefined,
    image: doc.coverUrl ? `${origin}${doc.coverUrl}` : undefined,
    numberOfPages: doc.pageCount ?? undefined,
    datePublished: doc.publishedAt ?? undefined,
    dateModified: doc.updatedAt,
    isAccessibleForFree: doc.pointsPrice === 0,
    offers: { '@type': 'Offer', price: (doc.priceCents / 100).toFixed(2), priceCurrency: doc.currency, url },
    aggregateRating:
      doc.reviewCount > 0
        ? { '@type': 'AggregateRating', ratingValue: Number(doc.averageRating.toFixed(1)), reviewCount: doc.reviewCount, bestRating: 5 }
        : undefined,
  };
}
