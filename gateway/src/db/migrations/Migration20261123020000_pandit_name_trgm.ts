import { Migration } from '@mikro-orm/migrations';

/** A trigram index on pandits' names: the search's last resort (similar names: 'ramesh shastry') reads it, not the long search text. */
export class Migration20261123020000_pandit_name_trgm extends Migration {
  override name = 'Migration20261123020000_pandit_name_trgm';

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "pandits_name_trgm_idx" on "pandits" using gin (lower("name") gin_trgm_ops);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "pandits_name_trgm_idx";`);
  }
}
