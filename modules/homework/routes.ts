// Koa routes of /api/homework: parse with contract.ts, call the services, shape the answer.
import type { Context, Middleware, Next } from 'koa';
import { type AuthUser, requireUser } from '../accounts/index.ts';
import { quoteNow } from '../ai/index.ts';
import { photoOcrAvailable, readQuestionPhoto } from '../documents/index.ts';
import { type ApiRouter, cacheForViewer, cachePublicly, HttpError, hit, type Platform } from '../platform/index.ts';
import { askQuestion } from './ask.ts';
import { HOMEWORK_MESSAGES, homeworkRoutes as r, PHOTOS_PER_HOUR } from './contract.ts';
import { detailOf, myQuestions, publicQuestions, publishQuestion, unpublishQuestion, visibleQuestion } from './questions.ts';

/** Signed-in-only routes turn guests away before their input is read (a guest never sees validation errors). */
const SIGNED_IN_ONLY = /^\/api\/homework\/(photo-text|questions(\/[^/]+\/(publish|unpublish))?)$/;

export function homeworkGuestGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    const listOrAsk = ctx.path === '/api/homework/questions';
    if (SIGNED_IN_ONLY.test(ctx.path) && (ctx.method === 'POST' || listOrAsk) && !ctx.state.user) {
      throw new HttpError(401, 'unauthenticated', 'User not authenticated');
    }
    return next();
  };
}

const viewerOf = (ctx: Context) => (ctx.state.user as AuthUser | undefined) ?? null;

/** Answers 200 (the router answers a POST with 201): for actions that create nothing. */
function ok<T>(ctx: Context, value: T): undefined {
  ctx.status = 200;
  ctx.body = value;
  return undefined;
}

export function mountHomeworkRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.quote, summary: 'What one answer costs (shown before asking), and whether photo questions work' }, async ({ ctx, em }) => {
    // Not cached: an admin may change the price at any time, and the page sends back the price it showed.
    ctx.set('Cache-Control', 'no-store');
    return { points: await quoteNow(em, 'homework-answer', undefined), imageQuestions: await photoOcrAvailable() };
  });

  api.add(r.photo, async ({ ctx, em }) => {
    const user = requireUser(ctx);
    await hit(em, [{ key: `homework:photo:user:${user.id}`, max: PHOTOS_PER_HOUR, windowSeconds: 3600 }], HOMEWORK_MESSAGES.photoLimit);
    ctx.set('Cache-Control', 'no-store');
    return ok(ctx, await readQuestionPhoto(ctx));
  });

  api.add(
    { ...r.ask, summary: 'Ask a question: charged now, answered by the worker and streamed on /api/events (202)' },
    async ({ ctx, em, body }) => {
      const user = requireUser(ctx);
      const row = await askQuestion(platform, em, user.id, body);
      ctx.status = 202;
      ctx.body = await detailOf(em, row, user);
      return undefined;
    },
  );

  api.add({ ...r.mine, summary: "The signed-in user's questions, newest first" }, ({ ctx, em, query }) => {
    const user = requireUser(ctx);
    ctx.set('Cache-Control', 'no-store');
    return myQuestions(em, user.id, query);
  });

  api.add({ ...r.question, summary: 'A question: its asker sees it in any state, everyone else only while it is public' }, async ({ ctx, em, params }) => {
    const viewer = viewerOf(ctx);
    const row = await visibleQuestion(em, params.slug, viewer);
    cacheForViewer(ctx, 60);
    return detailOf(em, row, viewer);
  });

  api.add({ ...r.publish, summary: 'Make an answered question public (its asker)' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    return ok(ctx, await detailOf(em, await publishQuestion(platform, em, params.slug, user), user));
  });

  api.add({ ...r.unpublish, summary: 'Make a question private again (its asker, or an admin)' }, async ({ ctx, em, params }) => {
    const user = requireUser(ctx);
    return ok(ctx, await detailOf(em, await unpublishQuestion(platform, em, params.slug, user), user));
  });

  api.add({ ...r.publicList, summary: 'Public questions, newest first' }, ({ ctx, em, query }) => {
    cachePublicly(ctx, 30);
    return publicQuestions(em, query);
  });
}
