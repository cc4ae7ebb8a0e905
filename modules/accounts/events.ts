// The events accounts publishes, each with its payload's schema: the one contract its subscribers import
// (modules/accounts/README.md, "Events"). Zod and the platform's contract only, so importing it ties no module to accounts.
import { z } from 'zod';
import { defineEvent } from '../platform/contract.ts';

const id = z.guid();

/** What a `accounts.security-changed` event says changed. */
export const securityChanges = [
  'password', 'password-reset', 'two-factor-enabled', 'two-factor-disabled', 'email', 'google-linked', 'google-unlinked',
] as const;
export type SecurityChange = (typeof securityChanges)[number];

const userRegistered = z.object({ userId: id, email: z.string() });
const userOnly = z.object({ userId: id });
const newDeviceSignedIn = z.object({
  userId: id, sessionId: id, userAgent: z.string().nullable(), ip: z.string().nullable(), at: z.iso.datetime({ offset: true }),
});
const securityChanged = z.object({
  userId: id, change: z.enum(securityChanges), oldEmail: z.string().optional().describe('email changes only'), newEmail: z.string().optional(),
});

export const ACCOUNTS_EVENTS = {
  /** An account was created (with a password or by Google). */
  userRegistered: defineEvent('accounts.user-registered', userRegistered),
  /** The account's email address was confirmed. */
  emailVerified: defineEvent('accounts.email-verified', userOnly),
  /** An admin suspended the account. */
  userSuspended: defineEvent('accounts.user-suspended', userOnly),
  /** A cookie sign-in from a browser (user agent) this account never signed in from before. */
  newDeviceSignedIn: defineEvent('accounts.new-device-signed-in', newDeviceSignedIn),
  /** A credential of the account changed; `email` changes carry both addresses. */
  securityChanged: defineEvent('accounts.security-changed', securityChanged),
  /** The account was deleted: its personal data is gone, its id remains on anonymised records. */
  userDeleted: defineEvent('accounts.user-deleted', userOnly),
};

export type UserRegistered = z.infer<typeof userRegistered>;
export type EmailVerified = z.infer<typeof userOnly>;
export type UserSuspended = z.infer<typeof userOnly>;
export type NewDeviceSignedIn = z.infer<typeof newDeviceSignedIn>;
export type SecurityChanged = z.infer<typeof securityChanged>;
export type UserDeleted = z.infer<typeof userOnly>;
