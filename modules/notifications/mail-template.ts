// One layout for every notification mail, in the product's look (the web's brand indigo, system font, a white
// card on a light page), as HTML and as plain text. Each mail ends with the unsubscribe link of its preference.
export type MailContent = {
  /** The greeting's name. */
  name: string;
  title: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A quoted reason (a moderator's, a refund's), shown set apart. */
  reason?: string | null;
  action?: { label: string; url: string } | null;
  /** Why this mail came: "You receive document status notifications." */
  preferenceLabel: string;
  unsubscribeUrl: string;
  settingsUrl: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const BRAND = '#4f46e5';
const INK = '#111827';
const MUTED = '#6b7280';

export function renderMail(mail: MailContent): { html: string; text: string } {
  const e = escapeHtml;
  const paragraphs = mail.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${e(p)}</p>`).join('');
  const reason = mail.reason
    ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND};background:#eef2ff;color:${INK};font-size:15px;line-height:1.5">${e(mail.reason)}</blockquote>`
    : '';
  const action = mail.action
    ? `<p style="margin:24px 0"><a href="${e(mail.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:600;text-decoration:none">${e(mail.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${e(mail.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Inter,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;font-size:22px;font-weight:700;color:${BRAND}">Studyhall</td></tr>
<tr><td style="background:#ffffff;border-radius:12px;padding:32px 28px;border:1px solid #e5e7eb">
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${INK}">${e(mail.title)}</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">Hello ${e(mail.name)},</p>
${paragraphs}${reason}${action}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:${MUTED}">
You receive this because ${e(mail.preferenceLabel)} notifications are on for your account.
<a href="${e(mail.unsubscribeUrl)}" style="color:${MUTED}">Unsubscribe from these</a> or
<a href="${e(mail.settingsUrl)}" style="color:${MUTED}">choose which notifications you get</a>.
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    mail.title,
    '',
    `Hello ${mail.name},`,
    '',
    ...mail.paragraphs.flatMap((p) => [p, '']),
    ...(mail.reason ? [`Reason: ${mail.reason}`, ''] : []),
    ...(mail.action ? [`${mail.action.label}: ${mail.action.url}`, ''] : []),
    '--',
    `You receive this because ${mail.preferenceLabel} notifications are on for your account.`,
    `Unsubscribe from these: ${mail.unsubscribeUrl}`,
    `Choose which notifications you get: ${mail.settingsUrl}`,
    '',
  ].join('\n');
  return { html, text };
}
