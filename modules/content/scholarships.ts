// Scholarship applications: the public form (rate limited, honeypot, receipt mail) and the admin queue, where each
// change of state is written with its reason to the admin audit log in the same transaction.
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../accounts/index.ts';
import { conflict, type Mailer, notFound, type Row, rows, uuidv7 } from '../platform/index.ts';
import { iso } from './blog-queries.ts';
import { limitForm, mailTo, queuePage, type Sender } from './form-queue.ts';
import { countWords, FORM_MESSAGES, type ScholarshipApplication, type ScholarshipQuery, type ScholarshipRow, type ScholarshipStatus } from './contract.ts';

export async function applyForScholarship(em: EntityManager, mailer: Mailer, input: ScholarshipApplication, from: Sender): Promise<void> {
  await limitForm(em, 'scholarship', from, input.email);
  if (input.website) return;
  await em.transactional(async (tx) => {
    await rows(tx, 'insert into scholarship_applications (id, name, email, university, course, essay, user_id) values (?, ?, ?, ?, ?, ?, ?)', [
      uuidv7(), input.name, input.email, input.university, input.course, input.essay, from.userId,
    ]);
    await mailTo(mailer, tx, input, 'content.scholarship-receipt', 'We received your scholarship application', [
      `Thanks for applying for the Studyhall Scholarship. We received your application (${input.university}, ${input.course}) and your essay of ${countWords(input.essay)} words.`,
      'The committee reads every application after the deadline and writes to every applicant, awarded or not, within four weeks of it.',
    ]);
  });
}

const toRow = (r: Row): ScholarshipRow => ({
  id: r.id,
  name: r.name,
  email: r.email,
  university: r.university,
  course: r.course,
  essay: r.essay,
  words: countWords(r.essay),
  status: r.status,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

export function listScholarshipApplications(em: EntityManager, query: ScholarshipQuery) {
  return queuePage(em, 'scholarship_applications', query, toRow);
}

export async function setScholarshipStatus(
  em: EntityManager,
  input: { id: string; status: ScholarshipStatus; reason: string; adminId: string },
): Promise<ScholarshipRow> {
  return em.transactional(async (tx) => {
    const [before] = await rows(tx, 'select status from scholarship_applications where id = ? for update', [input.id]);
    if (!before) throw notFound(FORM_MESSAGES.notFound);
    if (before.status === input.status) throw conflict('same_status', FORM_MESSAGES.sameStatus);
    const [after] = await rows(tx, 'update scholarship_applications set status = ?, updated_at = now() where id = ? returning *', [input.status, input.id]);
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'scholarship.status-changed',
      targetType: 'scholarship-application',
      targetId: input.id,
      reason: input.reason,
      details: { from: before.status, to: input.status },
    });
    return toRow(after!);
  });
}
