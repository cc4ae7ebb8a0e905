// Filing a report and the admin queue: list with filters, and the three decisions (dismiss, take down, warn the
// owner). Each decision, its effect and its audit entry commit in one transaction; a refused one records nothing.
import type { EntityManager } from '@mikro-orm/postgresql';
import { holdRecipient, peopleByIds, type Person, profileById, recordAdminAction, userIdsMatching } from '../accounts/index.ts';
import { takeDownDocument, takeDownReview } from '../documents/index.ts';
import { takeDownDeck } from '../flashcards/index.ts';
import { takeDownQuestion } from '../homework/index.ts';
import {
  conflict, DEFAULT_LANGUAGE, forbidden, hit, HttpError, notFound, paginate, type Platform, type Translator, translatorFor, unprocessable, uuidv7,
} from '../platform/index.ts';
import {
  type NewReport, REPORT_MESSAGES, type ReportAction, type ReportReason, type ReportRow, type ReportsQuery, type ReportStatus,
} from './contract.ts';
import { iso, one, type Row, rows } from './db.ts';
import { targetInfo } from './targets.ts';

/** Ten reports an hour is more than anyone honest sends; it keeps one account from flooding the queue. */
export const REPORT_LIMIT = (userId: string) => ({ key: `reports:user:${userId}`, max: 10, windowSeconds: 60 * 60 });

export async function fileReport(em: EntityManager, reporterId: string, input: NewReport): Promise<string> {
  await hit(em, [REPORT_LIMIT(reporterId)], REPORT_MESSAGES.tooMany);
  const target = await targetInfo(em, input.targetType, input.targetId);
  if (!target?.isPublic) throw notFound(REPORT_MESSAGES.notFound);
  if (target.ownerId === reporterId) throw forbidden(REPORT_MESSAGES.ownItem);
  const id = uuidv7();
  const inserted = await one(
    em,
    `insert into reports (id, reporter_id, target_type, target_id, reason, details) values (?, ?, ?, ?, ?, ?)
     on conflict (reporter_id, target_type, target_id) where status = 'open' do nothing returning id`,
    [id, reporterId, input.targetType, input.targetId, input.reason, input.details],
  );
  if (!inserted) throw conflict('already_reported', REPORT_MESSAGES.alreadyReported);
  return id;
}

const COLUMNS = `r.*,
    (select count(*)::int from reports o where o.target_type = r.target_type and o.target_id = r.target_id and o.status = 'open') as open_on_target`;
const SELECT = `select ${COLUMNS} from reports r`;

const named = (p: Person | undefined) => p && { id: p.id, fullName: p.fullName, email: p.email };

/** The reports as the queue shows them: reporters and resolvers named by accounts, whose table users is. */
async function toRows(em: EntityManager, found: Row[]): Promise<ReportRow[]> {
  const people = await peopleByIds(em, found.flatMap((r) => [r.reporter_id, r.resolved_by]));
  const out: ReportRow[] = [];
  for (const r of found) out.push(await toRow(em, r, people));
  return out;
}

async function toRow(em: EntityManager, r: Row, people: Map<string, Person>): Promise<ReportRow> {
  const target = await targetInfo(em, r.target_type, r.target_id);
  const owner = target?.ownerId ? await profileById(em, target.ownerId) : null;
  return {
    id: r.id,
    target: {
      type: r.target_type,
      id: r.target_id,
      title: target?.title ?? '(deleted)',
      href: target?.isPublic ? target.href : null,
      ownerId: owner?.id ?? null,
      ownerName: owner?.fullName ?? null,
    },
    reason: r.reason,
    details: r.details,
    status: r.status,
    reporter: named(people.get(r.reporter_id))!,
    openOnTarget: Number(r.open_on_target),
    resolvedBy: named(people.get(r.resolved_by)) ?? null,
    resolutionNote: r.resolution_note ?? null,
    resolvedAt: iso(r.resolved_at),
    createdAt: iso(r.created_at)!,
  };
}

export async function listReports(em: EntityManager, query: ReportsQuery) {
  const q = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  // The search matches the details or the reporter's name or email; accounts answers which users it names.
  const reporters = q ? await userIdsMatching(em, q, { names: true }) : [];
  const where = `where (?::text is null or r.status = ?) and (?::text is null or r.target_type = ?) and (?::text is null or r.reason = ?)
    and (?::text is null or r.reporter_id = any(?::uuid[]) or r.details ilike ?)`;
  const params = [
    query.status ?? null, query.status ?? null, query.targetType ?? null, query.targetType ?? null, query.reason ?? null, query.reason ?? null,
    q, `{${reporters.join(',')}}`, q,
  ];
  const order = query.sort === 'open_on_target' ? `open_on_target ${query.order}, r.created_at desc` : `r.created_at ${query.order}`;
  return paginate(em, { columns: COLUMNS, from: `from reports r ${where}`, orderBy: `${order}, r.id`, params }, query, (found) => toRows(em, found));
}

export async function reportById(em: EntityManager, id: string): Promise<ReportRow> {
  const r = await one(em, `${SELECT} where r.id = ?`, [id]);
  if (!r) throw notFound(REPORT_MESSAGES.reportNotFound);
  return (await toRows(em, [r]))[0]!;
}

