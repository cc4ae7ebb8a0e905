// Legal pages and the help centre's FAQ. They change only with a deploy, so they stay fresh for long.
import { useQuery } from '@tanstack/react-query';
import { contentRoutes, type FaqCategory, type FaqEntry, type LegalPage, type LegalSummary } from '../../../modules/content/contract.ts';
import { apiGet } from './client.ts';

export type { FaqCategory, FaqEntry, LegalPage, LegalSummary } from '../../../modules/content/contract.ts';
export { CONTACT_EMAILS, FAQ_CATEGORIES } from '../../../modules/content/contract.ts';

const LONG = 30 * 60_000;

export const contentKeys = {
  legalPages: () => ['content', 'legal'] as const,
  legalPage: (slug: string) => ['content', 'legal', slug] as const,
  faq: () => ['content', 'faq'] as const,
};

export function useLegalPages() {
  return useQuery({
    queryKey: contentKeys.legalPages(),
    queryFn: ({ signal }) => apiGet<{ items: LegalSummary[] }>(contentRoutes.legalPages.path, { signal }),
    staleTime: LONG,
  });
}

export function useLegalPage(slug: string) {
  return useQuery({
    queryKey: contentKeys.legalPage(slug),
    queryFn: ({ signal }) => apiGet<LegalPage>(contentRoutes.legalPage.path, { params: { slug }, signal }),
    staleTime: LONG,
  });
}

export function useFaq() {
  return useQuery({
    queryKey: contentKeys.faq(),
    queryFn: ({ signal }) => apiGet<{ categories: FaqCategory[]; items: FaqEntry[] }>(contentRoutes.faq.path, { signal }),
    staleTime: LONG,
  });
}
