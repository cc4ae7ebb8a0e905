// Status changes. Moderators: pending -> approved | rejected | soft-reject, soft-reject -> approved | rejected,
// approved -> deleted (takedown). Owners: edit a pending document or one that needs changes, and resubmit the
// latter (soft-reject -> pending). Every change is one conditional update under a row lock and publishes its
// event in the same transaction; a change from a status the rule does not allow is a 409 that names both.
import type { EntityManager } from '@mikro-orm/postgresql';
import { badRequest, conflict, forbidden, notFound, notify } from '../platform/index.ts';
import { DOCUMENTS_REALTIME, MESSAGES, STATUS_ID, type StatusName, type UpdateBody } from './contract.ts';
import { one, run } from './db.ts';
import { statusNameOf, statusRecordOf } from './present.ts';
import type { Deps } from './processing.ts';
import { DOCUMENTS_EVENTS } from './events.ts';
import { checkReferences } from './upload.ts';

export type ModerationAction = 'approve' | 'reject' | 'soft-reject' | 'takedown';

const RULES: Record<ModerationAction, { from: StatusName[]; to: StatusName; verb: string; needsReason: boolean }> = {
  approve: { from: ['pending', 'soft-reject'], to: 'approved', verb: 'approved', needsReason: false },
  reject: { from: ['pending', 'soft-reject'], to: 'rejected', verb: 'rejected', needsReason: true },
  'soft-reject': { from: ['pending'], to: 'soft-reject', verb: 'sent back for changes', needsReason: true },
  takedown: { from: ['approved'], to: 'deleted', verb: 'taken down', needsReason: true },
};

export const MODERATION_ACTIONS = Object.keys(RULES) as ModerationAction[];

const describeStatus = (statusId: number) => statusRecordOf(statusId).displayName.toLowerCase();

/** Applies a moderation action; answers the document's id. Runs in its own transaction (or the caller's). */
export async function moderate(
  deps: Deps,
  em: EntityManager,
  input: { documentId: string; action: ModerationAction; reason?: string; moderatorId?: string | null },
): Promise<string> {
  const rule = RULES[input.action];
  const reason = input.reason?.trim() ?? '';
  if (rule.needsReason && (reason.length < 1 || reason.length > 1000)) throw badRequest(MESSAGES.reasonRequired, { reason: [MESSAGES.reasonRequired] }, 'reason_required');
  return em.transactional(async (tx) => {
    const doc = await one(tx, 'select * from documents where id = ? for update', [input.documentId]);
    if (!doc) throw notFound(MESSAGES.notFound);
    if (!rule.from.map((s) => STATUS_ID[s]).includes(doc.status_id)) {
      throw conflict('invalid_status', MESSAGES.invalidTransition(rule.verb, describeStatus(doc.status_id)));
    }
    if (input.action === 'approve' && doc.processing_status !== 'ready') {
      throw conflict('not_processed', doc.processing_status === 'failed' ? MESSAGES.processingFailed : MESSAGES.notProcessed);
    }
    const approving = input.action === 'approve';
    await run(
      tx,
      `update documents set status_id = ?, status_reason = ?, moderated_by = ?, moderated_at = now(), updated_at = now(),
         approved_at = case when ? then now() else approved_at end,
         published_at = case when ? then coalesce(published_at, now()) else published_at end
       where id = ?`,
      [STATUS_ID[rule.to], approving ? null : reason, input.moderatorId ?? null, approving, approving, doc.id],
    );
    const base = { documentId: doc.id as string, userId: doc.user_id as string, title: doc.title as string };
    await notify(tx, `user:${doc.user_id}`, DOCUMENTS_REALTIME.statusChanged, { documentId: doc.id, status: rule.to, reason: approving ? null : reason });
    if (input.action === 'approve') {
      await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.approved, {
        ...base, subjectId: doc.subject_id, slug: doc.slug, firstApproval: !doc.published_at,
      });
    } else if (input.action === 'takedown') {
      await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.removed, {
        ...base, subjectId: doc.subject_id, slug: doc.slug, reason, previousStatus: statusNameOf(doc.status_id),
      });
    } else {
      await deps.platform.bus.publish(tx, input.action === 'reject' ? DOCUMENTS_EVENTS.rejected : DOCUMENTS_EVENTS.softRejected, { ...base, reason });
    }
    return doc.id as string;
  });
}

