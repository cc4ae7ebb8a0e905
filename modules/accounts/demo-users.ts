// The demo accounts every module's seed signs its demo activity with (README: "Demo accounts"); never seeded in
// production. Found by email, so a second seed run makes nobody twice.
import type { EntityManager } from '@mikro-orm/postgresql';
import { insertUser, profileByEmail } from './users.ts';

export const DEMO_PASSWORD = 'studyhall-demo';

export type DemoUser = { email: string; fullName: string };

/** The ids of the demo users in the given order, creating (verified) those missing; `created` counts those. */
export async function ensureDemoUsers(em: EntityManager, users: readonly DemoUser[]): Promise<{ ids: string[]; created: number }> {
  const ids: string[] = [];
  let created = 0;
  for (const user of users) {
    let id = (await profileByEmail(em, user.email))?.id;
    if (!id) {
      id = (await insertUser(em, { ...user, password: DEMO_PASSWORD, verified: true })).id;
      created += 1;
    }
    ids.push(id);
  }
  return { ids, created };
}
