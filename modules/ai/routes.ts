
import type { ApiRouter } from '../platform/index.ts';
import { actionFor, usageLog } from './actions.ts';
import { aiRoutes as r } from './contract.ts';
import { aiPrices } from './prices.ts';

export function mountAiRoutes(api: ApiRouter) {
  api.add({ ...r.prices, summary: "Every AI cost rule's numbers as they apply now (the tools' landing pages show them)" }, async ({ ctx, em }) => {
    // Not cached: an admin may change them at any time.
    ctx.set('Cache-Control', 'no-store');
    return { prices: await aiPrices(em) };
  });

  api.add({ ...r.action, summary: "An AI action: its status, the answer so far or all of it, citations; the owner's or an admin's" }, ({ user, ctx, em, params }) => {
    ctx.set('Cache-Control', 'no-store');
    return actionFor(em, user, params.id);
  });

  api.add({ ...r.usage, summary: 'Every AI action, newest first: user, tool, provider, model, tokens or passages, points, duration' }, ({ em, query }) => {
    return usageLog(em, query);
  });
}
