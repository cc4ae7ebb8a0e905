// Accounts: users, sessions, sign-in, profile, billing address, notification preferences, two-factor.
import type { EntityManager } from '@mikro-orm/postgresql';
import { type DailyTotal, dailyTotals, type StudyhallModule } from '../platform/index.ts';
import { accountsPersonalData } from './account-data.ts';
import { mountAccountLifeRoutes } from './account-life-routes.ts';
import { mountAccountRoutes } from './account-routes.ts';
import { mountAdminUsersRoutes } from './admin-routes.ts';
import { mountAuthRoutes } from './auth-routes.ts';
import { registerUsersCommands } from './commands.ts';
import { accountsEntities } from './entities.ts';
import { mountGoogleRoutes } from './google-routes.ts';
import { accessResolver, sessionMiddleware } from './sessions.ts';
import { signInGuard } from './sign-in-guard.ts';

export * from './contract.ts';
export { type AuthUser, type AuthSession, requireUser, requireAdmin, currentSession } from './sessions.ts';
export { profileById, holdRecipient, profileByEmail, insertUser as createUser } from './users.ts';
export { wantsNotification, setNotificationPreference } from './profile.ts';
export { type Person, peopleByIds, userIdsMatching } from './people.ts';
export { type UserAdminPort, setUserAdminPort } from './admin-port.ts';
export { type AuditInput, recordAdminAction } from './admin-audit.ts';
export { DEMO_PASSWORD, type DemoUser, ensureDemoUsers } from './demo-users.ts';

export const accountsModule: StudyhallModule = {
  name: 'accounts',
  entities: accountsEntities,
  middleware: (platform) => [signInGuard(platform), sessionMiddleware(platform)],
  routes: (api, platform) => {
    mountAuthRoutes(api, platform);
    mountGoogleRoutes(api, platform);
    mountAccountRoutes(api, platform);
    mountAccountLifeRoutes(api, platform);
    mountAdminUsersRoutes(api, platform);
  },
  access: accessResolver,
  commands: registerUsersCommands,
  personalData: accountsPersonalData,
};

/** Accounts created per day since `since` (the admin overview's sign-ups). */
export function signUpsByDay(em: EntityManager, since: Date): Promise<DailyTotal[]> {
  return dailyTotals(em, { table: 'users', at: 'created_at' }, since);
}