async function ownDocument(em: EntityManager, documentId: string, userId: string) {
  const doc = await one(em, 'select * from documents where id = ? for update', [documentId]);
  if (!doc) throw notFound(MESSAGES.notFound);
  if (doc.user_id !== userId) throw forbidden('Only the seller can change this document.');
  return doc;
}

const EDITABLE = [STATUS_ID.pending, STATUS_ID['soft-reject']];

/** The owner's edit of a pending document or one that needs changes. */
export async function updateOwnDocument(em: EntityManager, documentId: string, userId: string, body: UpdateBody): Promise<void> {
  await em.transactional(async (tx) => {
    const doc = await ownDocument(tx, documentId, userId);
    if (!EDITABLE.includes(doc.status_id)) throw conflict('not_editable', MESSAGES.notEditable);
    const merged = {
      documentTypeId: body.documentTypeId ?? doc.document_type_id,
      subjectId: body.subjectId ?? doc.subject_id,
      universityId: body.universityId === undefined ? doc.university_id : body.universityId,
      courseId: body.courseId === undefined ? doc.course_id : body.courseId,
      textbookId: body.textbookId === undefined ? doc.textbook_id : body.textbookId,
    };
    // Clearing the university clears its course too.
    if (body.universityId === null && body.courseId === undefined) merged.courseId = null;
    await checkReferences(tx, merged);
    await run(
      tx,
      `update documents set title = ?, description = ?, points_price = ?, document_type_id = ?, subject_id = ?,
         university_id = ?, course_id = ?, textbook_id = ?, updated_at = now()
       where id = ?`,
      [
        body.title ?? doc.title, body.description ?? doc.description, body.pointsPrice ?? doc.points_price, merged.documentTypeId,
        merged.subjectId, merged.universityId, merged.courseId, merged.textbookId, doc.id,
      ],
    );
  });
}

/** A document that needed changes goes back to the moderators. */
export async function resubmit(deps: Deps, em: EntityManager, documentId: string, userId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const doc = await ownDocument(tx, documentId, userId);
    if (doc.status_id !== STATUS_ID['soft-reject']) {
      throw conflict('invalid_status', MESSAGES.invalidTransition('resubmitted', describeStatus(doc.status_id)));
    }
    await run(tx, `update documents set status_id = ${STATUS_ID.pending}, updated_at = now() where id = ?`, [doc.id]);
    await deps.platform.bus.publish(tx, DOCUMENTS_EVENTS.resubmitted, { documentId: doc.id, userId });
  });
}

export const REPROCESS_QUEUE = 'documents.reprocess';

/** Runs the pipeline again (after a failure, or with new preview settings). */
export async function requestReprocess(deps: Deps, em: EntityManager, documentId: string): Promise<void> {
  await em.transactional(async (tx) => {
    const doc = await one(tx, 'select id, status_id, processing_status from documents where id = ? for update', [documentId]);
    if (!doc) throw notFound(MESSAGES.notFound);
    if (doc.status_id === STATUS_ID.deleted) throw conflict('invalid_status', MESSAGES.invalidTransition('processed again', 'deleted'));
    if (doc.processing_status === 'processing') throw conflict('already_processing', 'This document is being processed right now.');
    await run(
      tx,
      `update documents set processing_status = 'queued', processing_step = null, processing_progress = 0, processing_error = null,
         updated_at = now() where id = ?`,
      [documentId],
    );
    await deps.platform.bus.enqueue(tx, REPROCESS_QUEUE, { documentId });
  });
}
