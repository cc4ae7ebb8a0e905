// Koa routes of /api/test-prep (the signed-in owner's plans, tests and attempts: guests 401, anyone else 404) and
// /api/tests (public tests: anyone reads and takes them; a guest is graded without anything kept).
import type { Context, Middleware, Next } from 'koa';
import { type AuthUser, requireUser } from '../accounts/index.ts';
import { quoteNow } from '../ai/index.ts';
import { storePrivateUpload } from '../documents/index.ts';
import { type ApiRouter, cacheForViewer, cachePublicly, HttpError, type Platform } from '../platform/index.ts';
import { attemptResults, currentAttempt, gradeAsGuest, latestResults, saveAnswer, startAttempt, submitAttempt } from './attempts.ts';
import { testPrepRoutes as r } from './contract.ts';
import { addNotes, addResource, createPlan, deletePlan, listPlans, notesView, ownPlan, planView, removeResource, updatePlan } from './plans.ts';
import { listPublicTests } from './public-tests.ts';
import { createTest, deleteTest, ownTest, setPublic, testSummary, testView, visibleTest } from './tests.ts';

/** Guests are turned away before their input is read (no validation errors, no upload read); the price is public. */
export function testPrepGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/test-prep/') && ctx.path !== r.quote.path && !ctx.state.user) throw new HttpError(401, 'unauthenticated', 'User not authenticated');
    return next();
  };
}

const viewerOf = (ctx: Context) => (ctx.state.user as AuthUser | undefined) ?? null;

function noStore(ctx: Context) {
  ctx.set('Cache-Control', 'no-store');
}

export function mountTestPrepRoutes(api: ApiRouter, platform: Platform) {
  const plan = (ctx: Context, em: Parameters<typeof planView>[1], planId: string) => planView(platform, em, requireUser(ctx).id, planId);

  api.add({ ...r.plans, summary: "The signed-in user's study plans, most recently changed first" }, ({ ctx, em, query }) => {
    noStore(ctx);
    return listPlans(em, requireUser(ctx).id, query);
  });
  api.add({ ...r.createPlan, summary: 'Create a study plan: name, exam date, subject' }, async ({ ctx, em, body }) => plan(ctx, em, await createPlan(em, requireUser(ctx).id, body)));
  api.add({ ...r.plan, summary: 'A plan with its resources, tests and the progress of their attempts' }, ({ ctx, em, params }) => {
    noStore(ctx);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.updatePlan, summary: 'Rename a plan, change its exam date or subject' }, async ({ ctx, em, params, body }) => {
    await updatePlan(em, requireUser(ctx).id, params.planId, body);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.deletePlan, summary: 'Delete a plan with its tests, attempts and notes' }, async ({ ctx, em, params }) => {
    await deletePlan(em, requireUser(ctx).id, params.planId);
    return { deleted: true as const };
  });

  api.add({ ...r.addResource, summary: 'Add a document you uploaded or bought, or one of your private uploads' }, async ({ ctx, em, params, body }) => {
    await addResource(em, requireUser(ctx).id, params.planId, body.kind, body.id);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.addNotes, summary: 'Paste notes: kept privately and made searchable for questions' }, async ({ ctx, em, params, body }) => {
    await addNotes(em, requireUser(ctx).id, params.planId, body);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.upload }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    // The plan is checked before the upload is stored, so nobody stores files through someone else's plan.
    await ownPlan(em, user.id, params.planId);
    const documentId = await storePrivateUpload(platform, ctx, user.id);
    await addResource(em, user.id, params.planId, 'upload', documentId);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.removeResource, summary: 'Remove a resource from the plan (tests already made keep their questions)' }, async ({ ctx, em, params }) => {
    await removeResource(em, requireUser(ctx).id, params.planId, params.kind, params.id);
    return plan(ctx, em, params.planId);
  });
  api.add({ ...r.notes, summary: 'Your notes, page by page (where a question about them links)' }, ({ ctx, em, params }) => notesView(em, requireUser(ctx).id, params.notesId));

  api.add({ ...r.quote, summary: 'What a test of this many questions costs (shown before generating)' }, async ({ ctx, em, query }) => {
    // Not cached: an admin may change the price at any time, and the page sends back the price it showed.
    ctx.set('Cache-Control', 'no-store');
    return { points: await quoteNow(em, 'test-prep', { questions: query.questions }) };
  });
  api.add({ ...r.createTest, summary: "Generate a test from the plan's resources: charged now by question count, made by the worker" }, async ({ ctx, em, params, body }) => {
    const user = requireUser(ctx);
    const testId = await createTest(platform, em, user.id, params.planId, body);
    ctx.status = 202;
    ctx.body = await testSummary(em, user.id, testId);
    return undefined;
  });
  api.add({ ...r.test, summary: 'Your test: its state and its questions (no answers)' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    noStore(ctx);
    return testView(em, await ownTest(em, user.id, params.testId), user);
  });
  api.add({ ...r.deleteTest, summary: 'Delete a test and its attempts' }, async ({ ctx, em, params }) => {
    await deleteTest(em, requireUser(ctx).id, params.testId);
    return { deleted: true as const };
  });
  api.add({ ...r.publish, summary: 'Make a generated test public: listed on /tests, anyone may take it' }, async ({ ctx, em, params }) => {
    ctx.status = 200;
    ctx.body = await setPublic(em, requireUser(ctx), params.testId, true);
    return undefined;
  });
  api.add({ ...r.unpublish, summary: 'Make a test private again (its owner, or an admin taking it down)' }, async ({ ctx, em, params }) => {
    ctx.status = 200;
    ctx.body = await setPublic(em, requireUser(ctx), params.testId, false);
    return undefined;
  });

  api.add({ ...r.start, summary: 'Open your attempt of a test (the one in progress, or a new one: a retake)' }, async ({ ctx, em, params, body }) => {
    ctx.status = 200;
    ctx.body = await startAttempt(em, requireUser(ctx), params.testId, body);
    return undefined;
  });
  api.add({ ...r.current, summary: 'Your attempt in progress, if any' }, async ({ ctx, em, params }) => {
    noStore(ctx);
    return { attempt: await currentAttempt(em, requireUser(ctx), params.testId) };
  });
  api.add({ ...r.answer, summary: 'Save one answer as it is given (a reload loses nothing)' }, async ({ ctx, em, params, body }) => {
    await saveAnswer(em, requireUser(ctx).id, params.attemptId, params.questionId, body.answer);
    return { saved: true as const };
  });
  api.add({ ...r.submit, summary: 'Submit, with any answers not saved yet: every answer marked, the score kept' }, async ({ ctx, em, params, body }) => {
    ctx.status = 200;
    ctx.body = await submitAttempt(em, requireUser(ctx), params.attemptId, body.answers);
    return undefined;
  });
  api.add({ ...r.results, summary: "A submitted attempt's results" }, ({ ctx, em, params }) => attemptResults(em, requireUser(ctx), params.attemptId));
  api.add({ ...r.latestResults, summary: 'Your latest submitted attempt of a test' }, ({ ctx, em, params }) => {
    noStore(ctx);
    return latestResults(em, requireUser(ctx), params.testId);
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
  api.add({ ...r.grade, summary: "A guest's answers to a public test graded; nothing is kept" }, async ({ ctx, em, params, body }) => {
    ctx.status = 200;
    ctx.body = await gradeAsGuest(em, params.ref, body.answers);
    return undefined;
  });
}
