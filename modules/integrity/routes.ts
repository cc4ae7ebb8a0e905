// Koa routes of /api/integrity: the price (anyone), and for signed-in users their checks and uploads. Guests are
// turned away before their input is read; a check or upload of someone else is "not found" (an admin may read
// any check, as they may read any AI action).
import type { Context, Middleware, Next } from 'koa';
import { requireUser } from '../accounts/index.ts';
import { aiPrices, aiProviderOf, quote } from '../ai/index.ts';
import { type ApiRouter, HttpError, type Platform } from '../platform/index.ts';
import { listChecks, readCheck, runCheck } from './checks.ts';
import { integrityRoutes as r } from './contract.ts';
import { uploadedText, uploadForCheck } from './uploads.ts';

export function integrityGuard(): Middleware {
  return (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/integrity/') && ctx.path !== r.quote.path && !ctx.state.user) {
      throw new HttpError(401, 'unauthenticated', 'User not authenticated');
    }
    return next();
  };
}

export function mountIntegrityRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.quote, summary: 'What each check costs (shown before running it), and which mode answers' }, async ({ em }) => {
    const prices = await aiPrices(em);
    return { plagiarism: quote(prices, 'plagiarism-check', undefined), aiDetection: quote(prices, 'ai-detection', undefined), provider: aiProviderOf(platform).provider };
  });

  api.add({ ...r.run, summary: 'Run a plagiarism check or AI detection: charged now, run by the worker (202)' }, async ({ ctx, em, body }) => {
    const user = requireUser(ctx);
    ctx.status = 202;
    ctx.body = await runCheck(platform, em, user.id, body);
    return undefined;
  });

  api.add({ ...r.list, summary: "The signed-in user's checks, newest first" }, ({ ctx, em, query }) => {
    ctx.set('Cache-Control', 'no-store');
    return listChecks(em, requireUser(ctx).id, query);
  });

  api.add({ ...r.get, summary: 'A check with its report (its owner, or an admin)' }, ({ ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return readCheck(em, requireUser(ctx), params.id);
  });

  api.add({ ...r.upload }, ({ ctx, em }) => uploadForCheck(platform, ctx, em, requireUser(ctx).id));

  api.add({ ...r.uploadText, summary: "An uploaded file's text once the documents pipeline has read it" }, ({ ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return uploadedText(em, requireUser(ctx).id, params.id);
  });
}
