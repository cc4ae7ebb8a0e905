// Legal pages and the help centre's FAQ. They change only with a deploy, so they stay fresh for long. They are asked
// for in the page's language (`?lang=`, also in a server render, where the cookie may not say it yet).
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { contentRoutes, type FaqCategory, type FaqEntry, type LegalPage, type LegalSummary } from '../../../modules/content/contract.ts';
import { apiGet } from './client.ts';

export type { FaqCategory, FaqEntry, LegalPage, LegalSummary } from '../../../modules/content/contract.ts';
export { CONTACT_EMAILS, FAQ_CATEGORIES } from '../../../modules/content/contract.ts';

const LONG = 30 * 60_000;

export const contentKeys = {
  legalPages: (lang: string) => ['content', 'legal', { lang }] as const,
  legalPage: (slug: string, lang: string) => ['content', 'legal', slug, { lang }] as const,
  faq: (lang: string) => ['content', 'faq', { lang }] as const,
};

export type Faq = { language: string; categories: FaqCategory[]; categoryNames: Record<FaqCategory, string>; items: FaqEntry[] };

const usePageLanguage = () => useLingui().i18n.locale;

export function useLegalPages() {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: contentKeys.legalPages(lang),
    queryFn: ({ signal }) => apiGet<{ items: LegalSummary[] }>(contentRoutes.legalPages.path, { query: { lang }, signal }),
    staleTime: LONG,
  });
}

export function useLegalPage(slug: string) {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: contentKeys.legalPage(slug, lang),
    queryFn: ({ signal }) => apiGet<LegalPage>(contentRoutes.legalPage.path, { params: { slug }, query: { lang }, signal }),
    staleTime: LONG,
  });
}

export function useFaq() {
  const lang = usePageLanguage();
  return useQuery({
    queryKey: contentKeys.faq(lang),
    queryFn: ({ signal }) => apiGet<Faq>(contentRoutes.faq.path, { query: { lang }, signal }),
    staleTime: LONG,
  });
}
