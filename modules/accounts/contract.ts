// The accounts HTTP contract: request schemas and response shapes. The web imports this file.
import { z } from 'zod';
import { pageOf, pageQuery } from '../platform/contract.ts';
import { billingBody, email, emailBody, givenPassword, loginBody, matching, mismatch, newPassword, registerBody } from './forms.ts';
import { MESSAGES, PASSWORD_MAX } from './messages.ts';

export { MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from './messages.ts';
export { type BillingBody, billingBody, email, emailBody, givenPassword, type LoginBody, loginBody, newPassword, type RegisterBody, registerBody } from './forms.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const totpCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(6, 'Enter the 6-digit code or a recovery code')
  .max(32);

export const loginTotpBody = z.object({
  challengeToken: z.string().min(20).max(200),
  /** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
  code: totpCode,
});

export const tokenBody = z.object({ token: z.string({ error: 'Token is required' }).min(20).max(200) });

export const resetPasswordBody = z
  .object({
    token: z.string({ error: 'Token is required' }).min(20).max(200),
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX, MESSAGES.passwordTooLong),
  })
  .refine(matching, mismatch);

/** The "Sign out of all other devices" choice that comes with a change of credentials (on unless refused). */
const signOutOtherSessions = z.boolean().default(true).describe('also end every other session and API token of mine');

export const updatePasswordBody = z
  .object({
    currentPassword: givenPassword,
    password: newPassword,
    confirmPassword: z.string().max(PASSWORD_MAX, MESSAGES.passwordTooLong),
    signOutOtherSessions,
  })
  .refine(matching, mismatch);

export const createTokenBody = z.object({
  name: z.string().trim().min(1).max(100).default('API token').describe('a label shown in the sessions list'),
  expiresInDays: z.number().int().min(1).max(365).default(90),
});

export const roles = ['user', 'admin'] as const;
export const statuses = ['active', 'suspended'] as const;
export const dashboardModes = ['student', 'seller'] as const;
/** The languages a student may choose (the platform's LANGUAGES; a contract imports only the platform's contract). */
export const languages = ['en', 'de', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export type Role = (typeof roles)[number];
export type Status = (typeof statuses)[number];
export type DashboardMode = (typeof dashboardModes)[number];

export const sessionUser = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  status: z.enum(statuses),
  avatarUrl: z.string().nullable(),
  universityId: z.string().uuid().nullable(),
  courseId: z.string().uuid().nullable(),
  dashboardMode: z.enum(dashboardModes),
  language: z.enum(languages).nullable().describe('the language chosen in the footer; null: not chosen (the browser decides)'),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof sessionUser>;

export const meResponse = z.object({ user: sessionUser });
export const loginResponse = z.union([
  z.object({ twoFactorRequired: z.literal(false), user: sessionUser }),
  z.object({ twoFactorRequired: z.literal(true), challengeToken: z.string() }),
]);
export const messageResponse = z.object({ message: z.string() });

export const profileBody = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  universityId: z.string().uuid().nullable().default(null),
  courseId: z.string().uuid().nullable().default(null),
  /** Absent: unchanged (the settings form does not send it); null: forget the choice. */
  language: z.enum(languages, { error: 'Choose one of en, de, es or fr.' }).nullable().optional(),
});

export const billingAddress = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  countryId: z.string().uuid().nullable(),
  postalCode: z.string().nullable(),
  phone: z.string().nullable(),
  defaultBillingAddress: z.boolean(),
  addressUpdatedAt: z.string().nullable(),
});
export const billingResponse = z.object({ address: billingAddress.nullable() });

export const notificationPreferenceIds = [
  'points-access',
  'security-login',
  'paper_creation',
  'order-status',
  'document-status',
  'withdrawal-status',
  'price-status',
  'security-status',
] as const;
export type NotificationPreferenceId = (typeof notificationPreferenceIds)[number];
export const notificationsResponse = z.object({
  items: z.array(z.object({ id: z.enum(notificationPreferenceIds), enabled: z.boolean() })),
});
export const notificationParams = z.object({ preferenceId: z.enum(notificationPreferenceIds) });
export const notificationBody = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });

