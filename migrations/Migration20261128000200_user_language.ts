import { Migration } from '@mikro-orm/migrations';

// A student's language (issue #30): chosen in the footer and kept in the profile, so the site, the api's error
// messages, mails and notifications follow the student to any browser. Null: not chosen (the browser's
// Accept-Language decides). The list is the platform's LANGUAGES.
export class Migration20261128000200_user_language extends Migration {
  override up(): void {
    this.addSql(`alter table users add column language text check (language in ('en', 'de', 'es', 'fr'))`);
  }

  override down(): void {
    this.addSql('alter table users drop column language');
  }
}
