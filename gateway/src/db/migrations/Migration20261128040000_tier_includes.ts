import { Migration } from '@mikro-orm/migrations';

/**
 * What each price tier includes, in the pandit's words (issue #37, decision 0068): `{ basic, premium, deluxe }`, each
 * `{ en, hi }`, null until he writes any. A nullable column without a default rewrites nothing.
 */
export class Migration20261128040000_tier_includes extends Migration {
  override name = 'Migration20261128040000_tier_includes';

  override async up(): Promise<void> {
    this.addSql(`alter table "pandits" add column "tier_includes" jsonb null;`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read tier_includes.
    this.addSql(`alter table "pandits" drop column "tier_includes";`);
  }
}
