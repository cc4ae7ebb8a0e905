// Reports: users flag a document, homework question, flashcard deck or review; admins dismiss, take down (through
// the owning module's public face) or warn the owner, each decision in the admin audit log.
import type { StudyhallModule } from '../platform/index.ts';
import { registerReportsCommands } from './commands.ts';
import { mountReportsRoutes } from './routes.ts';
import { reportsPersonalData } from './personal-data.ts';

export * from './contract.ts';

export const reportsModule: StudyhallModule = {
  name: 'reports',
  personalData: reportsPersonalData,
  routes: (api, platform) => mountReportsRoutes(api, platform),
  commands: registerReportsCommands,
};
