// Test Prep: study plans built from a user's documents, uploads and notes; practice tests generated from them on
// the AI platform; attempts saved as they are taken and scored; public tests anyone can take.
import type { StudyhallModule } from '../platform/index.ts';
import { publicTestPaths, testPrepPageMeta } from './public-tests.ts';
import { mountTestPrepRoutes } from './routes.ts';
import { seedQueue, seedTestPrep } from './seed.ts';
import { recordQueues } from './tests.ts';
import { testPrepPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { type ResourceResolver, type ResolvedResource, setDeckResolver } from './resources.ts';
export { testPrepTool } from './tool.ts';

export const testPrepModule: StudyhallModule = {
  name: 'testprep',
  personalData: testPrepPersonalData,
  queues: (platform) => [...recordQueues(), seedQueue(platform)],
  routes: (api, platform) => mountTestPrepRoutes(api, platform),
  seed: seedTestPrep,
  pageMeta: testPrepPageMeta,
  sitemap: publicTestPaths,
};
