// Koa routes of /api/account: profile, avatar, billing address, preferences, two-factor, and the email change.
import { type ApiRouter, HttpError, hit, type Platform } from '../platform/index.ts';
import { accountsRoutes as r, MESSAGES } from './contract.ts';
import { verifyPassword } from './crypto.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import * as profile from './profile.ts';
import { LIMITS } from './rate-limit.ts';
import { reauthenticate, refuseWrongSecondFactor } from './reauthenticate.ts';
import { adoptRenewedSession, ipOf, securityChanged } from './route-shared.ts';
import { renewSessions } from './sessions.ts';
import * as totp from './totp.ts';
import { credentialsById, profileById } from './users.ts';

export function mountAccountRoutes(api: ApiRouter, platform: Platform) {
  const secret = platform.secret;

  api.add({ ...r.profile, summary: 'My profile' }, async ({ user, em }) => {
    return { user: (await profileById(em, user.id))! };
  });

  api.add({ ...r.updateProfile, summary: 'Update my name, university and course (email is read-only)' }, async ({ user, em, body }) => {
    return { user: await profile.updateProfile(em, user.id, body) };
  });

  api.add({ ...r.avatar, status: 200, summary: 'Upload my avatar: the raw image as the body (PNG, JPEG, WebP or GIF, at most 5 MB)' }, async ({ user, ctx, em, query }) => {
    return profile.uploadAvatar(platform, ctx, em, user.id, query.filename);
  });

  api.add({ ...r.billing, summary: 'My billing address (null when none)' }, async ({ user, em }) => {
    return profile.billingAddress(em, user.id);
  });

  api.add({ ...r.updateBilling, summary: 'Save my billing address' }, async ({ user, em, body }) => {
    return profile.updateBillingAddress(em, user.id, body);
  });

  api.add({ ...r.notifications, summary: 'My eight notification preferences' }, async ({ user, em }) => {
    return profile.notificationPreferences(em, user.id);
  });

  api.add({ ...r.updateNotification, summary: 'Turn one notification preference on or off' }, async ({ user, em, params, body }) => {
    return profile.setNotificationPreference(em, user.id, params.preferenceId, body.enabled);
  });

  api.add({ ...r.dashboardMode, summary: 'My dashboard mode (student or seller)' }, async ({ user, em }) => {
    return profile.dashboardMode(em, user.id);
  });

  api.add({ ...r.updateDashboardMode, summary: 'Switch between student and seller mode' }, async ({ user, em, body }) => {
    return profile.setDashboardMode(em, user.id, body.mode);
  });

  api.add({ ...r.enrolTotp, status: 200, summary: 'Start two-factor enrolment: an otpauth URI and its QR code' }, async ({ user, em }) => {
    return totp.enrol(em, secret, user);
  });

  api.add({ ...r.verifyTotp, status: 200, summary: 'Finish enrolment with a code; answers ten recovery codes, shown once' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    const { recoveryCodes, renewed } = await em.transactional(async (tx) => {
      const codes = await totp.confirmEnrolment(tx, secret, user.id, body.code);
      await securityChanged(platform, tx, user.id, 'two-factor-enabled');
      return { recoveryCodes: codes, renewed: await renewSessions(tx, ctx, user.id, body.signOutOtherSessions) };
    });
    adoptRenewedSession(platform, ctx, renewed);
    return { recoveryCodes };
  });

  api.add({ ...r.disableTotp, status: 200, summary: 'Turn two-factor off (needs the password or a code)' }, async ({ user, ctx, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    const row = await credentialsById(em, user.id);
    if (!row?.totp_enabled_at) throw new HttpError(400, 'two_factor_not_enabled', MESSAGES.twoFactorNotEnabled);
    const byPassword = body.password ? await verifyPassword(row.password_hash, body.password) : false;
    const { check, renewed } = await em.transactional(async (tx) => {
      const checked: totp.SecondFactorCheck = byPassword || !body.code ? { accepted: byPassword, lockedForSeconds: 0 } : await totp.checkSecondFactor(platform, tx, user.id, body.code);
      if (!checked.accepted) return { check: checked, renewed: null };
      await totp.disable(tx, user.id);
      await securityChanged(platform, tx, user.id, 'two-factor-disabled');
      return { check: checked, renewed: await renewSessions(tx, ctx, user.id, body.signOutOtherSessions) };
    });
    refuseWrongSecondFactor(check, body.code && !body.password ? MESSAGES.invalidCode : MESSAGES.currentPasswordWrong, 400);
    adoptRenewedSession(platform, ctx, renewed);
    return { message: '2FA settings updated' };
  });

  // --- the email change ---------------------------------------------------------------------------------

  api.add({ ...r.changeEmail, status: 200, summary: 'Change my email: re-authenticate, then confirm by the link mailed to the new address' }, async ({ user, em, body }) => {
    await hit(em, [LIMITS.loginAccount(user.email)]);
    await reauthenticate(platform, em, user.id, body);
    await requestEmailChange(platform, em, user.id, body.newEmail);
    return { message: MESSAGES.emailChangeSent };
  });

  api.add({ ...r.confirmEmailChange, status: 200, summary: 'Confirm a new email address with the mailed token (24 h, single use)' }, async ({ ctx, em, body }) => {
    await hit(em, [LIMITS.verifyIp(ipOf(ctx))]);
    await confirmEmailChange(platform, em, body.token);
    return { message: MESSAGES.emailChanged };
  });
}
