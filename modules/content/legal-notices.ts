// Legal notices: notice-and-takedown requests and complaints from the forms under their legal pages (rate limited,
// honeypot, receipt mail), and the admin queue: change the state, take the document down through the documents
// module, or reply by mail. Each action and its audit entry commit in one transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../accounts/index.ts';
import { documentIdBySlugOrId, takeDownDocument } from '../documents/index.ts';
import { conflict, notFound, type Platform, type Row, rows, unprocessable, uuidv7 } from '../platform/index.ts';
import { iso } from './blog-queries.ts';
import { limitForm, mailTo, queuePage, type Sender } from './form-queue.ts';
import { FORM_MESSAGES, type LegalNotice, type LegalNoticeQuery, type LegalNoticeRow, type NoticeAction } from './contract.ts';

const KIND_LABEL = { takedown: 'notice and takedown request', complaint: 'complaint' } as const;

export async function receiveLegalNotice(em: EntityManager, platform: Platform, input: LegalNotice, from: Sender): Promise<void> {
  await limitForm(em, 'legal-notice', from, input.email);
  if (input.website) return;
  await em.transactional(async (tx) => {
    await rows(tx, 'insert into legal_notices (id, kind, name, email, concerns, claim, good_faith, user_id) values (?, ?, ?, ?, ?, ?, ?, ?)', [
      uuidv7(), input.kind, input.name, input.email, input.concerns, input.claim, input.goodFaith, from.userId,
    ]);
    await mailTo(platform.mailer, tx, input, 'content.legal-notice-receipt', `We received your ${KIND_LABEL[input.kind]}`, [
      `We received your ${KIND_LABEL[input.kind]} about: ${input.concerns}`,
      'A person on our team reviews it and writes to you with what we decided and why.',
      `What you sent:\n\n${input.claim}`,
    ]);
  });
}

const toRow = (r: Row): LegalNoticeRow => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  concerns: r.concerns,
  claim: r.claim,
  goodFaith: r.good_faith,
  documentId: r.document_id ?? null,
  status: r.status,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function listLegalNotices(em: EntityManager, query: LegalNoticeQuery) {
  return queuePage(em, 'legal_notices', query, toRow, { column: 'kind', value: query.kind });
}

/** A notice usually quotes the public page (…/documents/{slug}); the last path segment is the slug, or the id. */
const documentRef = (text: string) => text.trim().replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? '';

export async function actOnLegalNotice(platform: Platform, em: EntityManager, id: string, act: NoticeAction, adminId: string): Promise<LegalNoticeRow> {
  return em.transactional(async (tx) => {
    const [notice] = await rows(tx, 'select * from legal_notices where id = ? for update', [id]);
    if (!notice) throw notFound(FORM_MESSAGES.notFound);
    const audit = { adminId, targetType: 'legal-notice', targetId: id };
    if (act.action === 'status') {
      if (notice.status === act.status) throw conflict('same_status', FORM_MESSAGES.sameStatus);
      await rows(tx, 'update legal_notices set status = ?, updated_at = now() where id = ?', [act.status, id]);
      await recordAdminAction(tx, { ...audit, action: 'legal-notice.status-changed', reason: act.reason, details: { from: notice.status, to: act.status } });
    } else if (act.action === 'take-down') {
      const documentId = await documentIdBySlugOrId(tx, documentRef(act.document));
      if (!documentId) throw unprocessable('document_not_found', FORM_MESSAGES.documentNotFound);
      await takeDownDocument(platform, tx, { documentId, reason: act.reason, moderatorId: adminId });
      await rows(tx, "update legal_notices set status = 'actioned', document_id = ?, updated_at = now() where id = ?", [documentId, id]);
      await recordAdminAction(tx, { ...audit, action: 'legal-notice.taken-down', reason: act.reason, details: { documentId, from: notice.status } });
    } else {
      await mailTo(platform.mailer, tx, { name: notice.name, email: notice.email }, 'content.legal-notice-reply', `About your ${KIND_LABEL[notice.kind as keyof typeof KIND_LABEL]}`, [
        act.message,
        `Your notice was about: ${notice.concerns}`,
      ]);
      await recordAdminAction(tx, { ...audit, action: 'legal-notice.replied', reason: act.reason ?? 'Replied by mail', details: { message: act.message } });
    }
    const [after] = await rows(tx, 'select * from legal_notices where id = ?', [id]);
    return toRow(after!);
  });
}
