import { Migration } from '@mikro-orm/migrations';

// The AI prices are settings too, one per cost rule: `ai.price.<rule>`, a rule's name being lower-case words joined
// by dashes. The key check now takes more than one dot-separated part and dashes; every earlier key still passes.
export class Migration20261123003500_ai_price_settings extends Migration {
  override up(): void {
    this.addSql('alter table platform_settings drop constraint platform_settings_key_check');
    this.addSql(`alter table platform_settings add constraint platform_settings_key_check check (key ~ '^[a-z]+(\\.[a-zA-Z0-9-]+)+$')`);
  }

  override down(): void {
    this.addSql(`delete from platform_settings where key !~ '^[a-z]+\\.[a-zA-Z]+$'`);
    this.addSql('alter table platform_settings drop constraint platform_settings_key_check');
    this.addSql(`alter table platform_settings add constraint platform_settings_key_check check (key ~ '^[a-z]+\\.[a-zA-Z]+$')`);
  }
}
