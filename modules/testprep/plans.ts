// A user's study plans: name, exam date, subject and resources, with the plan's tests and the progress of their
// attempts. Plans are their owner's alone: anyone else (admins included) gets 404, as Document Chat's chats.
import type { EntityManager } from '@mikro-orm/postgresql';
import { aiProviderOf, dropTextSource, indexTextSource } from '../ai/index.ts';
import { HttpError, paginate, type Platform, uuidv7 } from '../platform/index.ts';
import { type Plan, type PlanSummary, type ResourceKind, TESTPREP_MESSAGES as M } from './contract.ts';
import { iso, one, type Row, rows } from './db.ts';
import { notesPages, resolveResource, resolverOf } from './resources.ts';
import { subjectById } from './subjects.ts';
import { testSummaries } from './tests.ts';

const notFound = () => new HttpError(404, 'not_found', M.planNotFound);

export type PlanInput = { name: string; examDate?: string | null; subjectId?: string | null };

export async function ownPlan(em: EntityManager, userId: string, planId: string, lock = false): Promise<Row> {
  const r = await one(em, `select * from testprep_plans where id = ? and user_id = ?${lock ? ' for update' : ''}`, [planId, userId]);
  if (!r) throw notFound();
  return r;
}

async function checkSubject(em: EntityManager, subjectId: string | null | undefined) {
  if (subjectId && !(await subjectById(em, subjectId))) throw new HttpError(400, 'validation_error', 'Unknown subject', { subjectId: ['Unknown subject'] });
}

const touch = (em: EntityManager, planId: string) => rows(em, 'update testprep_plans set updated_at = now() where id = ?', [planId]);

async function summaryOf(em: EntityManager, r: Row): Promise<PlanSummary> {
  const counts = await one(
    em,
    `select (select count(*)::int from testprep_resources where plan_id = ?) as resources,
            (select count(*)::int from testprep_tests where plan_id = ?) as tests,
            (select max(a.score::float / nullif(a.total, 0)) from testprep_attempts a join testprep_tests t on t.id = a.test_id
              where t.plan_id = ? and a.user_id = ? and a.submitted_at is not null) as best`,
    [r.id, r.id, r.id, r.user_id],
  );
  return {
    id: r.id,
    name: r.name,
    examDate: r.exam_date ? iso(r.exam_date).slice(0, 10) : null,
    subject: await subjectById(em, r.subject_id),
    resourceCount: Number(counts?.resources ?? 0),
    testCount: Number(counts?.tests ?? 0),
    bestScore: counts?.best == null ? null : Number(counts.best),
    updatedAt: iso(r.updated_at),
  };
}

export async function listPlans(em: EntityManager, userId: string, q: { page: number; pageSize: number }) {
  const list = { columns: '*', from: 'from testprep_plans where user_id = ?', orderBy: 'updated_at desc, id desc', params: [userId] };
  return paginate(em, list, q, (found) => Promise.all(found.map((r) => summaryOf(em, r))));
}

export async function planView(platform: Platform, em: EntityManager, userId: string, planId: string): Promise<Plan> {
  const plan = await ownPlan(em, userId, planId);
  const list = await rows(em, 'select kind, resource_id from testprep_resources where plan_id = ? order by added_at, resource_id', [planId]);
  return {
    ...(await summaryOf(em, plan)),
    resources: await Promise.all(list.map((r) => resolveResource(em, userId, planId, r.kind, r.resource_id))),
    tests: await testSummaries(em, userId, planId),
    provider: aiProviderOf(platform).provider,
  };
}

export async function createPlan(em: EntityManager, userId: string, input: PlanInput): Promise<string> {
  await checkSubject(em, input.subjectId);
  const id = uuidv7();
  await rows(em, 'insert into testprep_plans (id, user_id, name, exam_date, subject_id) values (?, ?, ?, ?, ?)', [
    id, userId, input.name, input.examDate ?? null, input.subjectId ?? null,
  ]);
  return id;
}

export async function updatePlan(em: EntityManager, userId: string, planId: string, input: PlanInput): Promise<void> {
  await ownPlan(em, userId, planId);
  await checkSubject(em, input.subjectId);
  await rows(em, 'update testprep_plans set name = ?, exam_date = ?, subject_id = ?, updated_at = now() where id = ?', [
    input.name, input.examDate ?? null, input.subjectId ?? null, planId,
  ]);
}

/** Deletes the plan, its tests and attempts, and the notes only it used (their passages too). */
export async function deletePlan(em: EntityManager, userId: string, planId: string): Promise<void> {
  await em.transactional(async (tx) => {
    await ownPlan(tx, userId, planId, true);
    const notes = await rows(tx, "select resource_id from testprep_resources where plan_id = ? and kind = 'notes'", [planId]);
    await rows(tx, 'delete from testprep_plans where id = ?', [planId]);
    for (const n of notes) await dropNotes(tx, n.resource_id);
  });
}

export async function addResource(em: EntityManager, userId: string, planId: string, kind: ResourceKind, id: string): Promise<void> {
  await ownPlan(em, userId, planId);
  if (!(await resolverOf(kind).resolve(em, userId, id, planId))) throw new HttpError(403, 'resource_not_available', M.resourceNotAvailable);
  await rows(em, 'insert into testprep_resources (plan_id, kind, resource_id) values (?, ?, ?) on conflict do nothing', [planId, kind, id]);
  await touch(em, planId);
}

/** Pasted notes: kept, cut into pages and indexed as an AI text source under their id, in one transaction. */
export async function addNotes(em: EntityManager, userId: string, planId: string, input: { title: string; text: string }): Promise<void> {
  await em.transactional(async (tx) => {
    await ownPlan(tx, userId, planId, true);
    const id = uuidv7();
    await rows(tx, 'insert into testprep_notes (id, user_id, title, text) values (?, ?, ?, ?)', [id, userId, input.title, input.text]);
    await indexTextSource(tx, id, notesPages(input.text).map((text, i) => ({ pageNumber: i + 1, text })));
    await rows(tx, "insert into testprep_resources (plan_id, kind, resource_id) values (?, 'notes', ?)", [planId, id]);
    await touch(tx, planId);
  });
}

async function dropNotes(em: EntityManager, notesId: string) {
  const still = await one(em, "select 1 from testprep_resources where kind = 'notes' and resource_id = ?", [notesId]);
  if (still) return;
  // Tests made from the notes keep their questions (each quotes its sentence); the notes' page link goes away.
  await rows(em, 'delete from testprep_notes where id = ?', [notesId]);
  await dropTextSource(em, notesId);
}

export async function removeResource(em: EntityManager, userId: string, planId: string, kind: ResourceKind, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    await ownPlan(tx, userId, planId, true);
    await rows(tx, 'delete from testprep_resources where plan_id = ? and kind = ? and resource_id = ?', [planId, kind, id]);
    if (kind === 'notes') await dropNotes(tx, id);
    await touch(tx, planId);
  });
}

export async function notesView(em: EntityManager, userId: string, notesId: string) {
  const r = await one(em, 'select id, title, text from testprep_notes where id = ? and user_id = ?', [notesId, userId]);
  if (!r) throw new HttpError(404, 'not_found', M.notesNotFound);
  return { id: r.id as string, title: r.title as string, pages: notesPages(r.text).map((text, i) => ({ page: i + 1, text })) };
}
