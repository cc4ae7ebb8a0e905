// The AI Homework Helper: questions (private until their asker publishes them), their answers from the AI
// platform's homework tool, public question pages with schema.org QAPage data, the sitemap and search events.
import type { StudyhallModule } from '../platform/index.ts';
import { homeworkQueues } from './answer.ts';
import { homeworkEntities } from './entities.ts';
import { homeworkPageMeta } from './page-meta.ts';
import { questionPaths } from './questions.ts';
import { mountHomeworkRoutes } from './routes.ts';
import { seedHomework, seedQueue } from './seed.ts';
import { homeworkPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { homeworkTool } from './answer.ts';
export { questionForReport, takeDownQuestion } from './questions.ts';

export const homeworkModule: StudyhallModule = {
  name: 'homework',
  entities: homeworkEntities,
  queues: (platform) => [...homeworkQueues(platform), seedQueue(platform)],
  routes: (api, platform) => mountHomeworkRoutes(api, platform),
  seed: seedHomework,
  pageMeta: homeworkPageMeta,
  sitemap: questionPaths,
  personalData: homeworkPersonalData,
};
