// What an admin reads of a message: mailed links carry credentials (a password reset, an email verification, an
// email change, an unsubscribe), and the outbox is no place to pick them up. The stored message keeps them, so a
// resend still reaches its owner with a link that works until its own expiry.

export const HIDDEN_TOKEN = 'hidden';

/** Any `token` parameter of a link, in text or in HTML (where `&` may be written `&amp;` or `&#38;`). */
const LINK_TOKEN = /([?&](?:amp;|#38;)?token=)[^&\s"'<>#]+/gi;

export function withoutLinkTokens<T extends { text: string; html: string | null }>(mail: T): T {
  const hide = (body: string) => body.replace(LINK_TOKEN, `$1${HIDDEN_TOKEN}`);
  return { ...mail, text: hide(mail.text), html: mail.html === null ? null : hide(mail.html) };
}
