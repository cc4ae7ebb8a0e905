// What more than one of the accounts route files does: open a session, renew one, announce a security change.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from 'koa';
import { clientIp, ipRateKey, type Platform } from '../platform/index.ts';
import type { Profile } from './contract.ts';
import { ACCOUNTS_EVENTS as EVENTS, type NewDeviceSignedIn, type SecurityChange, type SecurityChanged } from './events.ts';
import { clientOf, type CreatedSession, createSession, isNewDevice, setSessionCookies } from './sessions.ts';

/** The client as per-IP limits count it: the address, or its /64 for IPv6. */
export const ipOf = (ctx: Context) => ipRateKey(clientIp(ctx));

/** Opens a cookie session for a user and answers as the login endpoints do; a new device is announced. */
export async function signIn(platform: Platform, ctx: Context, em: EntityManager, user: Profile) {
  const client = clientOf(ctx);
  const session = await em.transactional(async (tx) => {
    const newDevice = await isNewDevice(tx, user.id, client.userAgent);
    const created = await createSession(tx, user.id, { kind: 'cookie', ...client });
    if (newDevice) {
      await platform.bus.publish<NewDeviceSignedIn>(tx, EVENTS.newDeviceSignedIn, {
        userId: user.id, sessionId: created.id, userAgent: client.userAgent ?? null, ip: client.ip ?? null, at: new Date().toISOString(),
      });
    }
    return created;
  });
  setSessionCookies(ctx, platform, session);
  return { twoFactorRequired: false as const, user };
}

export const securityChanged = (platform: Platform, em: EntityManager, userId: string, change: SecurityChange) =>
  platform.bus.publish<SecurityChanged>(em, EVENTS.securityChanged, { userId, change });

/** Sets the cookies of a session renewed by a change of credentials (after its transaction committed). */
export function adoptRenewedSession(platform: Platform, ctx: Context, renewed: CreatedSession | null) {
  if (!renewed) return;
  setSessionCookies(ctx, platform, renewed);
  ctx.state.session = { id: renewed.id, kind: 'cookie', createdAt: new Date() };
}
