import { Migration } from '@mikro-orm/migrations';

// Private documents: a user's upload for Document Chat goes through the same pipeline (text per page, previews) but
// is theirs alone: never moderated, listed or sold. It needs no subject or type, and it can never be approved.
export class Migration20261123001705_documents_private extends Migration {
  override up(): void {
    this.addSql('alter table documents add column private boolean not null default false');
    this.addSql('alter table documents alter column subject_id drop not null, alter column document_type_id drop not null');
    this.addSql(`alter table documents add constraint documents_marketplace_fields
      check (private or (subject_id is not null and document_type_id is not null))`);
    this.addSql('alter table documents add constraint documents_private_never_approved check (not private or status_id <> 1)');
  }

  override down(): void {
    this.addSql('delete from documents where private');
    this.addSql('alter table documents drop constraint documents_private_never_approved, drop constraint documents_marketplace_fields');
    this.addSql('alter table documents alter column subject_id set not null, alter column document_type_id set not null');
    this.addSql('alter table documents drop column private');
  }
}
