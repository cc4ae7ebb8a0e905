// Every migration, in order. Schema changes happen only here; `studyhall db migrate` applies them.
import type { NamedMigration } from '../modules/platform/index.ts';
import { Migration20261123000100_platform } from './Migration20261123000100_platform.ts';
import { Migration20261123000200_catalogue } from './Migration20261123000200_catalogue.ts';
import { Migration20261123000300_accounts } from './Migration20261123000300_accounts.ts';
import { Migration20261123000350_oidc } from './Migration20261123000350_oidc.ts';
import { Migration20261123000400_documents } from './Migration20261123000400_documents.ts';
import { Migration20261123000500_wallet } from './Migration20261123000500_wallet.ts';
import { Migration20261123000600_payments } from './Migration20261123000600_payments.ts';
import { Migration20261123000650_payments_provider_refunds } from './Migration20261123000650_payments_provider_refunds.ts';
import { Migration20261123000700_search } from './Migration20261123000700_search.ts';
import { Migration20261123001000_content_blog } from './Migration20261123001000_content_blog.ts';
import { Migration20261123001100_search_preview } from './Migration20261123001100_search_preview.ts';
import { Migration20261123001200_second_factor_lock } from './Migration20261123001200_second_factor_lock.ts';
import { Migration20261123001300_payments_disputes } from './Migration20261123001300_payments_disputes.ts';
import { Migration20261123001600_documents_ocr } from './Migration20261123001600_documents_ocr.ts';
import { Migration20261123001700_ai } from './Migration20261123001700_ai.ts';
import { Migration20261123001705_documents_private } from './Migration20261123001705_documents_private.ts';
import { Migration20261123001710_docchat } from './Migration20261123001710_docchat.ts';
import { Migration20261123001800_homework } from './Migration20261123001800_homework.ts';
import { Migration20261123002002_admin_audit_log } from './Migration20261123002002_admin_audit_log.ts';
import { Migration20261123002700_notifications } from './Migration20261123002700_notifications.ts';
import { Migration20261123002710_account_life } from './Migration20261123002710_account_life.ts';

export const migrations: NamedMigration[] = [
  { name: 'Migration20261123000100_platform', class: Migration20261123000100_platform },
  { name: 'Migration20261123000200_catalogue', class: Migration20261123000200_catalogue },
  { name: 'Migration20261123000300_accounts', class: Migration20261123000300_accounts },
  { name: 'Migration20261123000350_oidc', class: Migration20261123000350_oidc },
  { name: 'Migration20261123000400_documents', class: Migration20261123000400_documents },
  { name: 'Migration20261123000500_wallet', class: Migration20261123000500_wallet },
  { name: 'Migration20261123000600_payments', class: Migration20261123000600_payments },
  { name: 'Migration20261123000650_payments_provider_refunds', class: Migration20261123000650_payments_provider_refunds },
  { name: 'Migration20261123000700_search', class: Migration20261123000700_search },
  { name: 'Migration20261123001000_content_blog', class: Migration20261123001000_content_blog },
  { name: 'Migration20261123001100_search_preview', class: Migration20261123001100_search_preview },
  { name: 'Migration20261123001200_second_factor_lock', class: Migration20261123001200_second_factor_lock },
  { name: 'Migration20261123001300_payments_disputes', class: Migration20261123001300_payments_disputes },
  { name: 'Migration20261123001600_documents_ocr', class: Migration20261123001600_documents_ocr },
  { name: 'Migration20261123001700_ai', class: Migration20261123001700_ai },
  { name: 'Migration20261123001705_documents_private', class: Migration20261123001705_documents_private },
  { name: 'Migration20261123001710_docchat', class: Migration20261123001710_docchat },
  { name: 'Migration20261123001800_homework', class: Migration20261123001800_homework },
  { name: 'Migration20261123002002_admin_audit_log', class: Migration20261123002002_admin_audit_log },
  { name: 'Migration20261123002700_notifications', class: Migration20261123002700_notifications },
  { name: 'Migration20261123002710_account_life', class: Migration20261123002710_account_life },
];
