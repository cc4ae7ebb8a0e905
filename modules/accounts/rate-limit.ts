// The sign-in family's limits; the counting itself is the platform's (platform/rate-limit.ts).
import type { Limit } from '../platform/index.ts';

export const LIMITS = {
  loginAccount: (email: string): Limit => ({ key: `login:account:${email}`, max: 10, windowSeconds: 15 * 60 }),
  loginIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 30, windowSeconds: 15 * 60 }),
  recoveryAccount: (account: string): Limit => ({ key: `recovery:account:${account}`, max: 5, windowSeconds: 60 * 60 }),
  recoveryIp: (ip: string): Limit => ({ key: `recovery:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  /** Sign-ups and email confirmations: 20 an hour per IP each (spec silent; same scale as recovery). */
  signupIp: (ip: string): Limit => ({ key: `signup:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  verifyIp: (ip: string): Limit => ({ key: `verify:ip:${ip}`, max: 20, windowSeconds: 60 * 60 }),
  /** Google sign-ins started (each stores a pending row): 60 per 15 minutes per IP. */
  oidcStartIp: (ip: string): Limit => ({ key: `oidc:ip:${ip}`, max: 60, windowSeconds: 15 * 60 }),
};

