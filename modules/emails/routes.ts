// /api/admin/emails: admins only (accounts guards every /api/admin/* route). Resend queues a copy of the message as
// a new outbox row (the original keeps its history), audited with the reason, in one transaction.
import { recordAdminAction, } from '../accounts/index.ts';
import { type ApiRouter, mailById, notFound, type Platform, searchMail } from '../platform/index.ts';
import { emailsRoutes as r } from './contract.ts';
import { withoutLinkTokens } from './without-link-tokens.ts';

const brief = ({ text: _text, html: _html, ...row }: { text: string; html: string | null } & Record<string, unknown>) => row;

export function mountEmailsRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.list, summary: 'The mail outbox: search address or subject, filter by state and kind, paged' }, async ({ em, query }) => {
    const page = await searchMail(em, query);
    return { ...page, items: page.items.map(brief) };
  });

  api.add({ ...r.detail, summary: 'One message with its text and HTML' }, async ({ em, params }) => {
    const mail = await mailById(em, params.id);
    if (!mail) throw notFound('Email not found');
    return withoutLinkTokens(mail);
  });

  api.add({ ...r.resend, summary: 'Send a message again (a new outbox row), audited' }, async ({ user: admin, em, params, body }) => {
    const original = await mailById(em, params.id);
    if (!original) throw notFound('Email not found');
    const id = await em.transactional(async (tx) => {
      const copy = await platform.mailer.send(tx, { to: original.to, subject: original.subject, text: original.text, html: original.html ?? undefined, kind: original.kind });
      await recordAdminAction(tx, { adminId: admin.id, action: 'emails.resent', targetType: 'mail', targetId: original.id, reason: body.reason, details: { copyId: copy, to: original.to } });
      return copy;
    });
    return withoutLinkTokens((await mailById(em, id))!);
  });
}