const OUTCOME: Record<ReportAction, ReportStatus> = { dismiss: 'dismissed', 'take-down': 'taken-down', warn: 'warned' };
const AUDIT_ACTION: Record<ReportAction, `report.${string}`> = { dismiss: 'report.dismissed', 'take-down': 'report.taken-down', warn: 'report.warned' };

/** Takes the item off the site through its module; refuses (409) when it is already not public. */
async function takeDown(platform: Platform, tx: EntityManager, report: Row, reason: string, adminId: string) {
  const id = report.target_id as string;
  const done =
    report.target_type === 'document'
      ? await takeDownDocument(platform, tx, { documentId: id, reason, moderatorId: adminId }).then(
          () => true,
          (error) => (error instanceof HttpError && error.status === 409 ? false : Promise.reject(error)),
        )
      : report.target_type === 'question'
        ? await takeDownQuestion(platform, tx, id)
        : report.target_type === 'review'
          ? await takeDownReview(platform, tx, id)
          : await takeDownDeck(platform, tx, id);
  if (!done) throw conflict('not_public', REPORT_MESSAGES.cannotTakeDown);
}

/** A report's reason as the warned owner reads it, in their language. */
function reasonIn({ t }: Translator, reason: ReportReason): string {
  switch (reason) {
    case 'copyright': return t('Copyright infringement');
    case 'spam': return t('Spam or advertising');
    case 'inappropriate': return t('Inappropriate or offensive');
    case 'wrong-information': return t('Wrong or misleading information');
    case 'harassment': return t('Harassment or personal information');
    case 'other': return t('Something else');
  }
}

/** "Your document “Notes” was reported (Spam or advertising) and our team reviewed it.", one sentence per kind. */
function reportedIn(tr: Translator, targetType: string, title: string, reason: ReportReason): string {
  const values = { title: tr.t('“{title}”', { title }), why: reasonIn(tr, reason) };
  switch (targetType) {
    case 'document': return tr.t('Your document {title} was reported ({why}) and our team reviewed it.', values);
    case 'question': return tr.t('Your question {title} was reported ({why}) and our team reviewed it.', values);
    case 'review': return tr.t('Your review {title} was reported ({why}) and our team reviewed it.', values);
    default: return tr.t('Your flashcard deck {title} was reported ({why}) and our team reviewed it.', values);
  }
}

/** The owner is told what was reported and why the admin warns them, in their language; the mail goes through the outbox. */
async function warnOwner(platform: Platform, tx: EntityManager, report: Row, reason: string) {
  const target = await targetInfo(tx, report.target_type, report.target_id);
  const owner = target?.ownerId ? await holdRecipient(tx, target.ownerId) : null;
  if (!target || !owner) throw unprocessable('no_owner', 'This item has no owner to warn.');
  const link = target.href ? `${platform.config.publicUrl}${target.href}` : null;
  const tr = translatorFor(owner.language ?? DEFAULT_LANGUAGE);
  const { t } = tr;
  const hello = t('Hello {name},', { name: owner.fullName });
  const reported = reportedIn(tr, report.target_type, target.title, report.reason);
  const guidelines = `${platform.config.publicUrl}/legal/community-guidelines`;
  const read = (named: string) => t('Please read our {guidelines}. Repeated breaches can lead to your account being suspended.', { guidelines: named });
  await platform.mailer.send(tx, {
    to: owner.email,
    kind: 'reports.warning',
    subject: t('A warning about your content on Studyhall'),
    text: `${hello}\n\n${reported}\n\n${reason}\n\n${link ? `${link}\n\n` : ''}${read(`${t('community guidelines')} (${guidelines})`)}\n`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(reported)}</p><blockquote>${escapeHtml(reason)}</blockquote><p>${read(`<a href="${guidelines}">${escapeHtml(t('community guidelines'))}</a>`)}</p>`,
  });
  return owner.id;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function resolve(platform: Platform, em: EntityManager, input: { reportId: string; action: ReportAction; reason: string; adminId: string }): Promise<ReportRow> {
  await em.transactional(async (tx) => {
    const report = await one(tx, 'select * from reports where id = ? for update', [input.reportId]);
    if (!report) throw notFound(REPORT_MESSAGES.reportNotFound);
    if (report.status !== 'open') throw conflict('already_resolved', REPORT_MESSAGES.alreadyResolved);
    const details: Record<string, unknown> = { targetType: report.target_type, targetId: report.target_id };
    if (input.action === 'take-down') await takeDown(platform, tx, report, input.reason, input.adminId);
    if (input.action === 'warn') details.warned = await warnOwner(platform, tx, report, input.reason);
    // A takedown settles every open report on the item: the others were right too, and nothing is left to decide.
    const closed = await rows(
      tx,
      `update reports set status = ?, resolved_by = ?, resolution_note = ?, resolved_at = now()
       where status = 'open' and (id = ? or (? and target_type = ? and target_id = ?)) returning id`,
      [OUTCOME[input.action], input.adminId, input.reason, report.id, input.action === 'take-down', report.target_type, report.target_id],
    );
    if (closed.length > 1) details.alsoClosed = closed.map((c) => c.id).filter((id) => id !== report.id);
    await recordAdminAction(tx, { adminId: input.adminId, action: AUDIT_ACTION[input.action], targetType: 'report', targetId: report.id, reason: input.reason, details });
  });
  return reportById(em, input.reportId);
}
