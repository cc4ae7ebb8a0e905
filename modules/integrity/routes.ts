
import { aiPrices, aiProviderOf, quote } from '../ai/index.ts';
import type { ApiRouter, Platform } from '../platform/index.ts';
import { listChecks, readCheck, runCheck } from './checks.ts';
import { integrityRoutes as r } from './contract.ts';
import { uploadedText, uploadForCheck } from './uploads.ts';

export function mountIntegrityRoutes(api: ApiRouter, platform: Platform) {
  api.add({ ...r.quote, summary: 'What each check costs (shown before running it), and which mode answers' }, async ({ em }) => {
    const prices = await aiPrices(em);
    return { plagiarism: quote(prices, 'plagiarism-check', undefined), aiDetection: quote(prices, 'ai-detection', undefined), provider: aiProviderOf(platform).provider };
  });

  api.add({ ...r.run, status: 202, summary: 'Run a plagiarism check or AI detection: charged now, run by the worker (202)' }, async ({ user, em, body }) => {
    return await runCheck(platform, em, user.id, body);
  });

  api.add({ ...r.list, summary: "The signed-in user's checks, newest first" }, ({ user, ctx, em, query }) => {
    ctx.set('Cache-Control', 'no-store');
    return listChecks(em, user.id, query);
  });

  api.add({ ...r.get, summary: 'A check with its report (its owner, or an admin)' }, ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return readCheck(em, user, params.id);
  });

  api.add({ ...r.upload }, ({ user, ctx, em }) => uploadForCheck(platform, ctx, em, user.id));

  api.add({ ...r.uploadText, summary: "An uploaded file's text once the documents pipeline has read it" }, ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return uploadedText(em, user.id, params.id);
  });
}
