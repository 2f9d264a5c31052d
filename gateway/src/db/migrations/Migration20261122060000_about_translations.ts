import { Migration } from '@mikro-orm/migrations';

/** About content in more than one language: translations by language code, falling back to English. */
export class Migration20261122060000_about_translations extends Migration {
  override name = 'Migration20261122060000_about_translations';

  override async up(): Promise<void> {
    this.addSql(`alter table "about_content" add column "translations" jsonb not null default '{}';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "about_content" drop column "translations";`);
  }
}
