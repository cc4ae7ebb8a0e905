// What search engines and link previews read for the two tool pages (the web app sets the same title when it runs).
import type { PageMeta } from '../platform/index.ts';
import { INTEGRITY_PAGES } from './contract.ts';

const PAGES = new Map<string, PageMeta>(
  Object.values(INTEGRITY_PAGES).map((p) => [
    p.path,
    {
      title: p.title,
      description: p.description,
      jsonLd: { '@context': 'https://schema.org', '@type': 'WebApplication', name: `Studyhall ${p.title}`, applicationCategory: 'EducationalApplication', operatingSystem: 'Web' },
    },
  ]),
);

export const integrityPageMeta = async (_em: unknown, path: string): Promise<PageMeta | null> => PAGES.get(path) ?? null;
