// The integrity tools: the plagiarism checker (winnowing fingerprints against approved marketplace documents, public
// questions and decks, and other users' papers, unrevealed) and the AI detector (a likelihood per sentence and for
// the text, never a verdict), both run as AI actions, kept as the user's history. README.md says how.
import type { StudyhallModule } from '../platform/index.ts';
import { registerIntegrityCommands } from './commands.ts';
import { integrityPageMeta } from './page-meta.ts';
import { mountIntegrityRoutes } from './routes.ts';
import { sourceQueues } from './sources.ts';
import { integrityPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { detectionTool, plagiarismTool } from './tools.ts';

export const integrityModule: StudyhallModule = {
  name: 'integrity',
  personalData: integrityPersonalData,
  queues: (platform) => sourceQueues(platform),
  routes: (api, platform) => mountIntegrityRoutes(api, platform),
  pageMeta: integrityPageMeta,
  commands: (program, platform) => registerIntegrityCommands(program, platform),
};
