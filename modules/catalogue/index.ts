// The catalogue: universities, courses, subjects, textbooks, document types and countries.
import type { StudyhallModule } from '../platform/index.ts';
import { catalogueRedirects, mountCatalogueAdminRoutes } from './admin-routes.ts';
import { registerCatalogueCommands } from './commands.ts';
import { catalogueEntities } from './entities.ts';
import { catalogueQueues } from './jobs.ts';
import { cataloguePageMeta } from './page-meta.ts';
import { cataloguePaths } from './queries.ts';
import { mountCatalogueRoutes } from './routes.ts';
import { seedCatalogue } from './seed.ts';

export * from './contract.ts';
export { type CatalogueAdminPort, setCatalogueAdminPort } from './admin-port.ts';
export {
  listSubjects, subjectBySlug, topSubjects, listUniversities, universityBySlug, courseBySlugs, listCourses,
  listTextbooks, textbookBySlug, listDocumentTypes, listCountries,
} from './queries.ts';

export const catalogueModule: StudyhallModule = {
  name: 'catalogue',
  entities: catalogueEntities,
  queues: () => catalogueQueues(),
  middleware: () => [catalogueRedirects()],
  routes: (api, platform) => {
    mountCatalogueRoutes(api, platform.realtime);
    mountCatalogueAdminRoutes(api, platform);
  },
  commands: registerCatalogueCommands,
  seed: seedCatalogue,
  sitemap: cataloguePaths,
  pageMeta: cataloguePageMeta,
};
export { onCatalogueEdited } from './edits.ts';
