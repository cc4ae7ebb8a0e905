// Koa routes of /api/homework: parse with contract.ts, call the services, shape the answer.
import type { Context, } from 'koa';
import type { AuthUser, } from '../accounts/index.ts';
import { quoteNow } from '../ai/index.ts';
import { photoOcrAvailable, readQuestionPhoto } from '../documents/index.ts';
import { type ApiRouter, cacheForViewer, cachePublicly, hit, type Platform } from '../platform/index.ts';
import { askQuestion } from './ask.ts';
import { HOMEWORK_MESSAGES, homeworkRoutes as r, PHOTOS_PER_HOUR } from './contract.ts';
import { detailOf, myQuestions, publicQuestions, publishQuestion, unpublishQuestion, visibleQuestion } from './questions.ts';

const viewerOf = (ctx: Context) => (ctx.state.user as AuthUser | undefined) ?? null;

export function mountHomeworkRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.quote, summary: 'What one answer costs (shown before asking), and whether photo questions work' }, async ({ ctx, em }) => {
    // Not cached: an admin may change the price at any time, and the page sends back the price it showed.
    ctx.set('Cache-Control', 'no-store');
    return { points: await quoteNow(em, 'homework-answer', undefined), imageQuestions: await photoOcrAvailable(platform) };
  });

  api.add({ ...r.photo, status: 200 }, async ({ user, ctx, em }) => {
    await hit(em, [{ key: `homework:photo:user:${user.id}`, max: PHOTOS_PER_HOUR, windowSeconds: 3600 }], HOMEWORK_MESSAGES.photoLimit);
    ctx.set('Cache-Control', 'no-store');
    return readQuestionPhoto(platform, ctx);
  });

  api.add(
    { ...r.ask, status: 202, summary: 'Ask a question: charged now, answered by the worker and streamed on /api/events (202)' },
    async ({ user, em, body }) => {
      const row = await askQuestion(platform, em, user.id, body);
      return await detailOf(em, row, user);
    },
  );

  api.add({ ...r.mine, summary: "The signed-in user's questions, newest first" }, ({ user, ctx, em, query }) => {
    ctx.set('Cache-Control', 'no-store');
    return myQuestions(em, user.id, query);
  });

  api.add({ ...r.question, summary: 'A question: its asker sees it in any state, everyone else only while it is public' }, async ({ ctx, em, params }) => {
    const viewer = viewerOf(ctx);
    const row = await visibleQuestion(em, params.slug, viewer);
    cacheForViewer(ctx, 60);
    return detailOf(em, row, viewer);
  });

  api.add({ ...r.publish, status: 200, summary: 'Make an answered question public (its asker)' }, async ({ user, em, params }) => {
    return await detailOf(em, await publishQuestion(platform, em, params.slug, user), user);
  });

  api.add({ ...r.unpublish, status: 200, summary: 'Make a question private again (its asker, or an admin)' }, async ({ user, em, params }) => {
    return await detailOf(em, await unpublishQuestion(platform, em, params.slug, user), user);
  });

  api.add({ ...r.publicList, summary: 'Public questions, newest first' }, ({ ctx, em, query }) => {
    cachePublicly(ctx, 30);
    return publicQuestions(em, query);
  });
}
