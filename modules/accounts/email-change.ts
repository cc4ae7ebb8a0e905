// Changing the email address: the owner re-authenticates and names the new address; a link (24 h, single use) goes
// to the new address, and only opening it changes the email. Then the old address is told (whatever the
// notification preferences: someone may have taken the account) and `accounts.security-changed` is published.
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, type Platform } from '../platform/index.ts';
import { MESSAGES } from './contract.ts';
import { one, pgCode } from './db.ts';
import { consumeToken, issueToken } from './tokens.ts';
import { escapeHtml, link, mailTranslator, normaliseEmail, profileByEmail, profileById } from './users.ts';
import { ACCOUNTS_EVENTS } from './events.ts';

export async function requestEmailChange(platform: Platform, em: EntityManager, userId: string, newEmail: string): Promise<void> {
  const user = (await profileById(em, userId))!;
  const address = normaliseEmail(newEmail);
  if (address === user.email) throw conflict('same_email', MESSAGES.sameEmail);
  if (await profileByEmail(em, address)) throw conflict('email_taken', MESSAGES.emailTaken);
  await em.transactional(async (tx) => {
    const token = await issueToken(tx, platform.secret, userId, 'email_change', { newEmail: address });
    const url = link(platform, '/auth/confirm-email', token);
    const { t } = mailTranslator(user);
    const hello = t('Hello {name},', { name: user.fullName });
    const until = t('Until then your account keeps its current address. If you did not ask for this, ignore this message.');
    await platform.mailer.send(tx, {
      to: address,
      kind: 'accounts.confirm-email-change',
      subject: t('Confirm your new Studyhall email address'),
      text: `${hello}\n\n${t('You asked to change the email address of your Studyhall account to this one. Open this link to confirm it (valid for 24 hours):')}\n\n${url}\n\n${until}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(t('You asked to change the email address of your Studyhall account to this one. Confirm it within 24 hours:'))}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('Confirm my new email'))}</a></p><p>${escapeHtml(until)}</p>`,
    });
  });
}

export async function confirmEmailChange(platform: Platform, em: EntityManager, token: string): Promise<void> {
  await em.transactional(async (tx) => {
    const { userId, data } = await consumeToken(tx, platform.secret, token, 'email_change');
    const newEmail = String(data.newEmail);
    const before = await one(tx, 'select email, full_name, language from users where id = ? and deleted_at is null for update', [userId]);
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
    const { t } = mailTranslator(before);
    const hello = t('Hello {name},', { name: before.full_name });
    const changed = (address: string) => t('The email address of your Studyhall account was changed to {address}. Mail about your account now goes there.', { address });
    const notYou = t('If you did not do this, someone else has access to your account: write to support from this address at once.');
    await platform.mailer.send(tx, {
      to: before.email,
      kind: 'accounts.email-changed',
      subject: t('The email address of your Studyhall account was changed'),
      text: `${hello}\n\n${changed(newEmail)}\n\n${notYou}\n`,
      html: `<p>${escapeHtml(hello)}</p><p>${changed(`<strong>${escapeHtml(newEmail)}</strong>`)}</p><p>${escapeHtml(notYou)}</p>`,
    });
    await platform.bus.publish(tx, ACCOUNTS_EVENTS.securityChanged, { userId, change: 'email', oldEmail: before.email, newEmail });
  });
}
