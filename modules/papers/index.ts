// Papers: the AI Writer's and the XY Editor's papers with their versions, export, and their AI tools (draft
// generation, reference search, the editor toolbar) on the AI platform.
import type { StudyhallModule } from '../platform/index.ts';
import { registerPapersCommands } from './commands.ts';
import { mountPapersRoutes } from './routes.ts';
import { papersPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { writerTool } from './writer-tool.ts';
export { referenceSearchTool } from './reference-search-tool.ts';
export { editorActionTool } from './editor-tool.ts';

export const papersModule: StudyhallModule = {
  name: 'papers',
  personalData: papersPersonalData,
  routes: (api, platform) => mountPapersRoutes(api, platform),
  commands: registerPapersCommands,
};