export const dashboardModeBody = z.object({ mode: z.enum(dashboardModes) });
export const dashboardModeResponse = z.object({ mode: z.enum(dashboardModes) });

export const avatarQuery = z.object({ filename: z.string().max(255).optional() });
export const avatarResponse = z.object({ avatarUrl: z.string() });

export const sessionInfo = z.object({
  id: z.string().uuid(),
  kind: z.enum(['cookie', 'bearer']),
  name: z.string().nullable(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  current: z.boolean(),
});
export const sessionsResponse = z.object({ items: z.array(sessionInfo) });
export const sessionParams = z.object({ id: z.string().uuid() });
export const createdTokenResponse = z.object({ token: z.string(), session: sessionInfo });

export const enrolResponse = z.object({ otpauthUri: z.string(), qrCodeDataUrl: z.string(), secret: z.string() });
export const verifyTotpBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code'), signOutOtherSessions });
export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export const disableTotpBody = z
  .object({ password: givenPassword.optional(), code: totpCode.optional(), signOutOtherSessions })
  .refine((v) => v.password || v.code, { message: 'Enter your password or a verification code', path: ['password'] });

/** Proof that the person at the keyboard is the account's owner: the password, or a code when two-factor is on. */
export const reauthBody = z
  .object({ password: givenPassword.optional(), code: totpCode.optional() })
  .refine((v) => v.password || v.code, { message: 'Enter your password or a verification code', path: ['password'] });
export type ReauthBody = z.infer<typeof reauthBody>;

export const changeEmailBody = z
  .object({ newEmail: email, password: givenPassword.optional(), code: totpCode.optional() })
  .refine((v) => v.password || v.code, { message: 'Enter your password or a verification code', path: ['password'] });

export const deleteUserParams = z.object({ id: z.string().uuid() });

/** Which sign-in methods besides the password this server offers (the web shows a button for each). */
export const providersResponse = z.object({
  google: z.boolean(),
  googleClientId: z.string().nullable().describe('for the one-tap prompt; null when Google sign-in is off'),
});

/** The ID token Google Identity Services hands the page (one-tap), and its CSRF token when the page has one. */
export const googleOneTapBody = z.object({
  credential: z.string().min(1).max(8192).describe('the ID token (a JWT) from Google Identity Services'),
  g_csrf_token: z.string().min(1).max(200).optional().describe("Google's double-submit token: must equal the g_csrf_token cookie"),
});

export const googleLink = z.object({ email: z.string(), linkedAt: z.string() });
export type GoogleLink = z.infer<typeof googleLink>;
/** The Security tab's Google card: whether Google is on here, the link, and whether unlinking is possible. */
export const googleStatusResponse = z.object({ available: z.boolean(), link: googleLink.nullable(), hasPassword: z.boolean() });
export type GoogleStatus = z.infer<typeof googleStatusResponse>;
export const googleLinkStartResponse = z.object({ location: z.string().describe("the provider's authorization URL: navigate there") });
/** Where the link flow comes back to; `google=` says how it went. */
export const GOOGLE_LINK_RETURN = '/dashboard/settings?tab=security';
export const googleLinkOutcomes = ['linked', 'linked-elsewhere', 'other-google', 'failed'] as const;
export type GoogleLinkOutcome = (typeof googleLinkOutcomes)[number];

/** Where a sign-in goes when it was given no return address, or one that is not ours. */
export const DEFAULT_RETURN_URL = '/dashboard';

/**
 * A same-site path to go to after signing in: it starts with a single '/' (never '//' or '/\'), has no
 * scheme, host, backslash or control character, and stays a path once normalised. Anything else (a full
 * URL, a protocol-relative one, a relative path, nothing) is the dashboard.
 */
export function safeReturnUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return DEFAULT_RETURN_URL;
  if (!value.startsWith('/') || value.startsWith('//')) return DEFAULT_RETURN_URL;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN_URL;
  const probe = 'http://return-url.invalid';
  let url: URL;
  try {
    url = new URL(value, probe);
  } catch {
    return DEFAULT_RETURN_URL;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  // '/.//evil.example' normalises to '//evil.example', which a browser reads as another host.
  if (url.origin !== probe || !path.startsWith('/') || path.startsWith('//')) return DEFAULT_RETURN_URL;
  return path;
}

/** The return address is forgiving: a missing or malformed one means the dashboard, never an error. */
export const googleStartQuery = z.object({
  returnUrl: z.string().max(2000).optional().catch(undefined).describe('a same-site path to land on after sign-in (default /dashboard)'),
});

/** Every accounts endpoint, for the typed web client and the OpenAPI document. */
export const accountsRoutes = {
  register: { method: 'post', path: '/api/auth/register', body: registerBody, response: z.object({ message: z.string(), user: sessionUser }), errors: [409, 429] },
  verifyEmail: { method: 'post', path: '/api/auth/verify-email', body: tokenBody, response: messageResponse, errors: [429] },
  resendVerification: { method: 'post', path: '/api/auth/resend-verification', body: emailBody, response: messageResponse, errors: [429] },
  login: { method: 'post', path: '/api/auth/login', body: loginBody, response: loginResponse, errors: [429] },
  loginTotp: { method: 'post', path: '/api/auth/login/totp', body: loginTotpBody, response: loginResponse, errors: [429] },
  adminLogin: { method: 'post', path: '/api/auth/admin/login', body: loginBody, response: loginResponse, errors: [429] },
  logout: { method: 'post', path: '/api/auth/logout', response: messageResponse },
  providers: { method: 'get', path: '/api/auth/providers', response: providersResponse },
  /** A browser navigation, not a fetch: answers 302 to the provider (or to /login?error=google). */
  googleStart: { method: 'get', path: '/api/auth/google/start', query: googleStartQuery, errors: [429] },
  /** Where the provider sends the browser back: 302 to /auth/callback?returnUrl=…, /login?twoFactor=… or /login?error=google. */
  googleCallback: { method: 'get', path: '/api/auth/google/callback' },
  /** One-tap: the ID token is verified against the issuer's keys; answers like a password login. */
  googleOneTap: { method: 'post', path: '/api/auth/google/one-tap', body: googleOneTapBody, response: loginResponse, errors: [409, 429] },
  googleStatus: { method: 'get', path: '/api/account/google', response: googleStatusResponse, access: 'user' },
  /** Starts the redirect flow in link mode; the page navigates to `location`, the callback comes back to Security. */
  googleLinkStart: { method: 'post', path: '/api/account/google/link', response: googleLinkStartResponse, access: 'user', errors: [429] },
  /** Unlinks Google after re-authentication; refused for an account without a password. */
  googleUnlink: { method: 'delete', path: '/api/account/google', body: reauthBody, response: messageResponse, access: 'user', errors: [429] },
  me: { method: 'get', path: '/api/auth/me', response: meResponse, access: 'user', guestMessage: MESSAGES.sessionMissing },
  forgotPassword: { method: 'post', path: '/api/auth/forgot-password', body: emailBody, response: messageResponse, errors: [429] },
  resetPassword: { method: 'post', path: '/api/auth/reset-password', body: resetPasswordBody, response: messageResponse, errors: [429] },
  updatePassword: { method: 'post', path: '/api/auth/update-password', body: updatePasswordBody, response: messageResponse, access: 'user', errors: [429] },
  createToken: { method: 'post', path: '/api/auth/tokens', body: createTokenBody, response: createdTokenResponse, access: 'user' },
  sessions: { method: 'get', path: '/api/account/sessions', response: sessionsResponse, access: 'user' },
  revokeSession: { method: 'delete', path: '/api/account/sessions/{id}', params: sessionParams, response: messageResponse, access: 'user' },
  revokeOtherSessions: { method: 'post', path: '/api/account/sessions/revoke-others', response: z.object({ revoked: z.number().int() }), access: 'user' },
  profile: { method: 'get', path: '/api/account/profile', response: meResponse, access: 'user' },
  updateProfile: { method: 'put', path: '/api/account/profile', body: profileBody, response: meResponse, access: 'user' },
  avatar: { method: 'post', path: '/api/account/avatar', query: avatarQuery, response: avatarResponse, access: 'user' },
  billing: { method: 'get', path: '/api/account/billing-address', response: billingResponse, access: 'user' },
  updateBilling: { method: 'put', path: '/api/account/billing-address', body: billingBody, response: billingResponse, access: 'user' },
  notifications: { method: 'get', path: '/api/account/notifications', response: notificationsResponse, access: 'user' },
  updateNotification: {
    method: 'put', path: '/api/account/notifications/{preferenceId}', params: notificationParams, body: notificationBody,
    response: notificationsResponse, access: 'user',
  },
  dashboardMode: { method: 'get', path: '/api/account/dashboard-mode', response: dashboardModeResponse, access: 'user' },
  updateDashboardMode: { method: 'put', path: '/api/account/dashboard-mode', body: dashboardModeBody, response: dashboardModeResponse, access: 'user' },
  enrolTotp: { method: 'post', path: '/api/account/2fa/enrol', response: enrolResponse, access: 'user', errors: [409] },
  verifyTotp: { method: 'post', path: '/api/account/2fa/verify', body: verifyTotpBody, response: recoveryCodesResponse, access: 'user', errors: [409, 429] },
  disableTotp: { method: 'post', path: '/api/account/2fa/disable', body: disableTotpBody, response: messageResponse, access: 'user', errors: [429] },
  /** Mails a confirmation link to the new address; the email changes when it is opened. */
  changeEmail: { method: 'post', path: '/api/account/email', body: changeEmailBody, response: messageResponse, access: 'user', errors: [409, 429] },
  /** The link's token; no session needed (the link may be opened on another device). */
  confirmEmailChange: { method: 'post', path: '/api/auth/confirm-email-change', body: tokenBody, response: messageResponse, errors: [409, 429] },
  /** Everything the platform holds about me, as one JSON file (a download). */
  exportAccount: { method: 'get', path: '/api/account/export', access: 'user', errors: [429] },
  /** Deletes my account after re-authentication; personal data erased or anonymised, every session ended. */
  deleteAccount: { method: 'delete', path: '/api/account', body: reauthBody, response: messageResponse, access: 'user', errors: [409, 429] },
  /**
   * Spec 000's legacy call. The owner with re-authentication, or an admin (re-authenticating with their own
   * password or code) carrying out a deletion request received by mail (the privacy policy's route).
   */
  deleteUser: { method: 'delete', path: '/api/users/{id}', params: deleteUserParams, body: reauthBody, response: messageResponse, access: 'user', errors: [409, 429] },
} as const;

// --- admin: users and the audit log (issue #15) ----------------------------------------------------------------

export const ADMIN_USER_MESSAGES = {
  userNotFound: 'User not found',
  notYourself: 'You cannot suspend or demote your own account.',
  reasonRequired: 'Give a reason',
  alreadySuspended: 'This user is already suspended.',
  notSuspended: 'This user is not suspended.',
  sameRole: 'This user already has that role.',
} as const;

export const adminAuditActions = ['user.suspended', 'user.reinstated', 'user.role-changed', 'user.sessions-ended', 'user.points-granted'] as const;
/**
 * An audited admin action: the user actions above, or any other area's `area.past-tense-verb` (reports, catalogue,
 * settings, ...), which each area names in its own contract.
 */
export type AdminAuditAction = (typeof adminAuditActions)[number] | `${string}.${string}`;
const auditActionName = z.string().regex(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/).max(80);


export const adminUserSorts = ['created_at', 'full_name', 'email'] as const;
export const adminUsersQuery = pageQuery(25).extend({
  q: z.string().trim().max(200).optional().describe('part of the name or email, any case'),
  role: z.enum(roles).optional(),
  status: z.enum(statuses).optional(),
  sort: z.enum(adminUserSorts).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;

export const adminUserRow = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  status: z.enum(statuses),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

export const adminAuditEntry = z.object({
  id: z.string().uuid(),
  admin: z.object({ id: z.string().uuid(), fullName: z.string(), email: z.string() }).nullable().describe('null: the admin account no longer exists'),
  action: auditActionName,
  targetType: z.string().describe("what the action was on: 'user', 'report', ..."),
  targetId: z.string().uuid(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminUserDetail = z.object({
  user: adminUserRow.extend({ avatarUrl: z.string().nullable(), twoFactorEnabled: z.boolean(), updatedAt: z.string() }),
  pointsBalance: z.number().int(),
  counts: z.object({
    documents: z.number().int().describe('documents they uploaded, any status'),
    orders: z.number().int().describe('documents they hold through a purchase or an unlock (refunds excluded)'),
  }),
  sessions: z.array(sessionInfo),
  audit: z.array(adminAuditEntry).describe('the newest 20 admin actions on this user'),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserParams = z.object({ id: z.string().uuid() });
const adminReason = z
  .string({ error: ADMIN_USER_MESSAGES.reasonRequired })
  .trim()
  .min(1, ADMIN_USER_MESSAGES.reasonRequired)
  .max(1000)
  .describe('kept in the audit log');
export const adminReasonBody = z.object({ reason: adminReason });
export const adminRoleBody = z.object({ role: z.enum(roles), reason: adminReason });
export const adminGrantPointsBody = z.object({
  points: z.number().int().min(1).max(1_000_000).describe('points to credit'),
  reason: adminReason,
  idempotencyKey: z.string().trim().min(8).max(100).describe('one per grant the admin means: a retried request with the same key grants once'),
});
export const adminGrantResult = z.object({ detail: adminUserDetail, transactionId: z.string().uuid(), replayed: z.boolean() });

export const adminAuditQuery = pageQuery(50).extend({
  targetId: z.string().uuid().optional().describe('only entries about this user (or other target)'),
  adminId: z.string().uuid().optional().describe('only entries by this admin'),
  action: auditActionName.optional(),
});

/** The admin Users page and the audit log; every route is admin only (401 guests, 403 anyone else). */
export const adminUsersRoutes = {
  list: { method: 'get', path: '/api/admin/users', access: 'admin', query: adminUsersQuery, response: pageOf(adminUserRow) },
  detail: { method: 'get', path: '/api/admin/users/{id}', access: 'admin', params: adminUserParams, response: adminUserDetail },
  suspend: { method: 'post', path: '/api/admin/users/{id}/suspend', access: 'admin', params: adminUserParams, body: adminReasonBody, response: adminUserDetail, errors: [409] },
  reinstate: { method: 'post', path: '/api/admin/users/{id}/reinstate', access: 'admin', params: adminUserParams, body: adminReasonBody, response: adminUserDetail, errors: [409] },
  role: { method: 'post', path: '/api/admin/users/{id}/role', access: 'admin', params: adminUserParams, body: adminRoleBody, response: adminUserDetail, errors: [409] },
  endSessions: { method: 'post', path: '/api/admin/users/{id}/end-sessions', access: 'admin', params: adminUserParams, body: adminReasonBody, response: adminUserDetail },
  grantPoints: { method: 'post', path: '/api/admin/users/{id}/grant-points', access: 'admin', params: adminUserParams, body: adminGrantPointsBody, response: adminGrantResult, errors: [409] },
  audit: { method: 'get', path: '/api/admin/audit-log', access: 'admin', query: adminAuditQuery, response: pageOf(adminAuditEntry) },
} as const;

/** The double-submit CSRF cookie (readable by the web app) and the header that must echo it. */
export const CSRF_COOKIE = 'sh_csrf';
export const CSRF_HEADER = 'X-CSRF-Token';
export const SESSION_COOKIE = 'sh_session';
