// Every migration, in order. Schema changes happen only here; `studyhall db migrate` applies them.
import type { NamedMigration } from '../modules/platform/index.ts';
import { Migration20261123000100_platform } from './Migration20261123000100_platform.ts';
import { Migration20261123000200_catalogue } from './Migration20261123000200_catalogue.ts';
import { Migration20261123000300_accounts } from './Migration20261123000300_accounts.ts';
import { Migration20261123000350_oidc } from './Migration20261123000350_oidc.ts';

export const migrations: NamedMigration[] = [
  { name: 'Migration20261123000100_platform', class: Migration20261123000100_platform },
  { name: 'Migration20261123000200_catalogue', class: Migration20261123000200_catalogue },
  { name: 'Migration20261123000300_accounts', class: Migration20261123000300_accounts },
  { name: 'Migration20261123000350_oidc', class: Migration20261123000350_oidc },
];
