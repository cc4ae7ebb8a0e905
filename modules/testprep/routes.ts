// Koa routes of /api/test-prep (the signed-in owner's plans, tests and attempts: guests 401, anyone else 404) and
// /api/tests (public tests: anyone reads and takes them; a guest is graded without anything kept).
import type { Context, } from 'koa';
import type { AuthUser, } from '../accounts/index.ts';
import { quoteNow } from '../ai/index.ts';
import { storePrivateUpload } from '../documents/index.ts';
import { type ApiRouter, cacheForViewer, cachePublicly, type Platform } from '../platform/index.ts';
import { attemptResults, currentAttempt, gradeAsGuest, latestResults, saveAnswer, startAttempt, submitAttempt } from './attempts.ts';
import { testPrepRoutes as r } from './contract.ts';
import { addNotes, addResource, createPlan, deletePlan, listPlans, notesView, ownPlan, planView, removeResource, updatePlan } from './plans.ts';
import { listPublicTests } from './public-tests.ts';
import { createTest, deleteTest, ownTest, setPublic, testSummary, testView, visibleTest } from './tests.ts';

const viewerOf = (ctx: Context) => (ctx.state.user as AuthUser | undefined) ?? null;

function noStore(ctx: Context) {
  ctx.set('Cache-Control', 'no-store');
}

export function mountTestPrepRoutes(api: ApiRouter, platform: Platform) {
  const plan = (user: { id: string }, em: Parameters<typeof planView>[1], planId: string) => planView(platform, em, user.id, planId);

  api.add({ ...r.plans, summary: "The signed-in user's study plans, most recently changed first" }, ({ user, ctx, em, query }) => {
    noStore(ctx);
    return listPlans(em, user.id, query);
  });
  api.add({ ...r.createPlan, summary: 'Create a study plan: name, exam date, subject' }, async ({ user, em, body }) => plan(user, em, await createPlan(em, user.id, body)));
  api.add({ ...r.plan, summary: 'A plan with its resources, tests and the progress of their attempts' }, ({ user, ctx, em, params }) => {
    noStore(ctx);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.updatePlan, summary: 'Rename a plan, change its exam date or subject' }, async ({ user, em, params, body }) => {
    await updatePlan(em, user.id, params.planId, body);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.deletePlan, summary: 'Delete a plan with its tests, attempts and notes' }, async ({ user, em, params }) => {
    await deletePlan(em, user.id, params.planId);
    return { deleted: true as const };
  });

  api.add({ ...r.addResource, summary: 'Add a document you uploaded or bought, or one of your private uploads' }, async ({ user, em, params, body }) => {
    await addResource(em, user.id, params.planId, body.kind, body.id);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.addNotes, summary: 'Paste notes: kept privately and made searchable for questions' }, async ({ user, em, params, body }) => {
    await addNotes(em, user.id, params.planId, body);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.upload }, async ({ user, ctx, em, params }) => {
    // The plan is checked before the upload is stored, so nobody stores files through someone else's plan.
    await ownPlan(em, user.id, params.planId);
    const documentId = await storePrivateUpload(platform, ctx, user.id);
    await addResource(em, user.id, params.planId, 'upload', documentId);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.removeResource, summary: 'Remove a resource from the plan (tests already made keep their questions)' }, async ({ user, em, params }) => {
    await removeResource(em, user.id, params.planId, params.kind, params.id);
    return plan(user, em, params.planId);
  });
  api.add({ ...r.notes, summary: 'Your notes, page by page (where a question about them links)' }, ({ user, em, params }) => notesView(em, user.id, params.notesId));

  api.add({ ...r.quote, summary: 'What a test of this many questions costs (shown before generating)' }, async ({ ctx, em, query }) => {
    // Not cached: an admin may change the price at any time, and the page sends back the price it showed.
    ctx.set('Cache-Control', 'no-store');
    return { points: await quoteNow(em, 'test-prep', { questions: query.questions }) };
  });
  api.add({ ...r.createTest, status: 202, summary: "Generate a test from the plan's resources: charged now by question count, made by the worker" }, async ({ user, em, params, body }) => {
    const testId = await createTest(platform, em, user.id, params.planId, body);
    return await testSummary(em, user.id, testId);
  });
  api.add({ ...r.test, summary: 'Your test: its state and its questions (no answers)' }, async ({ user, ctx, em, params }) => {
    noStore(ctx);
    return testView(em, await ownTest(em, user.id, params.testId), user);
  });
  api.add({ ...r.deleteTest, summary: 'Delete a test and its attempts' }, async ({ user, em, params }) => {
    await deleteTest(em, user.id, params.testId);
    return { deleted: true as const };
  });
  api.add({ ...r.publish, status: 200, summary: 'Make a generated test public: listed on /tests, anyone may take it' }, async ({ user, em, params }) => {
    return await setPublic(em, user, params.testId, true);
  });
  api.add({ ...r.unpublish, status: 200, summary: 'Make a test private again (its owner, or an admin taking it down)' }, async ({ user, em, params }) => {
    return await setPublic(em, user, params.testId, false);
  });

  api.add({ ...r.start, status: 200, summary: 'Open your attempt of a test (the one in progress, or a new one: a retake)' }, async ({ user, em, params, body }) => {
    return await startAttempt(em, user, params.testId, body);
  });
  api.add({ ...r.current, summary: 'Your attempt in progress, if any' }, async ({ user, ctx, em, params }) => {
    noStore(ctx);
    return { attempt: await currentAttempt(em, user, params.testId) };
  });
  api.add({ ...r.answer, summary: 'Save one answer as it is given (a reload loses nothing)' }, async ({ user, em, params, body }) => {
    await saveAnswer(em, user.id, params.attemptId, params.questionId, body.answer);
    return { saved: true as const };
  });
  api.add({ ...r.submit, status: 200, summary: 'Submit, with any answers not saved yet: every answer marked, the score kept' }, async ({ user, em, params, body }) => {
    return await submitAttempt(em, user, params.attemptId, body.answers);
  });
  api.add({ ...r.results, summary: "A submitted attempt's results" }, ({ user, em, params }) => attemptResults(em, user, params.attemptId));
  api.add({ ...r.latestResults, summary: 'Your latest submitted attempt of a test' }, ({ user, ctx, em, params }) => {
    noStore(ctx);
    return latestResults(em, user, params.testId);
  });

  api.add({ ...r.publicTests, summary: 'Public tests, newest first, by subject, kind of question and title words' }, ({ ctx, em, query }) => {
    cachePublicly(ctx, 60);
    return listPublicTests(em, query);
  });
  api.add({ ...r.publicTest, summary: 'A public test (by id or slug) with its questions, no answers' }, async ({ ctx, em, params }) => {
    const viewer = viewerOf(ctx);
    cacheForViewer(ctx, 60);
    return testView(em, await visibleTest(em, params.ref, viewer), viewer);
  });
  api.add({ ...r.grade, status: 200, summary: "A guest's answers to a public test graded; nothing is kept" }, async ({ em, params, body }) => {
    return await gradeAsGuest(em, params.ref, body.answers);
  });
}
