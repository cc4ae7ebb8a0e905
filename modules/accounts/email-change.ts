// Changing the email address: the owner re-authenticates and names the new address; a link (24 h, single use) goes
// to the new address, and only opening it changes the email. Then the old address is told (whatever the
// notification preferences: someone may have taken the account) and `accounts.security-changed` is published.
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, type Platform } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { one, pgCode } from './db.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { escapeHtml, link, normaliseEmail, profileByEmail, profileById } from './users.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

export async function requestEmailChange(platform: Platform, em: EntityManager, userId: string, newEmail: string): Promise<void> {
  const user = (await profileById(em, userId))!;
  const address = normaliseEmail(newEmail);
  if (address === user.email) throw conflict('same_email', MESSAGES.sameEmail);
  if (await profileByEmail(em, address)) throw conflict('email_taken', MESSAGES.emailTaken);
  await em.transactional(async (tx) => {
    const token = await issueToken(tx, platform.secret, userId, 'email_change', { newEmail: address });
    const url = link(platform, '/auth/confirm-email', token);
    await platform.mailer.send(tx, {
      to: address,
      kind: 'accounts.confirm-email-change',
      subject: 'Confirm your new Studyhall email address',
      text: `Hello ${user.fullName},\n\nYou asked to change the email address of your Studyhall account to this one. Open this link to confirm it (valid for 24 hours):\n\n${url}\n\nUntil then your account keeps its current address. If you did not ask for this, ignore this message.\n`,
      html: `<p>Hello ${escapeHtml(user.fullName)},</p><p>You asked to change the email address of your Studyhall account to this one. Confirm it within 24 hours:</p><p><a href="${escapeHtml(url)}">Confirm my new email</a></p><p>Until then your account keeps its current address. If you did not ask for this, ignore this message.</p>`,
    });
  });
}

export async function confirmEmailChange(platform: Platform, em: EntityManager, token: string): Promise<void> {
  await em.transactional(async (tx) => {
    const { userId, data } = await consumeToken(tx, platform.secret, token, 'email_change');
    const newEmail = String(data.newEmail);
    const before = await one(tx, 'select email, full_name from users where id = ? and deleted_at is null for update', [userId]);
    if (!before) throw conflict('token_invalid', MESSAGES.tokenInvalid);
    try {
      // Opening the link proved the new mailbox, so it is verified too.
      await tx.getConnection().execute(
        'update users set email = ?, email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ?',
        [newEmail, userId], 'run', tx.getTransactionContext(),
      );
    } catch (error) {
      // Someone registered the address between the request and the confirmation.
      if (pgCode(error) === '23505') throw conflict('email_taken', MESSAGES.emailTaken);
      throw error;
    }
    await platform.mailer.send(tx, {
      to: before.email,
      kind: 'accounts.email-changed',
      subject: 'The email address of your Studyhall account was changed',
      text: `Hello ${before.full_name},\n\nThe email address of your Studyhall account was changed to ${newEmail}. Mail about your account now goes there.\n\nIf you did not do this, someone else has access to your account: write to support from this address at once.\n`,
      html: `<p>Hello ${escapeHtml(before.full_name)},</p><p>The email address of your Studyhall account was changed to <strong>${escapeHtml(newEmail)}</strong>. Mail about your account now goes there.</p><p>If you did not do this, someone else has access to your account: write to support from this address at once.</p>`,
    });
    await platform.bus.publish(tx, ACCOUNTS_EVENTS.securityChanged, { userId, change: 'email', oldEmail: before.email, newEmail });
  });
}
