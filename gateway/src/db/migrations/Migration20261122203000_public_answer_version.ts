import { Migration } from '@mikro-orm/migrations';

/**
 * The version of the public answers (http/public-cache.ts): every write request bumps it after its
 * transaction committed; each gateway process compares it with the version its cached answers were made at.
 */
export class Migration20261122203000_public_answer_version extends Migration {
  override name = 'Migration20261122203000_public_answer_version';

  override async up(): Promise<void> {
    this.addSql(`create sequence if not exists "public_answer_version";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop sequence if exists "public_answer_version";`);
  }
}
