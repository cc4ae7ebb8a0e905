// The /contact form: the message goes to the support mailbox through the mail outbox (so it lands in the
// team's inbox, and in the admin's Emails list) with the writer as Reply-To, and the sender gets a receipt.
// Limited per address and per email, and a filled honeypot is accepted but dropped, so a bot learns nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { hit, type Mailer } from '../platform/index.ts';
import { CONTACT_EMAILS, CONTACT_MESSAGES, type ContactMessage } from './contract.ts';

/** A person rarely writes more than a couple of times an hour; a script writes hundreds. */
export const CONTACT_LIMITS = {
  perIp: (ip: string) => ({ key: `contact:ip:${ip}`, max: 5, windowSeconds: 60 * 60 }),
  perEmail: (email: string) => ({ key: `contact:email:${email}`, max: 3, windowSeconds: 60 * 60 }),
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function receiveContactMessage(
  em: EntityManager,
  mailer: Mailer,
  input: ContactMessage,
  from: { ip: string; userId: string | null },
): Promise<{ delivered: boolean }> {
  await hit(em, [CONTACT_LIMITS.perIp(from.ip), CONTACT_LIMITS.perEmail(input.email)], CONTACT_MESSAGES.tooMany);
  if (input.website) return { delivered: false };
  const who = `${input.name} <${input.email}>${from.userId ? ` (user ${from.userId})` : ' (not signed in)'}`;
  await em.transactional(async (tx) => {
    await mailer.send(tx, {
      to: CONTACT_EMAILS.supportEmail,
      kind: 'content.contact-message',
      subject: `[${input.topic}] ${input.name}`,
      // The team answers the writer; and the writer's account export and deletion find their message by it.
      headers: { 'Reply-To': input.email },
      text: `From: ${who}\nTopic: ${input.topic}\n\n${input.message}\n`,
      html: `<p><strong>From:</strong> ${escapeHtml(who)}<br /><strong>Topic:</strong> ${escapeHtml(input.topic)}</p><p>${escapeHtml(input.message).replace(/\n/g, '<br />')}</p>`,
    });
    await mailer.send(tx, {
      to: input.email,
      kind: 'content.contact-receipt',
      subject: 'We received your message',
      text: `Hello ${input.name},\n\nThanks for writing to Studyhall. We received your message about "${input.topic}" and reply within 24 hours on working days.\n\nYour message:\n\n${input.message}\n`,
      html: `<p>Hello ${escapeHtml(input.name)},</p><p>Thanks for writing to Studyhall. We received your message about “${escapeHtml(input.topic)}” and reply within 24 hours on working days.</p><blockquote>${escapeHtml(input.message).replace(/\n/g, '<br />')}</blockquote>`,
    });
  });
  return { delivered: true };
}
