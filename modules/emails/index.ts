// Emails: the admin's view of the platform's mail outbox (search, read, delivery state, resend). The outbox itself
// is the platform's; this module only reads it through the platform's functions and sends copies through its mailer.
import type { StudyhallModule } from '../platform/index.ts';
import { mountEmailsRoutes } from './routes.ts';

export * from './contract.ts';

export const emailsModule: StudyhallModule = {
  name: 'emails',
  routes: (api, platform) => mountEmailsRoutes(api, platform),
};
