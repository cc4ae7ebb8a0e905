// Tables the accounts module owns. Only this module writes them. (Most queries are plain SQL in the
// service files, for atomic single-use updates; the entities keep MikroORM's metadata complete.)
import { defineEntity, p } from '@mikro-orm/postgresql';
import { uuidv7 } from '../platform/index.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    email: p.string(),
    fullName: p.string(),
    role: p.string().default('user'),
    status: p.string().default('active'),
    avatarUrl: p.string().nullable(),
    universityId: p.uuid().nullable(),
    courseId: p.uuid().nullable(),
    addressLine1: p.string().nullable(),
    addressLine2: p.string().nullable(),
    city: p.string().nullable(),
    state: p.string().nullable(),
    countryId: p.uuid().nullable(),
    postalCode: p.string().nullable(),
    phone: p.string().nullable(),
    defaultBillingAddress: p.boolean().default(false),
    addressUpdatedAt: p.datetime().nullable(),
    emailVerifiedAt: p.datetime().nullable(),
    passwordHash: p.text().nullable().hidden(),
    totpSecret: p.text().nullable().hidden(),
    totpEnabledAt: p.datetime().nullable(),
    totpLastStep: p.bigint().nullable().hidden(),
    totpFailures: p.integer().default(0).hidden(),
    totpLockCount: p.integer().default(0).hidden(),
    totpLockedUntil: p.datetime().nullable().hidden(),
    dashboardMode: p.string().default('student'),
    language: p.string().nullable(),
    googleUnlinkedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    tokenHash: p.string().unique().hidden(),
    kind: p.string(),
    name: p.string().nullable(),
    userAgent: p.text().nullable(),
    ip: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export const OneTimeToken = defineEntity({
  name: 'OneTimeToken',
  tableName: 'one_time_tokens',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    purpose: p.string(),
    tokenHash: p.string().unique().hidden(),
    userId: p.uuid(),
    data: p.json().default('{}'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});

export const NotificationPreference = defineEntity({
  name: 'NotificationPreference',
  tableName: 'notification_preferences',
  properties: {
    userId: p.uuid().primary(),
    preferenceId: p.string().primary(),
    enabled: p.boolean(),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export const TotpRecoveryCode = defineEntity({
  name: 'TotpRecoveryCode',
  tableName: 'totp_recovery_codes',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    codeHash: p.string().hidden(),
    createdAt: p.datetime().onCreate(() => new Date()),
    usedAt: p.datetime().nullable(),
  },
});

export const RateLimitBucket = defineEntity({
  name: 'RateLimitBucket',
  tableName: 'rate_limit_buckets',
  properties: {
    key: p.string().primary(),
    count: p.integer(),
    windowStart: p.datetime(),
  },
});

export const OidcLoginState = defineEntity({
  name: 'OidcLoginState',
  tableName: 'oidc_login_states',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    provider: p.string(),
    stateHash: p.string().unique().hidden(),
    nonce: p.text().hidden(),
    codeVerifier: p.text().hidden(),
    returnUrl: p.text(),
    purpose: p.string().default('sign-in'),
    userId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
  },
});

/** A Google identity (its stable subject) linked to a user. */
export const UserIdentity = defineEntity({
  name: 'UserIdentity',
  tableName: 'user_identities',
  properties: {
    id: p.uuid().primary().onCreate(() => uuidv7()),
    userId: p.uuid(),
    provider: p.string(),
    subject: p.string().hidden(),
    email: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export const accountsEntities = [
  User, Session, OneTimeToken, NotificationPreference, TotpRecoveryCode, RateLimitBucket, OidcLoginState, UserIdentity,
];
