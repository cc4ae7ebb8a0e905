// One layout for every notification mail, in the product's look (the web's brand indigo, system font, a white
// card on a light page), as HTML and as plain text, in the recipient's language. Each mail ends with the unsubscribe
// link of its preference.
import type { NotificationPreferenceId } from '../accounts/index.ts';
import type { Translator } from '../platform/index.ts';

export type MailContent = {
  /** The greeting's name. */
  name: string;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A quoted reason (a moderator's, a refund's), shown set apart. */
  reason?: string | null;
  action?: { label: string; url: string } | null;
  /** Why this mail came: its preference ("You receive document status notifications."). */
  preferenceId: NotificationPreferenceId;
  unsubscribeUrl: string;
  settingsUrl: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const BRAND = '#4f46e5';
const INK = '#111827';
const MUTED = '#6b7280';

/** A preference's name inside a sentence ("… because document status notifications are on"). */
export function preferenceLabel({ t }: Translator, id: NotificationPreferenceId): string {
  switch (id) {
    case 'points-access': return t('document access');
    case 'security-login': return t('new sign-in');
    case 'paper_creation': return t('paper created');
    case 'order-status': return t('order status');
    case 'document-status': return t('document status');
    case 'withdrawal-status': return t('withdrawal status');
    case 'price-status': return t('price change');
    case 'security-status': return t('security change');
  }
}

export function renderMail(mail: MailContent, tr: Translator): { html: string; text: string } {
  const { t } = tr;
  const e = escapeHtml;
  const why = t('You receive this because {label} notifications are on for your account.', { label: preferenceLabel(tr, mail.preferenceId) });
  const unsubscribe = `<a href="${e(mail.unsubscribeUrl)}" style="color:${MUTED}">${e(t('Unsubscribe from these'))}</a>`;
  const choose = `<a href="${e(mail.settingsUrl)}" style="color:${MUTED}">${e(t('choose which notifications you get'))}</a>`;
  const paragraphs = mail.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${e(p)}</p>`).join('');
  const reason = mail.reason
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:#eef2ff;color:${INK};font-size:15px;line-height:1.5">${e(mail.reason)}</blockquote>`
    : '';
  const action = mail.action
    ? `<p style="margin:24px 0"><a href="${e(mail.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${e(mail.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="${tr.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(mail.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Inter,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:22px;font-weight:700;color:${BRAND}">Studyhall</td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:32px 28px;border:1px solid #e5e7eb">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${INK}">${e(mail.title)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${e(t('Hello {name},', { name: mail.name }))}</p>
${paragraphs}${reason}${action}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:${MUTED}">
${e(why)}
${t('{unsubscribe} or {choose}.', { unsubscribe, choose })}
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    mail.title,
    '',
    t('Hello {name},', { name: mail.name }),
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.reason ? [t('Reason: {reason}', { reason: mail.reason }), ''] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    '--',
    why,
    t('Unsubscribe from these: {url}', { url: mail.unsubscribeUrl }),
    t('Choose which notifications you get: {url}', { url: mail.settingsUrl }),
    '',
  ].join('\n');
  return { html, text };
}
