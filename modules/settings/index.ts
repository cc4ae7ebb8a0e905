// Settings: the platform settings an admin may change at run time, read by the modules they apply to through one
// typed getter with a short in-process cache.
import type { StudyhallModule } from '../platform/index.ts';
import { registerSettingsCommands } from './commands.ts';
import { mountSettingsRoutes } from './routes.ts';

export * from './contract.ts';
export { getSetting } from './store.ts';
export { type RegisteredSetting, registerSettings } from './definitions.ts';
export { auditedBy, parsedOrExit, settingsCommand } from './cli-group.ts';

export const settingsModule: StudyhallModule = {
  name: 'settings',
  routes: (api, platform) => mountSettingsRoutes(api, platform),
  commands: registerSettingsCommands,
};
