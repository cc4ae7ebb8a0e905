
import type { ApiRouter } from '../platform/index.ts';
import { overviewRoutes as r } from './contract.ts';
import { overview } from './figures.ts';

export function mountOverviewRoutes(api: ApiRouter) {
  api.add({ ...r.get, summary: 'The admin overview: live figures over 7, 30 or 90 days, each with a daily series and its list page' }, async ({ em, query }) => {
    return overview(em, Number(query.days));
  });
}
