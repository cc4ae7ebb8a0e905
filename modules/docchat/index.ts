// Document Chat: chats over a document the user uploaded (privately) or bought, answered on the AI platform.
import type { StudyhallModule } from '../platform/index.ts';
import { mountDocChatRoutes } from './routes.ts';
import { docChatPersonalData } from './personal-data.ts';

export * from './contract.ts';
export { docChatTool } from './tool.ts';

export const docChatModule: StudyhallModule = {
  name: 'docchat',
  routes: (api, platform) => mountDocChatRoutes(api, platform),
  personalData: docChatPersonalData,
};
