// Content: the legal pages (Markdown in ./legal) and the help centre's FAQ. The blog and the company pages'
// forms join this module as they are built.
import type { StudyhallModule } from '../platform/index.ts';
import { LEGAL_SLUGS } from './contract.ts';
import { contentPageMeta } from './page-meta.ts';
import { mountContentRoutes } from './routes.ts';

export * from './contract.ts';

export const contentModule: StudyhallModule = {
  name: 'content',
  routes: (api, platform) => mountContentRoutes(api, platform),
  pageMeta: contentPageMeta,
  sitemap: async () => ['/legal', ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`)],
};
