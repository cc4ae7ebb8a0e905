// The composition root's list: every module, in dependency order. Entry points (api, worker, cli, tests)
// take it from here; platform/ never imports a module.
import { migrations } from '../migrations/index.ts';
import { accountsModule } from './accounts/index.ts';
import { catalogueModule } from './catalogue/index.ts';
import type { StudyhallModule } from './platform/index.ts';

export const modules: StudyhallModule[] = [catalogueModule, accountsModule];
export { migrations };
