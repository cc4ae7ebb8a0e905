// The admin overview: reads every module's figures through its public face and answers them as one page of numbers
// and daily series. It owns no table and publishes no event.
import type { StudyhallModule } from '../platform/index.ts';
import { mountOverviewRoutes } from './routes.ts';

export * from './contract.ts';

export const overviewModule: StudyhallModule = {
  name: 'overview',
  routes: (api) => mountOverviewRoutes(api),
};
