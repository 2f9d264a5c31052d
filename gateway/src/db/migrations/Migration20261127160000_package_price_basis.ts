import { Migration } from '@mikro-orm/migrations';

/**
 * A package's price is per person (the default: a trip's hotel, travel and darshan are paid per traveller) or per
 * group (issue #37): the booking's total is the price times the travellers, or the price once (decision 0056).
 * Adding a column with a constant default rewrites nothing on PostgreSQL 11+.
 */
export class Migration20261127160000_package_price_basis extends Migration {
  override name = 'Migration20261127160000_package_price_basis';

  override async up(): Promise<void> {
    this.addSql(`alter table "packages" add column "price_per_person" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    // contract: only a rollback to the release before this one, which never read price_per_person.
    this.addSql(`alter table "packages" drop column "price_per_person";`);
  }
}
