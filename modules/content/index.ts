// Content: the legal pages (Markdown in ./legal), the help centre's FAQ, the contact form and the blog.
import type { StudyhallModule } from '../platform/index.ts';
import { serveBlogFeed } from './blog-feed.ts';
import { blogPaths } from './blog-queries.ts';
import { seedBlog } from './blog-seed.ts';
import { LEGAL_SLUGS } from './contract.ts';
import { contentPageMeta } from './page-meta.ts';
import { mountContentRoutes } from './routes.ts';

export * from './contract.ts';

export const contentModule: StudyhallModule = {
  name: 'content',
  routes: (api, platform) => mountContentRoutes(api, platform),
  pageMeta: contentPageMeta,
  middleware: (platform) => [serveBlogFeed(platform)],
  seed: (platform) => seedBlog(platform.orm.em.fork()),
  sitemap: async (em) => ['/legal', ...LEGAL_SLUGS.map((slug) => `/legal/${slug}`), ...(await blogPaths(em))],
};
